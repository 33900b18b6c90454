import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { labBookDoc, labBookLimits, reactionCells, type LabBookTable } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import type * as Y from "yjs";
import { IconPlus } from "../../../components/icons";
import { confirmDelete } from "../../../components/dialogs";
import { addRow, deleteRow, isEmptyRow, rowId, type ReactionRow } from "./reactionRows";
import { ReactionRowView } from "./ReactionRowView";
import { useCellPresence } from "./useCellPresence";
import { useYArray } from "./useYArray";
import { useYUndo } from "./useYUndo";

interface ReactionTableProps {
  doc: Y.Doc;
  /** Its awareness shows who is in which cell. */
  provider: HocuspocusProvider;
  table: LabBookTable;
  editable: boolean;
  /** Shown under a row's name (the supplies' link to a supply). */
  nameExtra?: (row: ReactionRow, index: number) => ReactNode;
  /** Buttons beside the row count ("use from stock"), given the table's rows. */
  actions?: (rows: Y.Array<ReactionRow>) => ReactNode;
}

/** Reactants, supplies or products: rows anyone may add, co-edited cell by cell. */
export function ReactionTable({ doc, provider, table, editable, nameExtra, actions }: ReactionTableProps) {
  const { t } = useTranslation();
  const array = doc.getArray<ReactionRow>(labBookDoc.table(table));
  const rows = useYArray(array);
  const undo = useYUndo(array);
  const presence = useCellPresence(provider, table);
  const full = rows.length >= labBookLimits.maxRows;

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
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="reaction-row-count">
              {t("labBook.tables.rowCount", { count: rows.length })}
            </Text>
            {actions?.(array)}
          </Group>
        </Group>
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={editable ? 720 : 640} type="native">
            <Table verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44} ta="center">
                    #
                  </Table.Th>
                  {reactionCells.map((cell) => (
                    <Table.Th key={cell} w={cell === "note" ? "34%" : cell === "name" ? "30%" : undefined}>
                      {t(`labBook.tables.cells.${cell}`)}
                    </Table.Th>
                  ))}
                  {editable ? <Table.Th w={52} /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <ReactionRowView
                    key={rowId(row, index)}
                    row={row}
                    id={rowId(row, index)}
                    presence={presence}
                    index={index}
                    editable={editable}
                    onDelete={() => void remove(row, index)}
                    undo={undo}
                    nameExtra={nameExtra?.(row, index)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed" data-testid="reaction-table-empty">
            {t("labBook.tables.empty")}
          </Text>
        )}
        {editable ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              disabled={full}
              onClick={() => {
                undo.newStep();
                addRow(array);
                undo.newStep();
              }}
              data-testid="reaction-add-row"
            >
              {t("labBook.tables.addRow")}
            </Button>
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
