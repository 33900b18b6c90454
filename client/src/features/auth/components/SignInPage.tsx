import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { authorizeInput, limits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { useZodForm } from "../../../hooks/useZodForm";
import { paths } from "../../../paths";
import { takeReturnUrl } from "../../../session/member";
import { useSignIn } from "../queries";
import { AuthCard } from "./AuthCard";
import { SocialSignIn } from "../social/SocialSignIn";

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm(authorizeInput, { memberId: "", password: "" });

  const onSubmit = form.handleSubmit((input) =>
    signIn.mutate(input, {
      onSuccess: () => navigate(takeReturnUrl(), { replace: true }),
      onError: form.applyError,
    }),
  );

  return (
    <AuthCard title={t("signIn.title")} subtitle={t("signIn.subtitle")} testId="signin-page">
      <form onSubmit={onSubmit} noValidate data-testid="signin-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="signin-error" />
          <TextInput
            label={t("signIn.memberId")}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            withAsterisk
            maxLength={limits.signInIdMax}
            {...form.textProps("memberId")}
            data-testid="signin-id"
          />
          <PasswordInput
            label={t("signIn.password")}
            autoComplete="current-password"
            withAsterisk
            maxLength={limits.signInPasswordMax}
            {...form.textProps("password")}
            data-testid="signin-password"
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.resetPassword()} size="sm" data-testid="signin-reset-link">
              {t("signIn.forgotPassword")}
            </Anchor>
          </Group>
          <Button type="submit" size="lg" fullWidth loading={signIn.isPending} data-testid="signin-submit">
            {t("signIn.submit")}
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            {t("signIn.noAccount")}{" "}
            <Anchor component={Link} to={paths.signUp()} fw={600} data-testid="signin-signup-link">
              {t("signIn.signUpLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
