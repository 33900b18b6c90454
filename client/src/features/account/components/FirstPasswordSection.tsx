import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { initPasswordInput, type SocialProvider } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFailureDialog, showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { NewPasswordFields } from "../../../components/NewPasswordFields";
import { SectionCard } from "../../../components/SectionCard";
import { useZodForm } from "../../../hooks/useZodForm";
import { errorMessage } from "../../../lib/errorMessage";
import { SocialButton } from "../../auth/social/SocialButton";
import { startReauth, takeReadyReauth } from "../../signing/reauth";
import { useChangePassword } from "../queries";

const empty = { newPassword: "", newPasswordConfirm: "" };

/**
 * A member who signed up through a provider has no password to give: they confirm themself with a
 * linked provider (features/signing/reauth.ts), then choose a first password; none is asked first.
 */
export function FirstPasswordSection({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [reauthToken, setReauthToken] = useState<string | null>(null);
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const taken = useRef(false);
  const form = useZodForm(initPasswordInput, empty, { testIdPrefix: "account" });

  // Back from the provider: its confirmation lets the member choose a password.
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const ready = takeReadyReauth(null, "password");
    if (!ready) return;
    if (ready.reauthToken) setReauthToken(ready.reauthToken);
    else void showFailureDialog(ready.error ?? t("request.unexpected"));
  }, [t]);

  const confirm = (provider: SocialProvider) => {
    setStarting(provider);
    startReauth(provider, { sign: null, purpose: "password", returnTo: window.location.pathname }).catch(
      (error: unknown) => {
        setStarting(null);
        void showFailureDialog(errorMessage(error));
      },
    );
  };

  const onSubmit = form.handleSubmit((input) => {
    if (reauthToken === null) return;
    change.mutate(
      { ...input, reauthToken },
      {
        onSuccess: () => {
          form.reset();
          setReauthToken(null);
          showToast(t("reauth.passwordSet"));
        },
        onError: form.applyError,
      },
    );
  });

  return (
    <SectionCard title={t("reauth.passwordTitle")} description={t("signUp.passwordHint")} testId="account-password">
      {reauthToken === null ? (
        <Stack gap="md">
          <Text size="sm">
            {providers.length > 0
              ? t("reauth.passwordIntro", { providers: providers.map((p) => t(`social.providers.${p}`)).join(", ") })
              : t("reauth.noProvider")}
          </Text>
          {providers.map((provider) => (
            <div key={provider} data-testid={`account-password-confirm-${provider}`}>
              <SocialButton
                provider={provider}
                label={t("reauth.confirmWith", { provider: t(`social.providers.${provider}`) })}
                loading={starting === provider}
                disabled={starting !== null && starting !== provider}
                onClick={() => confirm(provider)}
              />
            </div>
          ))}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="account-password-form">
          <Stack gap="md">
            <Text size="sm">{t("reauth.passwordReady")}</Text>
            <FormAlert message={form.formError} testId="account-password-error" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NewPasswordFields
                standalone={false}
                labels={{ password: t("account.newPassword"), again: t("account.newPasswordConfirm") }}
                password={form.textProps("newPassword")}
                again={form.textProps("newPasswordConfirm")}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} data-testid="account-password-submit">
                {t("reauth.passwordTitle")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
