import { Button, type ButtonProps, type ElementProps } from "@mantine/core";
import { isLocale, type Locale } from "@enote/shared";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { IconChevronDown, IconWorld } from "../../../components/icons";

export const localeLabelKey = { "en-US": "language.enUS", "ko-KR": "language.koKR" } as const satisfies Record<
  Locale,
  string
>;

/** The current locale, as i18next has it now (it changes live). */
export function useCurrentLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : currentLocale();
}

type LocaleButtonProps = ButtonProps & ElementProps<"button", keyof ButtonProps> & { ref?: Ref<HTMLButtonElement> };

/**
 * The language switch's face, the same before its menu has loaded and as the menu's target (which
 * gives it its ref, handlers and aria attributes, passed on here).
 */
export function LocaleButton(props: LocaleButtonProps) {
  const { t } = useTranslation();
  const current = useCurrentLocale();
  return (
    <Button
      variant="default"
      size="sm"
      h={40}
      leftSection={<IconWorld size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t("language.label")}
      data-testid="locale-switch"
      {...props}
    >
      {t(localeLabelKey[current])}
    </Button>
  );
}
