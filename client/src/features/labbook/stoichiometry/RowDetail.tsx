import { ActionIcon, Group, Indicator, Stack, Table, Text } from "@mantine/core";
import type { StoichiometryTable } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { IconChevronDown, IconChevronRight } from "../../../components/icons";
import { cellText } from "../content/reactionRows";
import { detailColumns, type ColumnLayout } from "./columns";
import { TextCell, type CellContext } from "./TextCell";

export interface DetailState {
  opened: boolean;
  toggle: () => void;
}

interface ToggleProps {
  table: StoichiometryTable;
  context: CellContext;
  row: number;
  detail: DetailState;
  /** A detail cell's error (a density that is no number): the dot turns red. */
  invalid: boolean;
}

/** Opens the row's detail; a dot says something is written there (red: something wrong). */
export function RowDetailToggle({ table, context, row, detail, invalid }: ToggleProps) {
  const { t } = useTranslation();
  const cells = t(`stoichiometry.detailCells.${table}`);
  const filled = detailColumns(table).some((cell) => (cellText(context.row, cell)?.length ?? 0) > 0);
  return (
    <Indicator size={8} offset={4} color={invalid ? "red" : undefined} disabled={!filled} data-filled={filled}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={32}
        onClick={detail.toggle}
        aria-expanded={detail.opened}
        aria-label={t(detail.opened ? "stoichiometry.detailHide" : "stoichiometry.detailShow", { row, cells })}
        data-testid="reaction-detail-toggle"
      >
        {detail.opened ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
      </ActionIcon>
    </Indicator>
  );
}

interface RowDetailProps {
  table: StoichiometryTable;
  context: CellContext;
  row: number;
  layout: ColumnLayout;
  error: (cell: "density" | "note") => string | undefined;
}

/** The cells kept out of the columns (density, note), under the row they belong to. */
export function RowDetail({ table, context, row, layout, error }: RowDetailProps) {
  const { t } = useTranslation();
  const span = layout.columns.length + 2;
  return (
    <Table.Tr data-testid="reaction-row-detail">
      <Table.Td colSpan={span} pl={layout.number + 6} bg="var(--mantine-color-gray-0)">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {detailColumns(table).map((cell) => {
            const heading = t(`stoichiometry.columns.${cell}`);
            return (
              <Stack key={cell} gap={2} w={cell === "note" ? "100%" : 160} maw={cell === "note" ? 640 : undefined}>
                <Text size="xs" c="dimmed">
                  {heading}
                </Text>
                <TextCell
                  context={context}
                  cell={cell}
                  label={t("labBook.tables.cellLabel", { row, cell: heading })}
                  wrap={cell === "note"}
                  error={error(cell)}
                />
              </Stack>
            );
          })}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
