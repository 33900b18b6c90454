import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  width?: number;
  testId: string;
  children: ReactNode;
}

/** The card every /auth/ screen sits in. */
export function AuthCard({ title, subtitle, icon, width = 440, testId, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Paper
      withBorder
      shadow="sm"
      p={{ base: "lg", sm: "xl" }}
      maw={width}
      mx="auto"
      mt={{ base: "md", sm: 48 }}
      data-testid={testId}
    >
      <Stack gap="lg">
        <Stack gap={6} align="center" ta="center">
          {icon}
          <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="page-title">
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
