import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/errorMessage";
import { IconAlertTriangle } from "./icons";

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  testId?: string;
}

/** A list or panel that failed to load: what the api said, and a way to try again. */
export function QueryError({ error, onRetry, testId = "query-error" }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t("state.loadFailed")}
      data-testid={testId}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="sm" variant="white" color="red" onClick={onRetry} data-testid={`${testId}-retry`}>
          {t("common.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
