import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDate, formatNumber, type Material } from "@enote/shared";
import { useTranslation } from "react-i18next";

const shown = ["quantity", "spec", "manufacturer", "serialNo", "addedDate"] as const;

function display(supply: Material, field: (typeof shown)[number]): string {
  if (field === "quantity") return formatNumber(supply.quantity);
  if (field === "addedDate") return formatDate(supply.addedDate);
  return supply[field] ?? "";
}

/** The supply's fields as the form keeps them; the quantity first, as what is left now. */
export function SupplyDetails({ supply }: { supply: Material }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="supply-details">
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
          {shown.map((field) => (
            <Stack key={field} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`material.fields.${field}`)}
              </Text>
              <Text size="sm" fw={500} data-testid={`supply-${field}`} style={{ overflowWrap: "anywhere" }}>
                {display(supply, field) || t("common.none")}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {supply.memo ? (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("material.fields.memo")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {supply.memo}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
