import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import type { Order, OrderStatusInput } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { useMoveOrder } from "../queries";
import { ReceiveModal } from "./ReceiveModal";

/** The buttons of what the caller may do with an order now (the api says which in `can`). */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const move = useMoveOrder();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [receiving, setReceiving] = useState(false);

  const go = (input: OrderStatusInput, after?: () => void) =>
    move.mutate(
      { orderIdx: order.orderIdx, input },
      {
        onSuccess: (moved) => {
          showToast(
            t("purchasing.orders.moved", {
              number: moved.orderIdx,
              status: t(`purchasing.orderStatus.${moved.status}`),
            }),
          );
          after?.();
        },
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );

  const cancel = async () => {
    const sure = await confirmAction({
      testId: "order-cancel-confirm",
      title: t("purchasing.orders.cancel"),
      message: t("purchasing.orders.cancelMessage"),
      confirmLabel: t("purchasing.orders.cancel"),
      danger: true,
    });
    if (sure) go({ status: "CANCELLED" });
  };

  return (
    <Group gap={6} wrap="wrap" justify="flex-end">
      {order.can.approve ? (
        <>
          <Button size="xs" onClick={() => go({ status: "APPROVED" })} data-testid="order-approve">
            {t("purchasing.orders.approve")}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)} data-testid="order-reject">
            {t("purchasing.orders.reject")}
          </Button>
        </>
      ) : null}
      {order.can.order ? (
        <Button size="xs" onClick={() => go({ status: "ORDERED" })} data-testid="order-mark-ordered">
          {t("purchasing.orders.markOrdered")}
        </Button>
      ) : null}
      {order.can.receive ? (
        <Button size="xs" onClick={() => setReceiving(true)} data-testid="order-receive">
          {t("purchasing.orders.receive")}
        </Button>
      ) : null}
      {order.can.cancel ? (
        <Button size="xs" variant="subtle" color="red" onClick={() => void cancel()} data-testid="order-cancel">
          {t("purchasing.orders.cancel")}
        </Button>
      ) : null}
      {rejecting ? (
        <Modal opened onClose={() => setRejecting(false)} title={t("purchasing.orders.reject")}>
          <Stack>
            <Textarea
              label={t("purchasing.orders.rejectReason")}
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={move.isError ? errorMessage(move.error) : undefined}
              data-testid="order-reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t("common.cancel")}
              </Button>
              <Button
                color="red"
                onClick={() => go({ status: "REJECTED", reason }, () => setRejecting(false))}
                data-testid="order-reject-submit"
              >
                {t("purchasing.orders.reject")}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {receiving ? <ReceiveModal order={order} onClose={() => setReceiving(false)} /> : null}
    </Group>
  );
}
