import { Menu } from "@mantine/core";
import { locales } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { changeLocale } from "../../../i18n";
import { LocaleButton, localeLabelKey, useCurrentLocale } from "./LocaleButton";

/** en-US / 한국어; writes the `locale` cookie and switches every text live. Opens as it mounts: a click loaded it. */
export function LocaleMenu() {
  const { t } = useTranslation();
  const current = useCurrentLocale();
  return (
    <Menu defaultOpened position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <LocaleButton />
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
            {t(localeLabelKey[locale])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
