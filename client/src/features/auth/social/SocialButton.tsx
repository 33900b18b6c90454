import { Button } from "@mantine/core";
import type { SocialProvider } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { ProviderLogo } from "./ProviderLogo";

/** Colours of each provider's login button, as its brand rules give them. */
const brand: Record<SocialProvider, { background: string; color: string; border: string }> = {
  kakao: { background: "#FEE500", color: "rgba(0, 0, 0, 0.85)", border: "#FEE500" },
  naver: { background: "#03C75A", color: "#FFFFFF", border: "#03C75A" },
  google: { background: "#FFFFFF", color: "#1F1F1F", border: "#747775" },
  oidc: { background: "#1C4E80", color: "#FFFFFF", border: "#1C4E80" },
};

interface SocialButtonProps {
  provider: SocialProvider;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** Instead of the provider's sign-in words (e.g. "Confirm with Kakao" when signing). */
  label?: string;
}

/** A provider's login button in its own colours and words. */
export function SocialButton({ provider, loading, disabled, onClick, label }: SocialButtonProps) {
  const { t } = useTranslation();
  const colours = brand[provider];
  return (
    <Button
      fullWidth
      size="md"
      leftSection={<ProviderLogo provider={provider} />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      styles={{
        root: {
          backgroundColor: colours.background,
          color: colours.color,
          border: `1px solid ${colours.border}`,
          borderRadius: 6,
          fontWeight: 600,
        },
      }}
      data-testid={`social-${provider}`}
    >
      {label ?? t(`social.buttons.${provider}`)}
    </Button>
  );
}
