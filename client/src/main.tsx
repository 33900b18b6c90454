// First of all: zod must be told not to probe for eval before any schema is built, or the
// Content-Security-Policy reports the probe on every page (shared/src/zod-config.ts).
import "@enote/shared/src/zod-config";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";
import "./i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { showRefreshDialog } from "./components/dialogs";
import { i18n } from "./i18n";
import { loadLabSettings } from "./lib/labSettings";
import { registerNavigator } from "./lib/navigation";
import { offerReloadOnNewRelease } from "./lib/newRelease";
import { router } from "./routes";
import { followOtherTabs } from "./session/crossTab";

registerNavigator((to) => void router.navigate(to, { replace: true }));
followOtherTabs();
offerReloadOnNewRelease(window, () => showRefreshDialog(i18n.t("dialogs.refreshNewRelease")));

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const root = container;
void loadLabSettings().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
