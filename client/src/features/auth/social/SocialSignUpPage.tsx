import { Button, Divider, Stack, Text } from "@mantine/core";
import { needsSignUp, socialSignUpInput, type NeedsSignUp, type SocialProfile } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert";
import { useZodForm } from "../../../hooks/useZodForm";
import { paths } from "../../../paths";
import { takeReturnUrl } from "../../../session/member";
import type { SignUpValues } from "../signUpForm";
import { AuthCard } from "../components/AuthCard";
import { SignUpAccountFields } from "../components/SignUpAccountFields";
import { SignUpAgreements } from "../components/SignUpAgreements";
import { SignUpProfileFields } from "../components/SignUpProfileFields";
import { useSocialSignUp } from "./queries";

/** The sign-up a provider's unknown identity must complete, as the sign-in page hands it over. */
export function socialSignUpOf(state: unknown): NeedsSignUp | null {
  const parsed = needsSignUp.safeParse((state as { socialSignUp?: unknown } | null)?.socialSignUp);
  return parsed.success ? parsed.data : null;
}

const hangul = /^[\uAC00-\uD7A3]+$/;

/** A provider's one-line name as family and given names (Korean names are family name first). */
function splitName(name: string | null): { firstName: string; lastName: string } {
  const whole = (name ?? "").trim();
  if (!whole) return { firstName: "", lastName: "" };
  if (hangul.test(whole) && whole.length >= 2) return { lastName: whole.slice(0, 1), firstName: whole.slice(1) };
  const parts = whole.split(/\s+/);
  if (parts.length === 1) return { firstName: whole, lastName: "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts[parts.length - 1] ?? "" };
}

function prefilled(profile: SocialProfile): SignUpValues {
  return {
    memberId: "",
    password: "",
    passwordConfirm: "",
    email: profile.email ?? "",
    ...splitName(profile.name),
    nickName: profile.nickName ?? "",
    initial: "",
    organization: profile.organization ?? "",
    phone: "",
    groupCode: "",
    agreeTerms: false,
    agreePrivacy: false,
    newsletter: false,
  };
}

const upper = (value: string) => value.toUpperCase();

/**
 * Sign-up completion after a first sign-in through a provider: prefilled with what it gave, asking
 * only what the lab needs besides (id, initial, phone, names, terms); the password is optional.
 */
export function SocialSignUpPage({ pending }: { pending: NeedsSignUp }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSocialSignUp();
  const provider = t(`social.providers.${pending.profile.provider}`);
  const form = useZodForm<typeof socialSignUpInput, SignUpValues>(socialSignUpInput, prefilled(pending.profile), {
    testIdPrefix: "signup",
    normalize: { initial: upper },
    codeFields: { MEMBER_ID_TAKEN: "memberId", EMAIL_TAKEN: "email" },
    prepare: (values) => ({ ...values, signUpToken: pending.signUpToken }),
  });

  const onSubmit = form.handleSubmit((input) =>
    signUp.mutate(input, {
      onSuccess: () => navigate(takeReturnUrl(), { replace: true }),
      onError: form.applyError,
    }),
  );

  return (
    <AuthCard
      title={t("social.completion.title")}
      subtitle={t("social.completion.subtitle", { provider })}
      width={760}
      testId="social-signup-page"
    >
      <form onSubmit={onSubmit} noValidate data-testid="signup-form">
        <Stack gap="lg">
          <FormAlert message={form.formError} testId="signup-error" />
          <Text size="sm" c="dimmed">
            {t("social.completion.fromProvider", { provider })}
          </Text>
          <Divider label={t("signUp.sectionAccount")} labelPosition="left" />
          <SignUpAccountFields
            form={form}
            password={{
              label: t("social.completion.password"),
              confirmLabel: t("social.completion.passwordConfirm"),
              hint: t("social.completion.passwordHint", { provider }),
              required: false,
            }}
          />
          <Divider label={t("signUp.sectionProfile")} labelPosition="left" />
          <SignUpProfileFields form={form} />
          <Divider label={t("signUp.sectionAgreements")} labelPosition="left" />
          <SignUpAgreements form={form} />
          <Button type="submit" size="lg" fullWidth loading={signUp.isPending} data-testid="signup-submit">
            {t("social.completion.submit")}
          </Button>
          <Button component={Link} to={paths.signIn()} variant="subtle" data-testid="social-signup-start-over">
            {t("social.completion.startOver")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
