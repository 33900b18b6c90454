import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { openDialog, showSuccessDialog } from "../../../components/dialogs";
import { i18n } from "../../../i18n";

function TemporaryPasswordBody({ name, password, onOk }: { name: string; password: string; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="temporary-password-dialog">
      <Text>{t("users.temporaryMessage", { name })}</Text>
      <CopyField label={t("users.temporaryLabel")} value={password} testId="temporary-password" code />
      <Group justify="flex-end">
        <Button onClick={onOk} data-autofocus data-testid="temporary-password-ok">
          {t("common.ok")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * After a reset: the temporary password, shown this once, with a copy button; or, when the
 * installation gives a fixed default password, a note that the member signs in with it.
 */
export function showResetResult(name: string, temporaryPassword: string | null): void {
  if (temporaryPassword === null) {
    void showSuccessDialog(i18n.t("users.defaultPasswordMessage", { name }), i18n.t("users.resetDone", { name }));
    return;
  }
  const modalId = "temporary-password";
  openDialog(() =>
    modals.open({
      modalId,
      title: i18n.t("users.temporaryTitle"),
      closeOnClickOutside: false,
      children: <TemporaryPasswordBody name={name} password={temporaryPassword} onOk={() => modals.close(modalId)} />,
    }),
  );
}
