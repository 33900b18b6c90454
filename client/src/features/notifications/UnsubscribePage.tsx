import { Alert, Button, Container, Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { FormAlert } from "../../components/FormAlert";
import { errorMessage } from "../../lib/errorMessage";
import { useUnsubscribe } from "./queries";

/**
 * A mail's "stop these mails" link, signed out: it asks before it posts, because mail scanners
 * open links (the List-Unsubscribe header posts to the api directly).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const unsubscribe = useUnsubscribe();
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" data-testid="unsubscribe-page">
        <Stack gap="md">
          <Title order={2}>{t("notifications.unsubscribe.title")}</Title>
          {unsubscribe.isSuccess ? (
            <Alert color="green" data-testid="unsubscribe-done">
              {t("notifications.unsubscribe.done")}
            </Alert>
          ) : (
            <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
              {t("notifications.unsubscribe.confirm")}
            </Button>
          )}
          <FormAlert
            message={unsubscribe.isError ? errorMessage(unsubscribe.error) : null}
            testId="unsubscribe-error"
          />
        </Stack>
      </Paper>
    </Container>
  );
}
