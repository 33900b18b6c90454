import { readNumber, reactionRowKeys, type Material } from "@enote/shared";
import * as Y from "yjs";
import { cellText, rowId, type ReactionRow } from "../content/reactionRows";
import { inputOrigin } from "../content/useYText";

/** The supply a supplies row is linked to, or null for a free row. */
export function linkedSupply(row: ReactionRow): number | null {
  const value = row.get(reactionRowKeys.materialIdx);
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/** Who took the row from stock and when, or null while it was not taken. */
export function rowUse(row: ReactionRow): { at: string; by: string } | null {
  const at = row.get(reactionRowKeys.usedAt);
  const by = row.get(reactionRowKeys.usedBy);
  return typeof at === "string" ? { at, by: typeof by === "string" ? by : "" } : null;
}

/** How many the row takes: its amount as a whole number of 1 or more, else null. */
export function rowQuantity(row: ReactionRow): number | null {
  const reading = readNumber(cellText(row, "amount")?.toString() ?? "");
  if (!reading.ok || reading.value === null) return null;
  return Number.isInteger(reading.value) && reading.value >= 1 ? reading.value : null;
}

/** A supplies row "use from stock" offers: linked, not yet taken. */
export interface SupplyUse {
  row: ReactionRow;
  id: string;
  materialIdx: number;
  name: string;
  /** null: the amount is not a whole number of 1 or more. */
  quantity: number | null;
}

export function usableSupplyRows(rows: readonly ReactionRow[]): SupplyUse[] {
  const usable: SupplyUse[] = [];
  rows.forEach((row, index) => {
    const materialIdx = linkedSupply(row);
    if (materialIdx === null || rowUse(row) !== null) return;
    const name = cellText(row, "name")?.toString() ?? "";
    usable.push({ row, id: rowId(row, index), materialIdx, name, quantity: rowQuantity(row) });
  });
  return usable;
}

/** Sets a cell's whole text (inside the caller's transaction); a missing cell is created. */
function replaceText(row: ReactionRow, cell: "name" | "note", value: string): void {
  let text = cellText(row, cell);
  if (!text) {
    text = new Y.Text();
    row.set(cell, text);
  }
  if (text.toString() === value) return;
  text.delete(0, text.length);
  if (value) text.insert(0, value);
}

const transact = (row: ReactionRow, change: () => void) => {
  if (row.doc) row.doc.transact(change, inputOrigin);
  else change();
};

/** Links a supply: its name fills the row, and its spec the note when the note is empty. */
export function linkSupply(row: ReactionRow, supply: Pick<Material, "materialIdx" | "name" | "spec">): void {
  transact(row, () => {
    row.set(reactionRowKeys.materialIdx, supply.materialIdx);
    replaceText(row, "name", supply.name);
    if (supply.spec && (cellText(row, "note")?.length ?? 0) === 0) replaceText(row, "note", supply.spec);
  });
}

export function unlinkSupply(row: ReactionRow): void {
  transact(row, () => row.delete(reactionRowKeys.materialIdx));
}
