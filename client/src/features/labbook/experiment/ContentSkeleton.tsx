import { Skeleton, Stack } from "@mantine/core";

/** While the document loads: the shape of sections and tables. */
export function ContentSkeleton() {
  return (
    <Stack gap="md" data-testid="labbook-content-loading" aria-busy="true">
      <Skeleton height={120} radius="md" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
