import { Skeleton, Stack } from "@mantine/core";

/** Placeholder for a screen inside the layout while its code or data loads. */
export function ContentLoader() {
  return (
    <Stack gap="md" data-testid="content-loader" aria-busy="true">
      <Skeleton height={34} width="40%" radius="md" />
      <Skeleton height={16} width="60%" radius="md" />
      <Skeleton height={180} radius="md" mt="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
