import { ModalsProvider } from "@mantine/modals";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { setDialogLayerListening } from "./dialogLayer";
import { InactivityDialog } from "./InactivityDialog";

/** After ModalsProvider, so its effects (its window listeners) have run before this one's. */
function Listening() {
  useEffect(() => {
    setDialogLayerListening(true);
    return () => setDialogLayerListening(false);
  }, []);
  return null;
}

/** Every dialog of the app: the `modals.*` ones (confirmations, results) and the inactivity dialog. */
export function DialogLayer() {
  const { t } = useTranslation();
  return (
    <>
      <ModalsProvider labels={{ confirm: t("common.ok"), cancel: t("common.cancel") }} />
      <Listening />
      <InactivityDialog />
    </>
  );
}
