import { ActionIcon, Table, TextInput, Tooltip } from "@mantine/core";
import { labBookLimits, reactionCells, type ReactionCell } from "@enote/shared";
import { useEffect, useReducer, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconTrash } from "../../../components/icons";
import { cellText, ensureCell, type ReactionRow } from "./reactionRows";
import { AmountCellInput } from "./AmountCellInput";
import { CellPresenceMark } from "./CellPresenceMark";
import { cellKey, type CellPresence } from "./useCellPresence";
import { YTextInput } from "./YTextInput";

interface ReactionRowViewProps {
  row: ReactionRow;
  /** The row's id, shared by every browser (presence names cells by it). */
  id: string;
  presence: CellPresence;
  index: number;
  editable: boolean;
  onDelete: () => void;
  /** My undo steps in this table (useYUndo). */
  undo: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; newStep: () => void };
  /** Shown under the name cell. */
  nameExtra?: ReactNode;
}

/** One row of a reaction table: every cell its own co-edited input. */
export function ReactionRowView({
  row,
  id,
  presence,
  index,
  editable,
  onDelete,
  undo,
  nameExtra,
}: ReactionRowViewProps) {
  const { t } = useTranslation();
  // A cell can appear later (ensureCell in another browser): re-read the row's keys.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    row.observe(refresh);
    return () => row.unobserve(refresh);
  }, [row]);

  const label = (cell: ReactionCell) =>
    t("labBook.tables.cellLabel", { row: index + 1, cell: t(`labBook.tables.cells.${cell}`) });

  return (
    <Table.Tr data-testid="reaction-row">
      <Table.Td c="dimmed" ta="center" w={44} fz="sm">
        {index + 1}
      </Table.Td>
      {reactionCells.map((cell) => {
        const text = cellText(row, cell);
        const others = presence.others.get(cellKey(id, cell)) ?? [];
        const CellInput = cell === "amount" ? AmountCellInput : YTextInput;
        return (
          <Table.Td key={cell} pos="relative">
            <CellPresenceMark others={others} />
            {text ? (
              <CellInput
                text={text}
                maxLength={labBookLimits.cellMax}
                readOnly={!editable}
                variant={editable ? "default" : "unstyled"}
                aria-label={label(cell)}
                onKeyDown={undo.onKeyDown}
                onFocus={() => {
                  undo.newStep();
                  presence.announce(id, cell);
                }}
                onBlur={() => presence.announce(id, null)}
                styles={others[0] ? { input: { boxShadow: `0 0 0 2px ${others[0].color}` } } : undefined}
                data-testid={`reaction-cell-${cell}`}
              />
            ) : (
              <TextInput
                value=""
                readOnly
                variant={editable ? "default" : "unstyled"}
                aria-label={label(cell)}
                onFocus={() => {
                  if (editable) ensureCell(row, cell);
                }}
                data-testid={`reaction-cell-${cell}`}
              />
            )}
            {cell === "name" ? nameExtra : null}
          </Table.Td>
        );
      })}
      {editable ? (
        <Table.Td w={52}>
          <Tooltip label={t("labBook.tables.deleteRow")} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={40}
              onClick={onDelete}
              aria-label={t("labBook.tables.deleteRowNumber", { row: index + 1 })}
              data-testid="reaction-row-delete"
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
