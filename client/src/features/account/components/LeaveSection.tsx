import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { leaveInput, type SocialProvider } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmLeave, showFailureDialog, showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { useZodForm } from "../../../hooks/useZodForm";
import { logout } from "../../../session/logout";
import { useLeave } from "../queries";
import { SectionCard } from "../../../components/SectionCard";
import { errorMessage } from "../../../lib/errorMessage";
import { useSocialLinks } from "../../auth/social/queries";
import { SocialButton } from "../../auth/social/SocialButton";
import { startReauth, takeReadyReauth } from "../../signing/reauth";

/**
 * Leaving asks for the password, then warns that it cannot be undone, then logs out. A member
 * without a password confirms with a linked provider instead (features/signing/reauth.ts).
 */
export function LeaveSection() {
  const links = useSocialLinks();
  if (links.data && !links.data.hasPassword) {
    return <ProviderLeaveSection providers={links.data.links.map((link) => link.provider)} />;
  }
  return <PasswordLeaveSection />;
}

function ProviderLeaveSection({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const leave = useLeave();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const resumed = useRef(false);

  // Back from the provider: leave with its confirmation.
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const ready = takeReadyReauth(null);
    if (!ready) return;
    if (!ready.reauthToken) {
      void showFailureDialog(ready.error ?? t("request.unexpected"));
      return;
    }
    leave.mutate(
      { reauthToken: ready.reauthToken },
      {
        onSuccess: () => {
          showToast(t("account.left"));
          logout();
        },
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );
  }, [leave, t]);

  const confirm = async (provider: SocialProvider) => {
    if (!(await confirmLeave())) return;
    setStarting(provider);
    startReauth(provider, { sign: null, returnTo: window.location.pathname }).catch((error: unknown) => {
      setStarting(null);
      void showFailureDialog(errorMessage(error));
    });
  };

  return (
    <SectionCard title={t("account.leaveTitle")} danger testId="account-leave">
      <Stack gap="md">
        <Text size="sm">
          {providers.length > 0
            ? t("reauth.leaveIntro", { providers: providers.map((p) => t(`social.providers.${p}`)).join(", ") })
            : t("reauth.noProvider")}
        </Text>
        {providers.map((provider) => (
          <div key={provider} data-testid={`account-leave-confirm-${provider}`}>
            <SocialButton
              provider={provider}
              label={t("reauth.leaveWith", { provider: t(`social.providers.${provider}`) })}
              loading={starting === provider || leave.isPending}
              disabled={starting !== null && starting !== provider}
              onClick={() => void confirm(provider)}
            />
          </div>
        ))}
      </Stack>
    </SectionCard>
  );
}

function PasswordLeaveSection() {
  const { t } = useTranslation();
  const leave = useLeave();
  const form = useZodForm(
    leaveInput,
    { password: "" },
    {
      testIdPrefix: "account-leave",
      codeFields: { WRONG_PASSWORD: "password" },
    },
  );

  const onSubmit = form.handleSubmit(async (input) => {
    if (!(await confirmLeave())) return;
    leave.mutate(input, {
      onSuccess: () => {
        showToast(t("account.left"));
        logout();
      },
      onError: form.applyError,
    });
  });

  return (
    <SectionCard
      title={t("account.leaveTitle")}
      description={t("account.leaveDescription")}
      danger
      testId="account-leave"
    >
      <form onSubmit={onSubmit} noValidate data-testid="account-leave-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="account-leave-error" />
          <Group align="flex-start" gap="md" wrap="wrap">
            <PasswordInput
              label={t("account.leavePassword")}
              autoComplete="current-password"
              withAsterisk
              w={{ base: "100%", sm: 320 }}
              {...form.textProps("password")}
            />
            <Button
              type="submit"
              color="red"
              variant="outline"
              mt={{ base: 0, sm: 26 }}
              loading={leave.isPending}
              data-testid="account-leave-submit"
            >
              {t("account.leaveSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
