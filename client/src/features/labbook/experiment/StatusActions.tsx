import { Button, Group } from "@mantine/core";
import type { LabBookDetail, LabBookStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { useSetLabBookStatus } from "../queries";

type Transition = "end" | "complete" | "cancelEnd";

const target: Record<Transition, LabBookStatus> = { end: "END", complete: "COMPLETE", cancelEnd: "IN_PROGRESS" };
const order: readonly Transition[] = ["end", "complete", "cancelEnd"];

/** End / Complete / End cancel, as `can` allows; the server flips open editors to read-only. */
export function StatusActions({ detail }: { detail: LabBookDetail }) {
  const { t } = useTranslation();
  const setStatus = useSetLabBookStatus(detail.lbIdx);
  const allowed = order.filter((transition) => detail.can[transition]);
  if (allowed.length === 0) return null;

  const run = async (transition: Transition) => {
    const ok = await confirmAction({
      testId: `labbook-${transition}-dialog`,
      title: t(`labBook.transitions.${transition}.title`),
      message: t(`labBook.transitions.${transition}.message`),
      confirmLabel: t(`labBook.transitions.${transition}.action`),
      danger: transition === "complete",
    });
    if (!ok) return;
    setStatus.mutate(target[transition], {
      onSuccess: () => showToast(t(`labBook.transitions.${transition}.done`)),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  return (
    <Group gap="xs">
      {allowed.map((transition) => (
        <Button
          key={transition}
          variant={transition === "cancelEnd" ? "default" : "filled"}
          color={transition === "complete" ? "teal" : undefined}
          loading={setStatus.isPending && setStatus.variables === target[transition]}
          disabled={setStatus.isPending}
          onClick={() => void run(transition)}
          data-testid={`labbook-${transition}`}
        >
          {t(`labBook.transitions.${transition}.action`)}
        </Button>
      ))}
    </Group>
  );
}
