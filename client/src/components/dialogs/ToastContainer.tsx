import { Notifications } from "@mantine/notifications";
import { toastDefaults } from "../../constants";

/** Mantine's toast container and its transitions, its own chunk (ToastHost loads it). */
export function ToastContainer() {
  return <Notifications position={toastDefaults.position} autoClose={toastDefaults.autoCloseMs} zIndex={1100} />;
}
