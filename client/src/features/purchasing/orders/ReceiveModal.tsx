import { Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { formatNumber, orderReceiveInput, type Order, type OrderReceived } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/FormAlert";
import { errorMessage } from "../../../lib/errorMessage";
import { PrintMenu } from "../../labels/PrintMenu";
import { apiIssues, issuesOf, type FieldMessages } from "../issues";
import { useReceiveOrder } from "../queries";

/** Takes in a delivery (packs per item, where they go), then offers the new bottles' labels. */
export function ReceiveModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const receive = useReceiveOrder();
  const due = order.items.filter((i) => i.receivedQuantity < i.quantity);
  const [counts, setCounts] = useState<Record<number, number | string>>(() =>
    Object.fromEntries(due.map((i) => [i.orderItemIdx, i.quantity - i.receivedQuantity])),
  );
  const [locations, setLocations] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<OrderReceived | null>(null);

  const submit = () => {
    const items = due
      .map((i) => ({
        orderItemIdx: i.orderItemIdx,
        quantity: typeof counts[i.orderItemIdx] === "number" ? Number(counts[i.orderItemIdx]) : 0,
        location: locations[i.orderItemIdx] ?? "",
      }))
      .filter((line) => line.quantity > 0);
    const body = { items };
    const parsed = orderReceiveInput.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    receive.mutate(
      { orderIdx: order.orderIdx, input: body },
      {
        onSuccess: setDone,
        onError: (error) => {
          setErrors(apiIssues(error));
          setFailure(errorMessage(error));
        },
      },
    );
  };

  if (done) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t("purchasing.orders.receivedTitle")}
        size="lg"
        data-testid="received-modal"
      >
        <Stack gap="sm">
          <Text size="sm">{t("purchasing.orders.receivedDescription")}</Text>
          <Paper withBorder p="sm">
            {done.received.map((bottle) => (
              <Text key={bottle.rowKey} size="sm" data-testid="received-bottle">
                {bottle.pinNo} · {bottle.name}
                {bottle.location ? ` · ${bottle.location}` : ""}
              </Text>
            ))}
          </Paper>
          <Group justify="flex-end">
            <PrintMenu items={done.received} />
            <Button onClick={onClose} data-testid="received-close">
              {t("common.close")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("purchasing.orders.receiveTitle", { number: order.orderIdx })}
      size="lg"
      data-testid="receive-modal"
    >
      <Stack gap="sm">
        {due.map((item, index) => (
          <Paper key={item.orderItemIdx} withBorder p="sm" data-testid="receive-line">
            <Text fw={600} size="sm">
              {item.name} · {formatNumber(item.packSize)} {item.packUnit}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              {t("purchasing.orders.received", { received: item.receivedQuantity, quantity: item.quantity })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                size="md"
                label={t("purchasing.orders.receiveQuantity")}
                min={0}
                max={item.quantity - item.receivedQuantity}
                allowDecimal={false}
                value={counts[item.orderItemIdx] ?? 0}
                onChange={(value) => setCounts({ ...counts, [item.orderItemIdx]: value })}
                error={errors[`items.${index}.quantity`]}
                data-testid="receive-quantity"
              />
              <TextInput
                label={t("purchasing.orders.location")}
                maxLength={100}
                value={locations[item.orderItemIdx] ?? ""}
                onChange={(e) => setLocations({ ...locations, [item.orderItemIdx]: e.currentTarget.value })}
                data-testid="receive-location"
              />
            </SimpleGrid>
          </Paper>
        ))}
        <FormAlert message={failure} testId="receive-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={receive.isPending} data-testid="receive-submit">
            {t("purchasing.orders.receiveSubmit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
