import { Button, Menu } from "@mantine/core";
import { isLocale, locales, type Locale } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { changeLocale, currentLocale } from "../../../i18n";
import { IconChevronDown, IconWorld } from "../../../components/icons";

const labelKey = { "en-US": "language.enUS", "ko-KR": "language.koKR" } as const satisfies Record<Locale, string>;

/** en-US / 한국어; writes the `locale` cookie and switches every text live. */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <Menu position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          h={40}
          leftSection={<IconWorld size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t("language.label")}
          data-testid="locale-switch"
        >
          {t(labelKey[current])}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            fw={locale === current ? 700 : undefined}
            color={locale === current ? "lab" : undefined}
            data-testid={`locale-option-${locale}`}
          >
            {t(labelKey[locale])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
