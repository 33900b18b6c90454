import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { initPasswordInput } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { IconLock } from "../../../components/icons";
import { useZodForm } from "../../../hooks/useZodForm";
import { logout } from "../../../session/logout";
import { useInitPassword } from "../queries";
import { AuthCard } from "./AuthCard";
import { NewPasswordFields } from "../../../components/NewPasswordFields";

/** Forced after an administrator reset (member.mustChangePassword); not a spec route. */
export function InitPasswordPage() {
  const { t } = useTranslation();
  const initPassword = useInitPassword();
  const form = useZodForm(initPasswordInput, { newPassword: "", newPasswordConfirm: "" });

  const onSubmit = form.handleSubmit((input) =>
    initPassword.mutate(input, {
      // The reloaded member no longer must change the password: the guard moves on to the return address.
      onSuccess: () => showToast(t("initPassword.saved")),
      onError: form.applyError,
    }),
  );

  return (
    <AuthCard
      title={t("initPassword.title")}
      testId="init-password-page"
      icon={
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow">
          <IconLock size={30} />
        </ThemeIcon>
      }
    >
      <Text ta="center" c="dimmed">
        {t("initPassword.body")}
      </Text>
      <form onSubmit={onSubmit} noValidate data-testid="init-password-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="init-password-error" />
          <NewPasswordFields
            labels={{ password: t("initPassword.newPassword"), again: t("initPassword.newPasswordConfirm") }}
            password={{ ...form.textProps("newPassword"), "data-testid": "init-password-new" }}
            again={{ ...form.textProps("newPasswordConfirm"), "data-testid": "init-password-confirm" }}
          />
          <Button type="submit" size="lg" fullWidth loading={initPassword.isPending} data-testid="init-password-submit">
            {t("initPassword.submit")}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => logout()} data-testid="init-password-logout">
            {t("initPassword.signOut")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
