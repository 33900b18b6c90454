import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { paths } from "../../paths";
import { openDialog } from "./dialogLayer";

function RefreshBody({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="refresh-dialog">
      <Text>{message}</Text>
      <Group justify="flex-end">
        <Button
          data-autofocus
          data-testid="refresh-dialog-reload"
          onClick={() => window.location.assign(paths.signIn())}
        >
          {t("dialogs.refreshButton")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §8 refresh dialog: cannot be dismissed; its button reloads the app at /auth/signIn. */
export function showRefreshDialog(message?: string): void {
  openDialog(() =>
    modals.open({
      modalId: "refresh-dialog",
      title: i18n.t("dialogs.refreshTitle"),
      closeOnClickOutside: false,
      closeOnEscape: false,
      withCloseButton: false,
      children: <RefreshBody message={message ?? i18n.t("dialogs.refreshMessage")} />,
    }),
  );
}
