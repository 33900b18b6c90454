import {
  Autocomplete,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import {
  amountUnits,
  apiPaths,
  quotationCreateInput,
  type AmountUnit,
  type InventoryPage,
  type Locale,
  type QuotationCreated,
} from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemCard } from "../ItemCard";
import { showFailureDialog } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { IconPlus, IconSearch } from "../../../components/icons";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { formatMemberName } from "@enote/shared";
import { useSession } from "../../../session/store";
import { queryString } from "../../inventory/queries";
import { apiIssues, issuesOf, type FieldMessages } from "../issues";
import { useCreateQuotation, useSuppliers } from "../queries";

interface ItemDraft {
  key: number;
  name: string;
  nameEn: string;
  casNo: string;
  grade: string;
  packSize: number | string;
  packUnit: AmountUnit;
  quantity: number | string;
}

let nextKey = 1;
const blankItem = (): ItemDraft => ({
  key: nextKey++,
  name: "",
  nameEn: "",
  casNo: "",
  grade: "",
  packSize: "",
  packUnit: "g",
  quantity: 1,
});

const numberOf = (value: number | string) =>
  typeof value === "number" ? value : value === "" ? undefined : Number(value);

/** Finds reagents of the group's inventory to start an item from (the inventory list API). */
function InventoryPicker({
  groupIdx,
  onPick,
}: {
  groupIdx: number;
  onPick: (item: InventoryPage["items"][number]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ["purchasing", "inventoryPick", groupIdx, q],
    queryFn: ({ signal }) =>
      api.get<InventoryPage>(`${apiPaths.inventory.list}?${queryString({ groupIdx, q, size: 10 })}`, { signal }),
    enabled: q.length > 0,
  });
  const items = found.data?.items ?? [];
  return (
    <Autocomplete
      label={t("purchasing.compose.fromInventory")}
      placeholder={t("purchasing.compose.fromInventoryPlaceholder")}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={setText}
      data={items.map((item) => ({
        value: item.rowKey,
        label: [item.name, item.casNo, `${item.amount} ${item.unit}`].filter(Boolean).join(" · "),
      }))}
      filter={({ options }) => options}
      onOptionSubmit={(rowKey) => {
        const item = items.find((i) => i.rowKey === rowKey);
        if (item) onPick(item);
        setText("");
      }}
      data-testid="compose-inventory"
    />
  );
}

interface ComposeModalProps {
  groupIdx: number;
  onClose: () => void;
  onCreated: (created: QuotationCreated) => void;
}

