import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** "<page> · E-Note" in the browser tab; a title that already names the app stands alone. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t("app.name");
  useEffect(() => {
    if (!pageTitle) document.title = appName;
    else document.title = pageTitle.includes(appName) ? pageTitle : `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}
