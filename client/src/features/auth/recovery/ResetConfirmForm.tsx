import { useState } from "react";
import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { passwordResetConfirmInput, type PasswordResetConfirmResult } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { IconCircleCheck, IconLock } from "../../../components/icons";
import { useZodForm } from "../../../hooks/useZodForm";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../paths";
import { AuthCard } from "../components/AuthCard";
import { NewPasswordFields } from "../../../components/NewPasswordFields";
import { useConfirmPasswordReset } from "./queries";

function PasswordChanged({ result }: { result: PasswordResetConfirmResult }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("resetPassword.doneTitle")}
      testId="reset-password-done"
      icon={
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCircleCheck size={30} />
        </ThemeIcon>
      }
    >
      <Text ta="center">{t("resetPassword.done")}</Text>
      {result.memberId ? (
        <Text ta="center" fw={600} data-testid="reset-password-done-id">
          {t("resetPassword.doneId", { memberId: result.memberId })}
        </Text>
      ) : null}
      <Button component={Link} to={paths.signIn()} size="lg" fullWidth data-testid="reset-password-sign-in">
        {t("resetPassword.signIn")}
      </Button>
    </AuthCard>
  );
}

/** /auth/resetPassword?token=…, opened from the mail: the new password, twice. */
export function ResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useZodForm(passwordResetConfirmInput, { token, newPassword: "", newPasswordConfirm: "" });

  const onSubmit = form.handleSubmit((input) =>
    confirm.mutate(input, {
      onError: (error) => {
        setLinkInvalid(error instanceof ApiError && error.code === "PASSWORD_RESET_LINK_INVALID");
        form.applyError(error);
      },
    }),
  );

  if (confirm.data) return <PasswordChanged result={confirm.data} />;
  return (
    <AuthCard
      title={t("resetPassword.confirmTitle")}
      testId="reset-confirm-page"
      icon={
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={30} />
        </ThemeIcon>
      }
    >
      <Text ta="center" c="dimmed">
        {t("resetPassword.confirmIntro")}
      </Text>
      <form onSubmit={onSubmit} noValidate data-testid="reset-confirm-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="reset-confirm-error" />
          {linkInvalid ? (
            <Button
              component={Link}
              to={paths.resetPassword()}
              variant="light"
              fullWidth
              data-testid="reset-confirm-new-link"
            >
              {t("resetPassword.newLink")}
            </Button>
          ) : null}
          <NewPasswordFields
            labels={{ password: t("resetPassword.newPassword"), again: t("resetPassword.newPasswordConfirm") }}
            password={{ ...form.textProps("newPassword"), "data-testid": "reset-confirm-new" }}
            again={{ ...form.textProps("newPasswordConfirm"), "data-testid": "reset-confirm-again" }}
          />
          <Button type="submit" size="lg" fullWidth loading={confirm.isPending} data-testid="reset-confirm-submit">
            {t("resetPassword.confirmSubmit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
