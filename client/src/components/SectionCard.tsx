import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  danger?: boolean;
  testId: string;
  children: ReactNode;
}

export function SectionCard({ title, description, actions, danger, testId, children }: SectionCardProps) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "xl" }}
      data-testid={testId}
      style={danger ? { borderColor: "var(--mantine-color-red-3)" } : undefined}
    >
      <Stack gap="lg">
        <Group justify="space-between" align={description ? "flex-start" : "center"}>
          <Stack gap={4}>
            <Title order={3} fz="lg" c={danger ? "red.8" : undefined}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
