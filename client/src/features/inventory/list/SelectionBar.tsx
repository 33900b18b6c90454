import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** How many items are picked for printing (across pages), and a way to drop them. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="inventory-selection">
      <Text size="sm" c={count ? undefined : "dimmed"} fw={count ? 600 : 400}>
        {count ? t("inventory.selected", { count }) : t("inventory.selectHint")}
      </Text>
      {count ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear} data-testid="inventory-selection-clear">
          {t("inventory.clearSelection")}
        </Button>
      ) : null}
    </Group>
  );
}
