import { Anchor, Button, Divider, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { paths } from "../../../paths";
import { takeReturnUrl } from "../../../session/member";
import { useSignUp } from "../queries";
import { useSignUpForm } from "../signUpForm";
import { AuthCard } from "./AuthCard";
import { SignUpAccountFields } from "./SignUpAccountFields";
import { SignUpAgreements } from "./SignUpAgreements";
import { SignUpProfileFields } from "./SignUpProfileFields";

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSignUpForm(searchParams.get("code") ?? "");
  const signUp = useSignUp();

  const onSubmit = form.handleSubmit((input) =>
    signUp.mutate(input, {
      onSuccess: () => navigate(takeReturnUrl(), { replace: true }),
      onError: form.applyError,
    }),
  );

  return (
    <AuthCard title={t("signUp.title")} subtitle={t("signUp.subtitle")} width={760} testId="signup-page">
      <form onSubmit={onSubmit} noValidate data-testid="signup-form">
        <Stack gap="lg">
          <FormAlert message={form.formError} testId="signup-error" />
          <Divider label={t("signUp.sectionAccount")} labelPosition="left" />
          <SignUpAccountFields form={form} />
          <Divider label={t("signUp.sectionProfile")} labelPosition="left" />
          <SignUpProfileFields form={form} />
          <Divider label={t("signUp.sectionAgreements")} labelPosition="left" />
          <SignUpAgreements form={form} />
          <Button type="submit" size="lg" fullWidth loading={signUp.isPending} data-testid="signup-submit">
            {t("signUp.submit")}
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            {t("signUp.haveAccount")}{" "}
            <Anchor component={Link} to={paths.signIn()} fw={600} data-testid="signup-signin-link">
              {t("signUp.signInLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
