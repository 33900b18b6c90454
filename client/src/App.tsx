import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { InactivityDialog } from "./components/dialogs";
import { toastDefaults } from "./constants";
import { queryClient } from "./lib/queryClient";
import { router } from "./routes";
import { theme } from "./theme";

export function App() {
  const { t } = useTranslation();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: t("common.ok"), cancel: t("common.cancel") }}>
          <Notifications position={toastDefaults.position} autoClose={toastDefaults.autoCloseMs} zIndex={1100} />
          <RouterProvider router={router} />
          <InactivityDialog />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
