import { useState } from "react";
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { limits, passwordResetRequestForm, recoveryLimits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { icon } from "../../../components/icons";
import { useZodForm } from "../../../hooks/useZodForm";
import { paths } from "../../../paths";
import { AuthCard } from "../components/AuthCard";
import { useRequestPasswordReset } from "./queries";

const IconMail = icon([
  "M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10z",
  "M3 7l9 6l9 -6",
]);

function MailIcon() {
  return (
    <ThemeIcon size={56} radius="xl" variant="light">
      <IconMail size={30} />
    </ThemeIcon>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={paths.signIn()} data-testid="reset-password-back">
        {t("resetPassword.back")}
      </Anchor>
    </Text>
  );
}

/** "If the account exists, a link is on its way": the same words whatever the api found. */
function RequestSent({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("resetPassword.sentTitle")} testId="reset-password-sent" icon={<MailIcon />}>
      <Text ta="center" data-testid="reset-password-sent-body">
        {t("resetPassword.sent", { minutes: recoveryLimits.linkMinutes })}
      </Text>
      <Text ta="center" size="sm" c="dimmed">
        {t("resetPassword.sentHint")}
      </Text>
      <Button variant="light" size="lg" fullWidth onClick={onAgain} data-testid="reset-password-again">
        {t("resetPassword.again")}
      </Button>
      <BackToSignIn />
    </AuthCard>
  );
}

/** /auth/resetPassword with mail on: the member's id or e-mail, for a link to choose a new password. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useZodForm(passwordResetRequestForm, { account: "" });

  const onSubmit = form.handleSubmit(({ account }) =>
    request.mutate(account, { onSuccess: () => setSent(true), onError: form.applyError }),
  );

  if (sent) return <RequestSent onAgain={() => setSent(false)} />;
  return (
    <AuthCard title={t("resetPassword.title")} testId="reset-password-page" icon={<MailIcon />}>
      <Text ta="center" c="dimmed">
        {t("resetPassword.requestIntro")}
      </Text>
      <form onSubmit={onSubmit} noValidate data-testid="reset-request-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="reset-request-error" />
          <TextInput
            label={t("resetPassword.account")}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            withAsterisk
            maxLength={limits.emailMax}
            {...form.textProps("account")}
            data-testid="reset-request-account"
          />
          <Button type="submit" size="lg" fullWidth loading={request.isPending} data-testid="reset-request-submit">
            {t("resetPassword.requestSubmit")}
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
