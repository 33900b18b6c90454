import { NativeSelect, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { amountUnits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import type { ItemForm } from "../useItemForm";

/**
 * When the bottle was opened and when it expires (or within how many months of opening it is
 * used), and the stock level below which the group's managers are told. Dates are text, as the
 * added date: Chromium draws a date input in the browser's locale; a tablet gets the numeric pad.
 */
export function LifecycleFields({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const date = (field: "openedOn" | "expiresOn") => (
    <TextInput
      label={t(`inventory.fields.${field}`)}
      placeholder={t("common.datePlaceholder")}
      maxLength={10}
      inputMode="numeric"
      {...form.textProps(field)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {date("openedOn")}
        {date("expiresOn")}
        <TextInput
          label={t("inventory.fields.useWithinMonths")}
          description={t("inventory.lifecycle.monthsHint")}
          inputMode="numeric"
          maxLength={3}
          {...form.textProps("useWithinMonths")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <TextInput
          label={t("inventory.fields.lowStockAmount")}
          description={t("inventory.lifecycle.levelHint")}
          inputMode="decimal"
          {...form.textProps("lowStockAmount")}
        />
        <NativeSelect
          label={t("inventory.fields.lowStockUnit")}
          data={[...amountUnits]}
          // No unit chosen yet: the level is in the bottle's own unit.
          value={form.values.lowStockUnit || form.values.unit}
          onChange={(event) => form.setValue("lowStockUnit", event.currentTarget.value)}
          error={form.textProps("lowStockUnit").error}
          data-testid="inventory-lowStockUnit"
        />
        <Switch
          mt={{ base: 0, sm: 28 }}
          label={t("inventory.fields.lowStockAcross")}
          description={t("inventory.lifecycle.acrossHint")}
          {...form.checkboxProps("lowStockAcross")}
        />
      </SimpleGrid>
    </>
  );
}
