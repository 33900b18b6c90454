import { Center, Divider, Loader, Stack, Text } from "@mantine/core";
import type { SocialProvider } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../paths";
import { takeReturnUrl } from "../../../session/member";
import { finishReauth } from "../../signing/reauth";
import { hasReturn, readReturn } from "./flow";
import { linkProvider, signInWithProvider, startSocialFlow, useSocialProviders } from "./queries";
import { SocialButton } from "./SocialButton";

/** The api's message when it gave one, else ours. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Finishes a provider's redirect back to this page: signs in (or opens the sign-up completion
 * for a new identity), or links the provider when the member started from their account page.
 */
function useProviderReturn(): { busy: SocialProvider | "unknown" | null; error: string | null } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SocialProvider | "unknown" | null>(() => (hasReturn(location) ? "unknown" : null));
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !hasReturn(location)) return;
    handled.current = true;
    const returned = readReturn(location);
    // The code or token leaves the address bar (and the history) at once.
    navigate(paths.signIn(), { replace: true });
    if (returned.kind !== "answer") {
      setBusy(null);
      if (returned.kind === "failed") {
        const provider = t(`social.providers.${returned.provider ?? "kakao"}`);
        setError(t(returned.cancelled ? "social.cancelled" : "social.notCompleted", { provider }));
      }
      return;
    }
    const { answer, mode } = returned;
    const provider = t(`social.providers.${answer.provider}`);
    setBusy(answer.provider);
    const finish = async () => {
      if (mode === "reauth") {
        navigate(await finishReauth(answer, (failure) => messageOf(failure, t("reauth.notCompleted", { provider }))), {
          replace: true,
        });
        return;
      }
      if (mode === "link") {
        await linkProvider(answer);
        showToast(t("social.account.linkedDone", { provider }));
        navigate(paths.account(), { replace: true });
        return;
      }
      const result = await signInWithProvider(answer);
      if ("needsSignUp" in result) navigate(paths.signUp(), { replace: true, state: { socialSignUp: result } });
      else navigate(takeReturnUrl(), { replace: true });
    };
    finish().catch((failure: unknown) => {
      setBusy(null);
      setError(messageOf(failure, t("social.notCompleted", { provider })));
      if (mode === "link") navigate(paths.account(), { replace: true });
    });
  }, [location, navigate, t]);

  return { busy, error };
}

/** The sign-in page's provider buttons (only the configured ones) and the return from a provider. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const { busy, error } = useProviderReturn();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const configured = providers.data?.providers ?? [];

  if (busy) {
    const provider = t(`social.providers.${busy === "unknown" ? "kakao" : busy}`);
    return (
      <Center py="md" data-testid="social-signing-in">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          {busy === "unknown" ? null : <Text size="sm">{t("social.signingIn", { provider })}</Text>}
        </Stack>
      </Center>
    );
  }

  const start = (provider: SocialProvider) => {
    setStarting(provider);
    setStartError(null);
    startSocialFlow(provider, "signIn").catch((failure: unknown) => {
      setStarting(null);
      setStartError(messageOf(failure, t("request.unexpected")));
    });
  };

  return (
    <Stack gap="sm" data-testid="social-sign-in">
      <FormAlert message={error ?? startError} testId="social-error" />
      {configured.length > 0 ? (
        <>
          <Divider label={t("social.or")} labelPosition="center" />
          {configured.map(({ provider, label }) => (
            <SocialButton
              key={provider}
              provider={provider}
              label={label ? t("social.buttons.oidcNamed", { name: label }) : undefined}
              loading={starting === provider}
              disabled={starting !== null && starting !== provider}
              onClick={() => start(provider)}
            />
          ))}
        </>
      ) : null}
    </Stack>
  );
}
