import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** While the session or a screen's code is loading. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" data-testid="page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {t("app.loading")}
        </Text>
      </Stack>
    </Center>
  );
}
