import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { feedbackColors } from "../../theme";
import { IconCircleCheck, IconCircleX } from "../icons";
import { openDialog } from "./dialogLayer";

type ResultKind = "success" | "failure";

interface ResultBodyProps {
  kind: ResultKind;
  message: string;
  onOk: () => void;
}

function ResultBody({ kind, message, onOk }: ResultBodyProps) {
  const { t } = useTranslation();
  const color = feedbackColors[kind];
  const Icon = kind === "success" ? IconCircleCheck : IconCircleX;
  return (
    <Stack gap="lg" data-testid={`${kind}-dialog`}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} variant="light" size={44} radius="xl">
          <Icon size={26} />
        </ThemeIcon>
        <Text pt={10}>{message}</Text>
      </Group>
      <Group justify="flex-end">
        <Button color={color} onClick={onOk} data-autofocus data-testid={`${kind}-dialog-ok`}>
          {t("common.ok")}
        </Button>
      </Group>
    </Stack>
  );
}

let counter = 0;

function openResult(kind: ResultKind, message: string, title?: string): Promise<void> {
  const modalId = `result-dialog-${++counter}`;
  return new Promise((resolve) => {
    openDialog(() =>
      modals.open({
        modalId,
        title: title ?? i18n.t(kind === "success" ? "dialogs.successTitle" : "dialogs.failureTitle"),
        onClose: () => resolve(),
        children: <ResultBody kind={kind} message={message} onOk={() => modals.close(modalId)} />,
      }),
    );
  });
}

/** Spec §8 success dialog, in the positive colour; resolves when closed. */
export function showSuccessDialog(message: string, title?: string): Promise<void> {
  return openResult("success", message, title);
}

/** Spec §8 failure dialog, in the negative colour; resolves when closed. */
export function showFailureDialog(message: string, title?: string): Promise<void> {
  return openResult("failure", message, title);
}
