import { labBookDoc, labBookLimits, reactionCells, reactionTextCells, type ReactionTextCell } from "@enote/shared";
import * as Y from "yjs";
import { inputOrigin } from "./useYText";

export type ReactionRow = Y.Map<unknown>;

/** A random id that works on plain http too (crypto.randomUUID needs a secure context). */
function newRowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function rowId(row: ReactionRow, fallback: number): string {
  const id = row.get(labBookDoc.rowId);
  return typeof id === "string" ? id : `row-${fallback}`;
}

export function cellText(row: ReactionRow, cell: ReactionTextCell): Y.Text | null {
  const value = row.get(cell);
  return value instanceof Y.Text ? value : null;
}

export function isEmptyRow(row: ReactionRow): boolean {
  return reactionTextCells.every((cell) => (cellText(row, cell)?.length ?? 0) === 0);
}

/** A new row: its id and an empty Y.Text per cell, so two people can type in it at once. */
export function addRow(rows: Y.Array<ReactionRow>, cells: readonly ReactionTextCell[] = reactionCells): void {
  if (rows.length >= labBookLimits.maxRows) return;
  const row = new Y.Map<unknown>();
  row.set(labBookDoc.rowId, newRowId());
  for (const cell of cells) row.set(cell, new Y.Text());
  rows.doc?.transact(() => rows.push([row]), inputOrigin);
}

export function deleteRow(rows: Y.Array<ReactionRow>, row: ReactionRow): void {
  rows.doc?.transact(() => {
    const index = rows.toArray().indexOf(row);
    if (index >= 0) rows.delete(index, 1);
  }, inputOrigin);
}

/** A row written by an older or foreign client may lack a cell: give it one on first edit. */
export function ensureCell(row: ReactionRow, cell: ReactionTextCell): Y.Text {
  const existing = cellText(row, cell);
  if (existing) return existing;
  const text = new Y.Text();
  row.doc?.transact(() => row.set(cell, text), inputOrigin);
  return text;
}