/** Compose a quotation request: items, suppliers, reply contact, organisation, needed-by date, note. */
export function ComposeModal({ groupIdx, onClose, onCreated }: ComposeModalProps) {
  const { t, i18n } = useTranslation();
  const member = useSession((state) => state.member);
  const suppliers = useSuppliers(groupIdx);
  const create = useCreateQuotation();
  const [items, setItems] = useState<ItemDraft[]>([blankItem()]);
  const [supplierIdxs, setSupplierIdxs] = useState<number[]>([]);
  const [contact, setContact] = useState({
    name: member ? formatMemberName(member) : "",
    phone: member?.phone ?? "",
    email: member?.email ?? "",
  });
  const [organization, setOrganization] = useState(member?.organization ?? "");
  const [businessNo, setBusinessNo] = useState("");
  const [neededBy, setNeededBy] = useState("");
  const [note, setNote] = useState("");
  const [locale, setLocale] = useState<Locale>(i18n.language === "ko-KR" ? "ko-KR" : "en-US");
  const [errors, setErrors] = useState<FieldMessages>({});

  const patchItem = (key: number, patch: Partial<ItemDraft>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const body = () => ({
    groupIdx,
    items: items.map((item) => ({
      name: item.name,
      nameEn: item.nameEn,
      casNo: item.casNo,
      grade: item.grade,
      packSize: numberOf(item.packSize),
      packUnit: item.packUnit,
      quantity: numberOf(item.quantity),
    })),
    supplierIdxs,
    contact,
    organization,
    businessNo,
    neededBy,
    note,
    locale,
  });

  const submit = () => {
    const parsed = quotationCreateInput.safeParse(body());
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(body() as Parameters<typeof create.mutate>[0], {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        setErrors(apiIssues(error));
        void showFailureDialog(`${t("purchasing.compose.failed")}: ${errorMessage(error)}`);
      },
    });
  };

  const err = (path: string) => errors[path];
  const directory = suppliers.data?.suppliers ?? [];

  return (
    <Modal opened onClose={onClose} title={t("purchasing.compose.title")} size="xl" data-testid="compose-modal">
      <Stack gap="md">
        <Text fw={600}>{t("purchasing.compose.items")}</Text>
        <InventoryPicker
          groupIdx={groupIdx}
          onPick={(picked) => {
            const item: ItemDraft = {
              ...blankItem(),
              name: picked.name,
              nameEn: picked.nameEn ?? "",
              casNo: picked.casNo ?? "",
              grade: picked.purerate !== null ? `${picked.purerate}%` : "",
              packSize: picked.amount,
              packUnit: picked.unit,
            };
            setItems((current) => (current.length === 1 && current[0]?.name === "" ? [item] : [...current, item]));
          }}
        />
        {items.map((item, index) => (
          <ItemCard
            key={item.key}
            index={index}
            removable={items.length > 1}
            onRemove={() => setItems((current) => current.filter((i) => i.key !== item.key))}
            testId="compose-item"
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              <TextInput
                label={t("purchasing.compose.fields.name")}
                withAsterisk
                value={item.name}
                onChange={(e) => patchItem(item.key, { name: e.currentTarget.value })}
                error={err(`items.${index}.name`)}
                data-testid="compose-item-name"
              />
              <TextInput
                label={t("purchasing.compose.fields.nameEn")}
                value={item.nameEn}
                onChange={(e) => patchItem(item.key, { nameEn: e.currentTarget.value })}
                error={err(`items.${index}.nameEn`)}
              />
              <TextInput
                label={t("purchasing.compose.fields.casNo")}
                value={item.casNo}
                onChange={(e) => patchItem(item.key, { casNo: e.currentTarget.value })}
                error={err(`items.${index}.casNo`)}
                data-testid="compose-item-cas"
              />
              <TextInput
                label={t("purchasing.compose.fields.grade")}
                value={item.grade}
                onChange={(e) => patchItem(item.key, { grade: e.currentTarget.value })}
                error={err(`items.${index}.grade`)}
              />
              <Group gap="xs" grow align="flex-start">
                <NumberInput
                  size="md"
                  label={t("purchasing.compose.fields.packSize")}
                  withAsterisk
                  min={0}
                  thousandSeparator=","
                  value={item.packSize}
                  onChange={(value) => patchItem(item.key, { packSize: value })}
                  error={err(`items.${index}.packSize`)}
                  data-testid="compose-item-pack"
                />
                <Select
                  size="md"
                  label={t("purchasing.compose.fields.packUnit")}
                  data={[...amountUnits]}
                  allowDeselect={false}
                  value={item.packUnit}
                  onChange={(value) => value && patchItem(item.key, { packUnit: value as AmountUnit })}
                  data-testid="compose-item-unit"
                />
              </Group>
              <NumberInput
                size="md"
                label={t("purchasing.compose.fields.quantity")}
                withAsterisk
                min={1}
                allowDecimal={false}
                value={item.quantity}
                onChange={(value) => patchItem(item.key, { quantity: value })}
                error={err(`items.${index}.quantity`)}
                data-testid="compose-item-quantity"
              />
            </SimpleGrid>
          </ItemCard>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setItems((current) => [...current, blankItem()])}
            data-testid="compose-add-item"
          >
            {t("purchasing.compose.addItem")}
          </Button>
        </Group>
        <FormAlert message={err("items") ?? null} testId="compose-items-error" />

        <Divider />
        <Checkbox.Group
          label={t("purchasing.compose.suppliers")}
          withAsterisk
          value={supplierIdxs.map(String)}
          onChange={(values) => setSupplierIdxs(values.map(Number))}
          error={err("supplierIdxs")}
        >
          {directory.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t("purchasing.compose.noSuppliers")}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
              {directory.map((s) => (
                <Checkbox
                  key={s.supplierIdx}
                  value={String(s.supplierIdx)}
                  label={s.email ? `${s.companyName} (${s.email})` : s.companyName}
                  data-testid="compose-supplier"
                />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>

        <Divider />
        <Text fw={600}>{t("purchasing.compose.contact")}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t("purchasing.compose.fields.contactName")}
            withAsterisk
            value={contact.name}
            onChange={(e) => setContact({ ...contact, name: e.currentTarget.value })}
            error={err("contact.name")}
            data-testid="compose-contact-name"
          />
          <TextInput
            label={t("purchasing.compose.fields.contactPhone")}
            withAsterisk
            type="tel"
            value={contact.phone}
            onChange={(e) => setContact({ ...contact, phone: e.currentTarget.value })}
            error={err("contact.phone")}
            data-testid="compose-contact-phone"
          />
          <TextInput
            label={t("purchasing.compose.fields.contactEmail")}
            withAsterisk
            type="email"
            value={contact.email}
            onChange={(e) => setContact({ ...contact, email: e.currentTarget.value })}
            error={err("contact.email")}
            data-testid="compose-contact-email"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t("purchasing.compose.organization")}
            withAsterisk
            value={organization}
            onChange={(e) => setOrganization(e.currentTarget.value)}
            error={err("organization")}
            data-testid="compose-organization"
          />
          <TextInput
            label={t("purchasing.compose.businessNo")}
            withAsterisk
            placeholder="123-45-67890"
            inputMode="numeric"
            value={businessNo}
            onChange={(e) => setBusinessNo(e.currentTarget.value)}
            error={err("businessNo")}
            data-testid="compose-business-no"
          />
          <TextInput
            label={t("purchasing.compose.neededBy")}
            withAsterisk
            type="date"
            value={neededBy}
            onChange={(e) => setNeededBy(e.currentTarget.value)}
            error={err("neededBy")}
            data-testid="compose-needed-by"
          />
        </SimpleGrid>
        <Textarea
          label={t("purchasing.compose.note")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={err("note")}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t("purchasing.compose.language")}
          </Text>
          <SegmentedControl
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            data={[
              { value: "ko-KR", label: <span data-testid="compose-locale-ko">{t("language.koKR")}</span> },
              { value: "en-US", label: <span data-testid="compose-locale-en">{t("language.enUS")}</span> },
            ]}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="compose-submit">
            {t("purchasing.compose.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
