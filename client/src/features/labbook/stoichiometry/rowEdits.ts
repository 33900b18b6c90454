import { reactionRowKeys, type InventoryItem, type QuantityCell, type ReactionTextCell } from "@enote/shared";
import * as Y from "yjs";
import { inputOrigin } from "../content/useYText";
import type { ReactionRow } from "../content/reactionRows";

/** Sets a cell's whole text (inside the caller's transaction); a missing cell is created. */
function replaceText(row: ReactionRow, cell: ReactionTextCell, value: string): void {
  let text = row.get(cell);
  if (!(text instanceof Y.Text)) {
    text = new Y.Text();
    row.set(cell, text);
  }
  const yText = text as Y.Text;
  if (yText.toString() === value) return;
  yText.delete(0, yText.length);
  if (value) yText.insert(0, value);
}

const transact = (row: ReactionRow, change: () => void) => {
  if (row.doc) row.doc.transact(change, inputOrigin);
  else change();
};

/**
 * A member starts typing in a computed quantity: that quantity becomes the row's basis, its cell
 * holding what they typed. One transaction, so nobody ever sees the new basis with the old text.
 */
export function startBasis(row: ReactionRow, cell: QuantityCell, typed: string): void {
  transact(row, () => {
    replaceText(row, cell, typed);
    row.set(reactionRowKeys.basis, cell);
  });
}

/** Makes `row` the one limiting reactant, clearing every other flag in the same transaction. */
export function setLimiting(rows: Y.Array<ReactionRow>, row: ReactionRow): void {
  transact(row, () => {
    for (const other of rows.toArray()) {
      if (other !== row && other.get(reactionRowKeys.limiting) === true) other.delete(reactionRowKeys.limiting);
    }
    row.set(reactionRowKeys.limiting, true);
  });
}

type UnitKey = "massUnit" | "volumeUnit" | "molesUnit" | "concentrationUnit" | "actualMassUnit";

/**
 * Changes a quantity's unit. When the quantity is typed (the basis, or a typed property), its
 * text is rewritten in the new unit in the same step, so the amount itself stays what it was.
 */
export function setRowUnit(
  row: ReactionRow,
  key: UnitKey,
  unit: string,
  rewrite?: { cell: ReactionTextCell; text: string },
): void {
  transact(row, () => {
    row.set(reactionRowKeys[key], unit);
    if (rewrite) replaceText(row, rewrite.cell, rewrite.text);
  });
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Links an inventory item: its name, CAS, formula, weight, density, purity and SMILES fill the row. */
export function linkItem(row: ReactionRow, item: InventoryItem): void {
  transact(row, () => {
    row.set(reactionRowKeys.rowKey, item.rowKey);
    replaceText(row, "name", item.name);
    replaceText(row, "cas", item.casNo ?? "");
    replaceText(row, "formula", item.formula ?? "");
    replaceText(row, "mw", numberText(item.molWeight));
    replaceText(row, "density", numberText(item.density));
    replaceText(row, "purity", numberText(item.purerate));
    replaceText(row, "smiles", item.smiles ?? "");
  });
}

export function unlinkItem(row: ReactionRow): void {
  transact(row, () => row.delete(reactionRowKeys.rowKey));
}

/** A drawn structure: its SMILES, formula and weight, in one step. */
export function setStructure(
  row: ReactionRow,
  structure: { smiles: string; formula: string; mw: number | null },
): void {
  transact(row, () => {
    replaceText(row, "smiles", structure.smiles);
    replaceText(row, "formula", structure.formula);
    replaceText(row, "mw", numberText(structure.mw));
  });
}

/** The row was deducted from its item's stock: never again. */
export function markUsed(row: ReactionRow, by: string, at = new Date().toISOString()): void {
  transact(row, () => {
    row.set(reactionRowKeys.usedAt, at);
    row.set(reactionRowKeys.usedBy, by);
  });
}
