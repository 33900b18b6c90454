import { defaultLocale, isLocale, roleLabelIn, type Role } from "@enote/shared";
import { useTranslation } from "react-i18next";

/** The shared role label in the interface language; re-renders when the language changes. */
export function useRoleLabel(): (role: Role) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  return (role) => roleLabelIn(locale, role);
}
