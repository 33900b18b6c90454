import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { i18n } from "../../i18n";
import { feedbackColors } from "../../theme";
import { openDialog } from "./dialogLayer";

interface ConfirmOptions {
  testId: string;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  confirmColor?: string;
  /** Focus the cancel button, so Enter does not destroy anything by accident. */
  focusCancel?: boolean;
}

/** Resolves true on confirm, false on cancel, null when dismissed (Escape, outside click). */
function ask(options: ConfirmOptions): Promise<boolean | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    openDialog(() =>
      modals.openConfirmModal({
        title: options.title,
        children: <Text data-testid={options.testId}>{options.message}</Text>,
        labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
        confirmProps: {
          color: options.confirmColor,
          "data-testid": `${options.testId}-confirm`,
          ...(options.focusCancel ? {} : { "data-autofocus": true }),
        },
        cancelProps: {
          variant: "default",
          "data-testid": `${options.testId}-cancel`,
          ...(options.focusCancel ? { "data-autofocus": true } : {}),
        },
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(null),
      }),
    );
  });
}

/** Spec §8 delete confirmation; the cancel button has the focus. */
export async function confirmDelete(message?: string): Promise<boolean> {
  const answer = await ask({
    testId: "delete-dialog",
    title: i18n.t("dialogs.deleteTitle"),
    message: message ?? i18n.t("dialogs.deleteMessage"),
    confirmLabel: i18n.t("common.delete"),
    cancelLabel: i18n.t("common.cancel"),
    confirmColor: feedbackColors.danger,
    focusCancel: true,
  });
  return answer === true;
}

/** Spec §8 leave-membership confirmation: warns that withdrawal cannot be undone. */
export async function confirmLeave(): Promise<boolean> {
  const answer = await ask({
    testId: "leave-dialog",
    title: i18n.t("dialogs.leaveTitle"),
    message: i18n.t("dialogs.leaveMessage"),
    confirmLabel: i18n.t("dialogs.leaveConfirm"),
    cancelLabel: i18n.t("common.cancel"),
    confirmColor: feedbackColors.danger,
    focusCancel: true,
  });
  return answer === true;
}

interface ActionOptions {
  testId: string;
  title: string;
  message: string;
  confirmLabel: string;
  /**
   * The answer that changes nothing, when "Cancel" would be ambiguous beside the confirm label
   * (cancelling a "cancel disuse" question); "Cancel" otherwise.
   */
  cancelLabel?: string;
  /** Destructive or hard to undo: red, and the cancel button has the focus. */
  danger?: boolean;
}

/** A yes/cancel question before an action that changes something for other people. */
export async function confirmAction(options: ActionOptions): Promise<boolean> {
  const answer = await ask({
    testId: options.testId,
    title: options.title,
    message: options.message,
    confirmLabel: options.confirmLabel,
    cancelLabel: options.cancelLabel ?? i18n.t("common.cancel"),
    confirmColor: options.danger ? feedbackColors.danger : undefined,
    focusCancel: options.danger,
  });
  return answer === true;
}

/** Spec §8 "include group members?" yes/no; null when the member closes the dialog without answering. */
export function askIncludeGroupMembers(message?: string): Promise<boolean | null> {
  return ask({
    testId: "include-members-dialog",
    title: i18n.t("dialogs.includeMembersTitle"),
    message: message ?? i18n.t("dialogs.includeMembersMessage"),
    confirmLabel: i18n.t("common.yes"),
    cancelLabel: i18n.t("common.no"),
  });
}
