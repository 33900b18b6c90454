import { Anchor, Button, Divider, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { paths } from "../../../paths";
import { takeReturnUrl } from "../../../session/member";
import { useSession } from "../../../session/store";
import { useSignUp } from "../queries";
import { useSignUpForm } from "../signUpForm";
import { AuthCard } from "./AuthCard";
import { SocialSignUpPage, socialSignUpOf } from "../social/SocialSignUpPage";
import { SignUpAccountFields } from "./SignUpAccountFields";
import { SignUpAgreements } from "./SignUpAgreements";
import { SignUpProfileFields } from "./SignUpProfileFields";

/** /auth/signUp: the ordinary sign-up, or the completion of a first sign-in through a provider. */
export function SignUpPage() {
  const social = socialSignUpOf(useLocation().state);
  return social ? <SocialSignUpPage pending={social} /> : <PasswordSignUpPage />;
}

function PasswordSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get("code")?.trim() ?? "";
  const form = useSignUpForm(code);
  const signUp = useSignUp();
  // Only a member who was signed in before opening the page, not one who just signed up here.
  const [signedInOnArrival] = useState(() => useSession.getState().accessToken !== null);

  // An invitation link opened by a member who has an account: join instead of signing up.
  if (code && signedInOnArrival) return <Navigate to={paths.groups({ join: code })} replace />;

  /** "Sign in" keeps the invitation: after signing in, the member lands on the join dialog. */
  const keepInvitation = () => {
    if (code) useSession.getState().setReturnUrl(paths.groups({ join: code }));
  };

  const onSubmit = form.handleSubmit((input) =>
    signUp.mutate(input, {
      onSuccess: () => {
        const returnUrl = takeReturnUrl();
        // Signing up with the code already joined the group; its join dialog would only say so.
        const joined = code !== "" && returnUrl === paths.groups({ join: code });
        navigate(joined ? paths.groups() : returnUrl, { replace: true });
      },
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
            <Anchor
              component={Link}
              to={paths.signIn()}
              onClick={keepInvitation}
              fw={600}
              data-testid="signup-signin-link"
            >
              {t("signUp.signInLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
