import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatAmount, type InventoryItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { AlertBadges } from "../components/AlertBadges";

/** The bottle's life cycle: opened, expiry (or months after opening), the day it is due, its low-stock level. */
export function LifecycleCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; value: string | null }[] = [
    { key: "openedOn", label: t("inventory.fields.openedOn"), value: item.openedOn },
    { key: "expiresOn", label: t("inventory.fields.expiresOn"), value: item.expiresOn },
    {
      key: "useWithinMonths",
      label: t("inventory.fields.useWithinMonths"),
      value: item.useWithinMonths === null ? null : String(item.useWithinMonths),
    },
  ];
  const level =
    item.lowStockAmount === null
      ? t("inventory.lifecycle.noLevel")
      : t(item.lowStockAcross && item.catalogNo ? "inventory.lifecycle.levelAcross" : "inventory.lifecycle.level", {
          amount: formatAmount(item.lowStockAmount, item.lowStockUnit ?? item.unit),
          catalogNo: item.catalogNo ?? "",
        });
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="inventory-lifecycle">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t("inventory.lifecycle.title")}
          </Title>
          <Group gap={6}>
            <AlertBadges item={item} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          {rows.map((row) => (
            <Stack key={row.key} gap={0}>
              <Text size="xs" c="dimmed">
                {row.label}
              </Text>
              <Text size="sm" fw={500} data-testid={`detail-${row.key}`}>
                {row.value ?? t("common.none")}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {item.expiresDue ? (
          <Text size="sm" data-testid="detail-expiresDue">
            {t("inventory.lifecycle.due", { date: item.expiresDue })}
          </Text>
        ) : null}
        <Text size="sm" data-testid="detail-lowStock">
          {level}
        </Text>
      </Stack>
    </Paper>
  );
}
