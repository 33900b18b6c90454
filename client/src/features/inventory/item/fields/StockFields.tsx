import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { amountUnits, inventoryLimits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import type { ItemForm } from "../useItemForm";

type TextField =
  | "packUnit"
  | "location"
  | "inventoryGroup"
  | "supplier"
  | "manufacturer"
  | "company"
  | "catalogNo"
  | "customPin"
  | "barcode"
  | "lbSeqNo";

const maxLengths: Record<TextField, number> = {
  packUnit: inventoryLimits.textMax,
  location: inventoryLimits.textMax,
  inventoryGroup: 100,
  supplier: inventoryLimits.textMax,
  manufacturer: inventoryLimits.textMax,
  company: inventoryLimits.textMax,
  catalogNo: inventoryLimits.textMax,
  customPin: 50,
  barcode: 100,
  lbSeqNo: 20,
};

const storageFields: TextField[] = ["packUnit", "location", "inventoryGroup"];
const sourceFields: TextField[] = ["supplier", "manufacturer", "company", "catalogNo"];
const codeFields: TextField[] = ["customPin", "barcode", "lbSeqNo"];

/** Amount, unit, purity and density; where it is kept; where it came from; the codes printed or scanned. */
export function StockFields({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const text = (field: TextField) => (
    <TextInput
      key={field}
      label={t(`inventory.fields.${field}`)}
      maxLength={maxLengths[field]}
      {...form.textProps(field)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <TextInput
          label={t("inventory.fields.amount")}
          withAsterisk
          inputMode="decimal"
          {...form.textProps("amount")}
        />
        <NativeSelect
          label={t("inventory.fields.unit")}
          withAsterisk
          data={[...amountUnits]}
          value={form.values.unit}
          onChange={(event) => form.setValue("unit", event.currentTarget.value)}
          data-testid="inventory-unit"
        />
        <TextInput
          label={t("inventory.fields.purerate")}
          inputMode="decimal"
          rightSection="%"
          {...form.textProps("purerate")}
        />
        <TextInput
          label={t("inventory.fields.density")}
          inputMode="decimal"
          rightSection={<span style={{ fontSize: 12, color: "var(--mantine-color-dimmed)" }}>g/mL</span>}
          rightSectionWidth={44}
          {...form.textProps("density")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {storageFields.map(text)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sourceFields.map(text)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {codeFields.map(text)}
        {/* Text, not type="date": Chromium draws a date input in the browser's locale (mm/dd/yyyy
            in a Korean UI on an English browser); spec §5 writes YYYY-MM-DD, and the schema checks it. */}
        <TextInput
          label={t("inventory.fields.addedDate")}
          placeholder={t("common.datePlaceholder")}
          maxLength={10}
          inputMode="numeric"
          {...form.textProps("addedDate")}
        />
      </SimpleGrid>
    </>
  );
}
