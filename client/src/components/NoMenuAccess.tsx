import { useTranslation } from "react-i18next";
import { EmptyPanel } from "./EmptyPanel";
import { IconLock } from "./icons";

/** Spec §6 "no menu access authority": a finished screen, not an error. */
export function NoMenuAccess() {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      icon={<IconLock size={30} />}
      title={t("access.noMenuTitle")}
      description={t("errors.NO_MENU_ACCESS")}
      testId="no-menu-access"
    />
  );
}
