import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { SocialProvider } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { SectionCard } from "../../../components/SectionCard";
import { ApiError } from "../../../lib/api";
import { ProviderLogo } from "./ProviderLogo";
import { startSocialFlow, useSocialLinks, useSocialProviders, useUnlinkProvider } from "./queries";

/** /myLab/account: which providers sign this member in; link one (through its sign-in) or unlink one. */
export function SocialLinksSection() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const links = useSocialLinks();
  const unlink = useUnlinkProvider();
  const [error, setError] = useState<string | null>(null);
  const configured = providers.data?.providers ?? [];
  if (configured.length === 0 || !links.data) return null;

  const fail = (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("request.unexpected"));

  const onLink = (provider: SocialProvider) => {
    setError(null);
    startSocialFlow(provider, "link").catch(fail);
  };

  /** A provider's name; the institution's as the installation calls it (ENOTE_OIDC_NAME). */
  const nameOf = (provider: SocialProvider) =>
    configured.find((item) => item.provider === provider)?.label ?? t(`social.providers.${provider}`);

  const onUnlink = async (provider: SocialProvider) => {
    setError(null);
    const name = nameOf(provider);
    const sure = await confirmAction({
      testId: "social-unlink-confirm",
      title: t("social.account.unlinkTitle", { provider: name }),
      message: t("social.account.unlinkMessage", { provider: name }),
      confirmLabel: t("social.account.unlink"),
      danger: true,
    });
    if (!sure) return;
    unlink.mutate(provider, {
      onSuccess: () => showToast(t("social.account.unlinkedDone", { provider: name })),
      onError: fail,
    });
  };

  return (
    <SectionCard
      title={t("social.account.title")}
      description={t("social.account.description")}
      testId="account-social"
    >
      <Stack gap="sm">
        <FormAlert message={error} testId="account-social-error" />
        <Group justify="space-between">
          <Text fw={500}>{t("social.account.password")}</Text>
          <Text size="sm" c="dimmed" data-testid="account-social-password">
            {t(links.data.hasPassword ? "social.account.passwordSet" : "social.account.passwordNotSet")}
          </Text>
        </Group>
        {configured.map(({ provider }) => {
          const link = links.data.links.find((item) => item.provider === provider);
          return (
            <Group key={provider} justify="space-between" data-testid={`account-social-${provider}`}>
              <Group gap="sm">
                <ProviderLogoChip provider={provider} />
                <Text fw={500}>{nameOf(provider)}</Text>
                <Badge variant="light" color={link ? "teal" : "gray"} data-testid={`account-social-${provider}-status`}>
                  {link
                    ? link.email
                      ? t("social.account.linkedAs", { email: link.email })
                      : t("social.account.linked")
                    : t("social.account.notLinked")}
                </Badge>
              </Group>
              {link ? (
                <Button
                  variant="default"
                  size="xs"
                  loading={unlink.isPending && unlink.variables === provider}
                  onClick={() => void onUnlink(provider)}
                  data-testid={`account-social-${provider}-unlink`}
                >
                  {t("social.account.unlink")}
                </Button>
              ) : (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => onLink(provider)}
                  data-testid={`account-social-${provider}-link`}
                >
                  {t("social.account.link")}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
}

/** The provider's mark on its own brand colour, small. */
function ProviderLogoChip({ provider }: { provider: SocialProvider }) {
  const background =
    provider === "kakao" ? "#FEE500" : provider === "naver" ? "#03C75A" : provider === "oidc" ? "#1C4E80" : "#FFFFFF";
  return (
    <span
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: 28,
        height: 28,
        borderRadius: 6,
        background,
        border: provider === "google" ? "1px solid #747775" : undefined,
      }}
    >
      <ProviderLogo provider={provider} />
    </span>
  );
}
