import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { DialogLayerHost, ToastHost } from "./components/dialogs";
import { queryClient } from "./lib/queryClient";
import { router } from "./routes";
import { appTheme } from "./theme";

export function App() {
  // The whole app renders again when the language changes, as it did when the dialog labels were
  // read here: texts taken with i18n.t outside a hook follow the switch too.
  const { t } = useTranslation();
  // Mantine's own screen-reader words (English by default) in the shown language.
  const passwordVisibility = t("common.passwordVisibility");
  const theme = useMemo(() => appTheme({ passwordVisibility }), [passwordVisibility]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <RouterProvider router={router} />
        <DialogLayerHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
