import { useEffect, useState } from "react";
import { useSession } from "../../session/store";
import { useDialogLayer } from "./dialogLayer";

type DialogLayerComponent = (typeof import("./DialogLayer"))["DialogLayer"];

/**
 * Loads the dialog layer (Mantine's ModalsProvider with its Modal, focus trap and scroll lock, and
 * the inactivity dialog; ~26 kB gzipped) once there is a session, or a dialog is asked for first:
 * the sign-in page needs none of it. Once loaded it stays, so a signed-in member who loses the
 * server still gets their dialogs. If it cannot load, the next dialog asked for tries again.
 */
export function DialogLayerHost() {
  const wanted = useDialogLayer((state) => state.wanted);
  const hasSession = useSession((state) => state.accessToken !== null);
  const [Layer, setLayer] = useState<DialogLayerComponent | null>(null);

  useEffect(() => {
    if (Layer || !(wanted || hasSession)) return;
    import("./DialogLayer").then(
      (module) => setLayer(() => module.DialogLayer),
      () => useDialogLayer.setState({ wanted: false }),
    );
  }, [Layer, wanted, hasSession]);

  return Layer ? <Layer /> : null;
}
