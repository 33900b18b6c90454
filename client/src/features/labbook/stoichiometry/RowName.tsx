import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from "@mantine/core";
import { formatDateTime, type InventoryItem } from "@enote/shared";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { IconCircleX, IconLink } from "../../../components/icons";
import { paths } from "../../../paths";
import { InventoryPicker } from "./InventoryPicker";
import { linkItem, unlinkItem } from "./rowEdits";
import { TextCell, type CellContext } from "./TextCell";
import type { RowCalc } from "./useStoichiometry";

interface RowNameProps {
  context: CellContext;
  calc: RowCalc;
  index: number;
  /** The book's group, whose inventory the picker searches; null: no picker (share view). */
  groupIdx: number | null;
}

/** The name cell: the name, the inventory link (or the picker), CAS, and what keeps the row from computing. */
export function RowName({ context, calc, index, groupIdx }: RowNameProps) {
  const { t } = useTranslation();
  const { reading, result } = calc;
  const name = (calc.row.get("name") as { toString(): string } | undefined)?.toString() ?? "";
  const hasContent = name.trim() !== "" || reading.given !== null || reading.mw !== null;
  // The table's own problems (no limiting reagent) belong to the reactants that caused them.
  const problems = hasContent ? result.problems : [];
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <TextCell
          context={context}
          cell="name"
          label={t("labBook.tables.cellLabel", { row: index + 1, cell: t("stoichiometry.columns.name") })}
          wrap
        />
        {context.editable && groupIdx !== null ? (
          <InventoryPicker
            groupIdx={groupIdx}
            row={index + 1}
            onPick={(item: InventoryItem) => linkItem(calc.row, item)}
          />
        ) : null}
      </Group>
      <Group gap={4}>
        {reading.rowKey ? (
          <Badge
            variant="light"
            size="sm"
            leftSection={<IconLink size={12} />}
            rightSection={
              context.editable && !reading.used ? (
                <ActionIcon
                  size={14}
                  variant="transparent"
                  color="gray"
                  onClick={() => unlinkItem(calc.row)}
                  aria-label={t("stoichiometry.picker.unlink")}
                  data-testid="inventory-unlink"
                >
                  <IconCircleX size={12} />
                </ActionIcon>
              ) : null
            }
            data-testid="inventory-link"
          >
            <Anchor
              component={Link}
              to={paths.inventoryItem(reading.rowKey)}
              size="xs"
              aria-label={t("stoichiometry.picker.linked", { name })}
            >
              {reading.cas || name || reading.rowKey}
            </Anchor>
          </Badge>
        ) : reading.cas ? (
          <Text size="xs" c="dimmed">
            {t("stoichiometry.cas", { cas: reading.cas })}
          </Text>
        ) : null}
        {reading.used ? (
          <Tooltip label={t("stoichiometry.use.used", { by: reading.used.by, at: formatDateTime(reading.used.at) })}>
            <Badge size="sm" color="teal" variant="light" data-testid="row-used">
              {t("stoichiometry.use.usedShort")}
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
      {reading.legacyAmount ? (
        <Text size="xs" c="dimmed" data-testid="row-old-amount">
          {t("stoichiometry.oldAmount", { text: reading.legacyAmount })}
        </Text>
      ) : null}
      {problems.length > 0 ? (
        <Text size="xs" c="orange.8" data-testid="row-problems">
          {problems.map((problem) => t(`stoichiometry.problem.${problem}`)).join(" · ")}
        </Text>
      ) : null}
    </Stack>
  );
}
