import { EmptyState, Paper } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  testId: string;
  /** Without the bordered card, for use inside another card. */
  bare?: boolean;
}

/** A finished "nothing here (yet)" state: icon, title, what to do next. */
export function EmptyPanel({ icon, title, description, actions, testId, bare }: EmptyPanelProps) {
  const body = (
    <EmptyState icon={icon} variant="light" size={bare ? "sm" : "md"} title={title} description={description}>
      {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
    </EmptyState>
  );
  if (bare) {
    return (
      <div data-testid={testId} style={{ padding: "var(--mantine-spacing-lg) 0" }}>
        {body}
      </div>
    );
  }
  return (
    <Paper withBorder p={{ base: "lg", sm: 40 }} data-testid={testId}>
      {body}
    </Paper>
  );
}
