import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import { labBookLimits, reactionTextCells, type StoichiometryTable as TableName } from "@enote/shared";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../components/dialogs";
import { IconPlus } from "../../../components/icons";
import { addRow, deleteRow, isEmptyRow, rowId, type ReactionRow } from "../content/reactionRows";
import { useCellPresence } from "../content/useCellPresence";
import { useYUndo } from "../content/useYUndo";
import { stickyCell, stoichiometryColumns } from "./columns";
import { setLimiting } from "./rowEdits";
import { useRowSafety } from "./useRowSafety";
import { StoichRowView } from "./StoichRowView";
import type { StoichiometryTables } from "./useStoichiometry";

interface StoichiometryTableProps {
  tables: StoichiometryTables;
  table: TableName;
  provider: HocuspocusProvider;
  editable: boolean;
  groupIdx: number | null;
  /** Shown beside the add-row button (use from stock). */
  actions?: ReactNode;
}

/** Reactants or products as a stoichiometry table, co-edited cell by cell and computed on every screen. */
export function StoichiometryTable({ tables, table, provider, editable, groupIdx, actions }: StoichiometryTableProps) {
  const { t } = useTranslation();
  const array = table === "reactants" ? tables.reactantArray : tables.productArray;
  const calcs = table === "reactants" ? tables.reactants : tables.products;
  const undo = useYUndo(array);
  const presence = useCellPresence(provider, table);
  const full = calcs.length >= labBookLimits.maxRows;
  const layout = stoichiometryColumns(table, editable);
  const safety = useRowSafety(calcs, groupIdx !== null);
  const { columns, width } = layout;
  /** Rows whose detail (density, note) is open. */
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  /** A row with something in it is confirmed first (on a tablet there is no Ctrl+Z). */
  const remove = async (row: ReactionRow, index: number) => {
    if (!isEmptyRow(row) && !(await confirmDelete(t("labBook.tables.deleteRowConfirm", { row: index + 1 })))) return;
    undo.newStep();
    deleteRow(array, row);
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} data-testid={`reaction-table-${table}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t(`labBook.tables.${table}`)}
          </Title>
          <Text size="sm" c="dimmed" data-testid="reaction-row-count">
            {t("labBook.tables.rowCount", { count: calcs.length })}
          </Text>
        </Group>
        {calcs.length > 0 ? (
          <Table.ScrollContainer minWidth={width} type="native" data-testid="reaction-table-scroll">
            <Table verticalSpacing={4} horizontalSpacing={6} layout="fixed" miw={width}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="center" style={stickyCell(0, layout.number)}>
                    #
                  </Table.Th>
                  <Table.Th style={stickyCell(layout.number, layout.name)}>{t("stoichiometry.columns.name")}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key} w={column.width} fz="sm">
                      {column.key === "delete" ? null : t(`stoichiometry.columns.${column.key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {calcs.map((calc, index) => {
                  const id = rowId(calc.row, index);
                  return (
                    <StoichRowView
                      key={id}
                      table={table}
                      calc={calc}
                      context={{ row: calc.row, id, presence, editable, undo }}
                      index={index}
                      groupIdx={groupIdx}
                      layout={layout}
                      safety={calc.reading.rowKey ? safety.get(calc.reading.rowKey) : undefined}
                      detail={{ opened: opened.has(id), toggle: () => toggle(id) }}
                      onLimiting={() => {
                        undo.newStep();
                        setLimiting(array, calc.row);
                      }}
                      onDelete={() => void remove(calc.row, index)}
                    />
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed" data-testid="reaction-table-empty">
            {t("labBook.tables.empty")}
          </Text>
        )}
        {editable || actions ? (
          <Group>
            {editable ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} />}
                disabled={full}
                onClick={() => {
                  undo.newStep();
                  addRow(array, reactionTextCells);
                  undo.newStep();
                }}
                data-testid="reaction-add-row"
              >
                {t("labBook.tables.addRow")}
              </Button>
            ) : null}
            {actions}
            {full ? (
              <Text size="sm" c="dimmed">
                {t("labBook.tables.full", { max: labBookLimits.maxRows })}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
