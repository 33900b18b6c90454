import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router-dom";
import { IconAlertTriangle, IconRefresh } from "../../../components/icons";

/** A screen threw, or its code failed to load (typically after a new release): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100vh" p="md" data-testid="route-error">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={34} />
          </ThemeIcon>
          <Title order={2} data-testid="page-title">
            {t("routeError.title")}
          </Title>
          <Text c="dimmed">{t("routeError.description")}</Text>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t("routeError.reload")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
