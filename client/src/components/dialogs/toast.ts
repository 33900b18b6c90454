import { notifications } from "@mantine/notifications";
import { create } from "zustand";
import { toastDefaults } from "../../constants";
import { feedbackColors } from "../../theme";

export type ToastKind = "success" | "failure" | "info";

const colors: Record<ToastKind, string> = {
  success: feedbackColors.success,
  failure: feedbackColors.failure,
  info: "lab",
};

/** Whether a toast was asked for: the container loads on demand (ToastHost). */
export const useToastLayer = create<{ wanted: boolean }>(() => ({ wanted: false }));

/** Spec §8: a short message at the bottom right for 2000 ms. */
export function showToast(message: string, kind: ToastKind = "success"): string {
  useToastLayer.setState({ wanted: true });
  return notifications.show({
    message,
    color: colors[kind],
    position: toastDefaults.position,
    autoClose: toastDefaults.autoCloseMs,
    withBorder: true,
    "data-testid": `toast-${kind}`,
  });
}
