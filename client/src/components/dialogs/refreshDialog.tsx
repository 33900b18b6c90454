import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { isPublicPath, paths } from "../../paths";
import { currentFullPath, useSession } from "../../session/store";
import { openDialog } from "./dialogLayer";

/** Reloads the app at /auth/signIn, coming back to this page after the sign-in. */
function reloadToSignIn(): void {
  if (!isPublicPath(window.location.pathname)) useSession.getState().setReturnUrl(currentFullPath());
  window.location.assign(paths.signIn());
}

function RefreshBody({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="refresh-dialog">
      <Text>{message}</Text>
      <Group justify="flex-end">
        <Button data-autofocus data-testid="refresh-dialog-reload" onClick={reloadToSignIn}>
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
