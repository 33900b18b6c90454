import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconAlertTriangle, IconPrinter } from "../../../components/icons";
import { FullPageLoader } from "../../../components/FullPageLoader";
import { QueryError } from "../../../components/QueryError";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import classes from "./print.module.css";

interface PrintShellProps {
  title: string;
  /** The CSS @page size, e.g. "50mm 30mm" or "A4". */
  pageSize: string;
  /** What the member should load into the printer, shown above the sheets. */
  hint: string;
  state: { pending: boolean; error: unknown; retry: () => void };
  count: number;
  /** Labels whose item could not be loaded (deleted, or not visible to this member). */
  missing: number;
  testId: string;
  children: ReactNode;
}

/** A standalone print page: a toolbar on screen, and on paper nothing but the sheets. */
export function PrintShell({ title, pageSize, hint, state, count, missing, testId, children }: PrintShellProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  if (state.pending) return <FullPageLoader />;
  return (
    <div className={classes.screen} data-testid={testId}>
      <style>{`@page { size: ${pageSize}; margin: 0; } @media print { html, body { background: #fff !important; } }`}</style>
      <Paper className={classes.toolbar} withBorder shadow="sm" p="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm">
            <Stack gap={0}>
              <Title order={1} fz="lg" data-testid="page-title">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {t("labels.count", { count })} · {hint}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button variant="default" onClick={() => window.close()} data-testid="print-close">
                {t("common.close")}
              </Button>
              <Button
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
                disabled={count === 0}
                data-testid="print-now"
              >
                {t("labels.printNow")}
              </Button>
            </Group>
          </Group>
          {state.error ? <QueryError error={state.error} onRetry={state.retry} /> : null}
          {missing > 0 && !state.error ? (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="print-missing">
              {t("labels.missing", { count: missing })}
            </Alert>
          ) : null}
          {count === 0 ? (
            <Alert color="yellow" variant="light" data-testid="print-empty">
              {t("validation.printSelection")}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <div className={classes.sheets}>{children}</div>
    </div>
  );
}
