import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SupplyPrintMenu } from "../../labels/supplies/SupplyPrintMenu";

/** How many supplies are picked for labels (across pages), a way to drop them, and the print menu. */
export function SupplySelectionBar({
  materialIdxs,
  onClear,
}: {
  materialIdxs: readonly number[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const count = materialIdxs.length;
  return (
    <Group justify="space-between" gap="sm" data-testid="supply-selection">
      <Group gap="xs">
        <Text size="sm" c={count ? undefined : "dimmed"} fw={count ? 600 : 400}>
          {count ? t("supplies.select.selected", { count }) : t("supplies.select.hint")}
        </Text>
        {count ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear} data-testid="supply-selection-clear">
            {t("supplies.select.clear")}
          </Button>
        ) : null}
      </Group>
      <SupplyPrintMenu materialIdxs={materialIdxs} />
    </Group>
  );
}
