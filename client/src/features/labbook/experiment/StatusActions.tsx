import { Button, Group } from "@mantine/core";
import type { LabBookDetail, LabBookStatus } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { startReauth, takeReadyReauth } from "../../signing/reauth";
import { SignDialog } from "../../signing/SignDialog";
import { useSetLabBookStatus } from "../queries";

type Transition = "end" | "complete" | "cancelEnd";

const target: Record<Transition, LabBookStatus> = { end: "END", complete: "COMPLETE", cancelEnd: "IN_PROGRESS" };
const order: readonly Transition[] = ["end", "complete", "cancelEnd"];

/**
 * End / Complete / End cancel, as `can` allows; the server flips open editors to read-only. End
 * and Complete are signatures (the writer's, the checker's): their dialog asks for the password.
 */
export function StatusActions({ detail }: { detail: LabBookDetail }) {
  const { t } = useTranslation();
  const setStatus = useSetLabBookStatus(detail.lbIdx);
  const [signing, setSigning] = useState<"end" | "complete" | null>(null);
  const allowed = order.filter((transition) => detail.can[transition]);
  const resumed = useRef(false);

  // Back from a provider's confirmation (features/signing/reauth.ts): finish the signature with it.
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const ready = takeReadyReauth(detail.lbIdx);
    if (!ready?.sign) return;
    const { action, meaning } = ready.sign;
    if (!ready.reauthToken) {
      void showFailureDialog(ready.error ?? t("request.unexpected"));
      return;
    }
    setStatus.mutate(
      { status: target[action], reauthToken: ready.reauthToken, meaning },
      {
        onSuccess: () => showToast(t(`labBook.transitions.${action}.done`)),
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );
  }, [detail.lbIdx, setStatus, t]);

  if (allowed.length === 0) return null;

  const cancelEnd = async () => {
    const ok = await confirmAction({
      testId: "labbook-cancelEnd-dialog",
      title: t("labBook.transitions.cancelEnd.title"),
      message: t("labBook.transitions.cancelEnd.message"),
      confirmLabel: t("labBook.transitions.cancelEnd.action"),
    });
    if (!ok) return;
    setStatus.mutate(
      { status: "IN_PROGRESS" },
      {
        onSuccess: () => showToast(t("labBook.transitions.cancelEnd.done")),
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );
  };

  return (
    <Group gap="xs">
      {allowed.map((transition) => (
        <Button
          key={transition}
          variant={transition === "cancelEnd" ? "default" : "filled"}
          color={transition === "complete" ? "teal" : undefined}
          loading={setStatus.isPending && setStatus.variables.status === target[transition]}
          disabled={setStatus.isPending}
          onClick={() => (transition === "cancelEnd" ? void cancelEnd() : setSigning(transition))}
          data-testid={`labbook-${transition}`}
        >
          {t(`labBook.transitions.${transition}.action`)}
        </Button>
      ))}
      {signing ? (
        <SignDialog
          role={signing === "end" ? "WRITER" : "CHECKER"}
          testId={`labbook-${signing}-dialog`}
          submitting={setStatus.isPending}
          onClose={() => setSigning(null)}
          onConfirmWithProvider={(provider, meaning) =>
            startReauth(provider, {
              sign: { lbIdx: detail.lbIdx, action: signing, meaning },
              returnTo: window.location.pathname + window.location.search,
            })
          }
          onSign={(input, onError) =>
            setStatus.mutate(
              { status: target[signing], ...input },
              {
                onSuccess: () => {
                  setSigning(null);
                  showToast(t(`labBook.transitions.${signing}.done`));
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </Group>
  );
}
