import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { amountUnits, currencies, orderCreateInput, type AmountUnit, type Currency, type Order } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemCard } from "../ItemCard";
import { showFailureDialog } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { IconPlus } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { apiIssues, issuesOf, type FieldMessages } from "../issues";
import { useCreateOrder, useSuppliers } from "../queries";

export interface OrderLineDraft {
  key: number;
  quotationItemIdx: number | null;
  name: string;
  nameEn: string;
  casNo: string;
  grade: string;
  packSize: number | string;
  packUnit: AmountUnit;
  quantity: number | string;
  unitPrice: number | string;
}

let nextKey = 1;
export const orderLine = (patch: Partial<OrderLineDraft> = {}): OrderLineDraft => ({
  key: nextKey++,
  quotationItemIdx: null,
  name: "",
  nameEn: "",
  casNo: "",
  grade: "",
  packSize: "",
  packUnit: "g",
  quantity: 1,
  unitPrice: "",
  ...patch,
});

export interface OrderPreset {
  supplierIdx: number | null;
  quotationIdx: number | null;
  currency: Currency;
  lines: OrderLineDraft[];
}

const num = (value: number | string) => (typeof value === "number" ? value : value === "" ? undefined : Number(value));

interface OrderFormModalProps {
  groupIdx: number;
  preset?: OrderPreset;
  onClose: () => void;
  onCreated: (order: Order) => void;
}

/** A new order: directly (choose the supplier) or from a quotation answer (supplier and prices carried over). */
export function OrderFormModal({ groupIdx, preset, onClose, onCreated }: OrderFormModalProps) {
  const { t } = useTranslation();
  const suppliers = useSuppliers(groupIdx);
  const create = useCreateOrder();
  const [supplierIdx, setSupplierIdx] = useState<number | null>(preset?.supplierIdx ?? null);
  const [currency, setCurrency] = useState<Currency>(preset?.currency ?? "KRW");
  const [lines, setLines] = useState<OrderLineDraft[]>(preset?.lines ?? [orderLine()]);
  const [budgetCode, setBudgetCode] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const patch = (key: number, change: Partial<OrderLineDraft>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const submit = () => {
    const body = {
      groupIdx,
      supplierIdx: supplierIdx ?? undefined,
      quotationIdx: preset?.quotationIdx ?? null,
      items: lines.map((l) => ({
        quotationItemIdx: l.quotationItemIdx,
        name: l.name,
        nameEn: l.nameEn,
        casNo: l.casNo,
        grade: l.grade,
        packSize: num(l.packSize),
        packUnit: l.packUnit,
        quantity: num(l.quantity),
        unitPrice: num(l.unitPrice) ?? null,
      })),
      currency,
      budgetCode,
      note,
    };
    const parsed = orderCreateInput.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(body as Parameters<typeof create.mutate>[0], {
      onSuccess: onCreated,
      onError: (error) => {
        setErrors(apiIssues(error));
        void showFailureDialog(errorMessage(error));
      },
    });
  };

  const fixedSupplier = preset?.quotationIdx != null;
  return (
    <Modal opened onClose={onClose} title={t("purchasing.orders.createTitle")} size="xl" data-testid="order-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            size="md"
            label={t("purchasing.orders.supplier")}
            withAsterisk
            disabled={fixedSupplier}
            data={(suppliers.data?.suppliers ?? []).map((s) => ({
              value: String(s.supplierIdx),
              label: s.companyName,
            }))}
            value={supplierIdx === null ? null : String(supplierIdx)}
            onChange={(value) => setSupplierIdx(value ? Number(value) : null)}
            error={errors.supplierIdx}
            data-testid="order-supplier"
          />
          <Select
            size="md"
            label={t("purchasing.orders.currency")}
            data={[...currencies]}
            allowDeselect={false}
            value={currency}
            onChange={(value) => value && setCurrency(value as Currency)}
          />
        </SimpleGrid>
        {lines.map((line, index) => (
          <ItemCard
            key={line.key}
            index={index}
            removable={lines.length > 1}
            onRemove={() => setLines((current) => current.filter((l) => l.key !== line.key))}
            testId="order-line"
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              <TextInput
                label={t("purchasing.compose.fields.name")}
                withAsterisk
                value={line.name}
                onChange={(e) => patch(line.key, { name: e.currentTarget.value })}
                error={errors[`items.${index}.name`]}
                data-testid="order-line-name"
              />
              <TextInput
                label={t("purchasing.compose.fields.casNo")}
                value={line.casNo}
                onChange={(e) => patch(line.key, { casNo: e.currentTarget.value })}
                error={errors[`items.${index}.casNo`]}
              />
              <TextInput
                label={t("purchasing.compose.fields.grade")}
                value={line.grade}
                onChange={(e) => patch(line.key, { grade: e.currentTarget.value })}
              />
              <Group gap="xs" grow align="flex-start">
                <NumberInput
                  size="md"
                  label={t("purchasing.compose.fields.packSize")}
                  withAsterisk
                  min={0}
                  value={line.packSize}
                  onChange={(value) => patch(line.key, { packSize: value })}
                  error={errors[`items.${index}.packSize`]}
                  data-testid="order-line-pack"
                />
                <Select
                  size="md"
                  label={t("purchasing.compose.fields.packUnit")}
                  data={[...amountUnits]}
                  allowDeselect={false}
                  value={line.packUnit}
                  onChange={(value) => value && patch(line.key, { packUnit: value as AmountUnit })}
                />
              </Group>
              <NumberInput
                size="md"
                label={t("purchasing.compose.fields.quantity")}
                withAsterisk
                min={1}
                allowDecimal={false}
                value={line.quantity}
                onChange={(value) => patch(line.key, { quantity: value })}
                error={errors[`items.${index}.quantity`]}
                data-testid="order-line-quantity"
              />
              <NumberInput
                size="md"
                label={t("purchasing.orders.unitPrice")}
                min={0}
                thousandSeparator=","
                value={line.unitPrice}
                onChange={(value) => patch(line.key, { unitPrice: value })}
                error={errors[`items.${index}.unitPrice`]}
                data-testid="order-line-price"
              />
            </SimpleGrid>
          </ItemCard>
        ))}
        {!fixedSupplier ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setLines((c) => [...c, orderLine()])}
            >
              {t("purchasing.compose.addItem")}
            </Button>
          </Group>
        ) : null}
        <FormAlert message={errors.items ?? null} testId="order-items-error" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t("purchasing.orders.budgetCode")}
            maxLength={100}
            value={budgetCode}
            onChange={(e) => setBudgetCode(e.currentTarget.value)}
            error={errors.budgetCode}
            data-testid="order-budget"
          />
          <Textarea
            label={t("purchasing.orders.note")}
            autosize
            minRows={1}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="order-submit">
            {t("purchasing.orders.create")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
