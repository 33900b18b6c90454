import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right. */
  actions?: ReactNode;
}

/** Every screen's title (`page-title`), also used as the browser tab title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={2} data-testid="page-title">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
