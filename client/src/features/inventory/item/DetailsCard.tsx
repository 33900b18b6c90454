import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatNumber, type InventoryItem } from "@enote/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { cellText, columnKeys, type ColumnKey } from "../list/columns";

/** Fields in reading order; values are formatted where a bare number would mislead. */
const shown = [
  "casNo",
  "compound",
  "formula",
  "molWeight",
  "amount",
  "density",
  "purerate",
  "packUnit",
  "location",
  "inventoryGroup",
  "supplier",
  "manufacturer",
  "company",
  "catalogNo",
  "pinNo",
  "customPin",
  "barcode",
  "lbSeqNo",
  "addedDate",
  "creator",
] as const;
type Field = (typeof shown)[number];

const isColumn = (field: Field): field is Field & ColumnKey => (columnKeys as readonly string[]).includes(field);

/** As the list's cells show it; the few fields the list has no column for, here. */
function display(item: InventoryItem, field: Field, t: TFunction): string {
  if (field === "molWeight") {
    return item.molWeight === null ? "" : t("inventory.structure.weight", { value: formatNumber(item.molWeight) });
  }
  if (field === "density") return item.density === null ? "" : `${formatNumber(item.density)} g/mL`;
  if (isColumn(field)) return cellText(item, field);
  const value = item[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

export function DetailsCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  // With SMILES, the structure card shows the formula and weight computed from it.
  const fields = item.smiles ? shown.filter((field) => field !== "formula" && field !== "molWeight") : shown;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="inventory-details">
      <Stack gap="md">
        <Title order={3} fz="md">
          {t("inventory.sections.details")}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          {fields.map((field) => (
            <Stack key={field} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`inventory.fields.${field}`)}
              </Text>
              <Text size="sm" fw={500} data-testid={`detail-${field}`} style={{ overflowWrap: "anywhere" }}>
                {display(item, field, t) || t("common.none")}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {item.memo ? (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("inventory.fields.memo")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="detail-memo">
              {item.memo}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
