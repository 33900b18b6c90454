import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { inventoryLimits, type GhsPictogram } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GhsPicker } from "../../ghs/GhsPicker";
import { HazardInput } from "../../ghs/HazardInput";
import { listOf } from "../itemForm";
import type { ItemForm } from "../useItemForm";

/** Caution (pictograms, H statements), MSDS address and memo. */
export function SafetyFields({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <GhsPicker
        value={listOf(form.values.pictograms) as GhsPictogram[]}
        onChange={(next) => form.setValue("pictograms", next.join(","))}
      />
      <Switch
        label={t("inventory.restrictedLabel")}
        description={t("inventory.restrictedHint")}
        {...form.checkboxProps("restricted")}
        data-testid="inventory-restricted"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <HazardInput
          value={listOf(form.values.hazardStatements)}
          onChange={(next) => form.setValue("hazardStatements", next.join(","))}
        />
        <TextInput
          label={t("inventory.fields.msdsUrl")}
          type="url"
          placeholder="https://"
          maxLength={1000}
          {...form.textProps("msdsUrl")}
        />
      </SimpleGrid>
      <Textarea
        size="md"
        label={t("inventory.fields.memo")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={inventoryLimits.memoMax}
        {...form.textProps("memo")}
        onChange={(event) => form.setValue("memo", event.currentTarget.value)}
      />
    </Stack>
  );
}
