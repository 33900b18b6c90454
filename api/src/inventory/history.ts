import { desc, eq } from "drizzle-orm";
import {
  formatSeqNo,
  type AmountUnit,
  type BookKind,
  type InventoryHistoryEntry,
  type InventoryHistoryField,
  type InventoryHistorySource,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { inventoryHistory, labBooks, members, orderItems, orderReceipts, orders, suppliers } from "../db/schema";
import { memberLeft, memberName } from "../members/name";
import { loadItem } from "./items";

type HistoryRow = typeof inventoryHistory.$inferInsert;
type HistoryRecord = typeof inventoryHistory.$inferSelect;

/** History rows as the services write them: structured, never words in one language. */
export const historyEntry = {
  created: (rowKey: string, memberIdx: number, source: InventoryHistorySource): HistoryRow => ({
    rowKey,
    kind: "created",
    source,
    memberIdx,
  }),
  updated: (rowKey: string, memberIdx: number, fields: InventoryHistoryField[]): HistoryRow => ({
    rowKey,
    kind: "updated",
    fields,
    memberIdx,
  }),
  amount: (
    rowKey: string,
    memberIdx: number,
    before: { amount: number; unit: AmountUnit },
    after: { amount: number; unit: AmountUnit },
  ): HistoryRow => ({
    rowKey,
    kind: "amount",
    amountBefore: before.amount,
    unitBefore: before.unit,
    amountAfter: after.amount,
    unitAfter: after.unit,
    memberIdx,
  }),
  disused: (rowKey: string, memberIdx: number, reason: string): HistoryRow => ({
    rowKey,
    kind: "disused",
    detail: reason,
    memberIdx,
  }),
  restored: (rowKey: string, memberIdx: number): HistoryRow => ({ rowKey, kind: "restored", memberIdx }),
  used: (
    rowKey: string,
    memberIdx: number,
    use: {
      lbIdx: number;
      reactionRowId: string | null;
      used: { amount: number; unit: AmountUnit };
      before: { amount: number; unit: AmountUnit };
      after: { amount: number; unit: AmountUnit };
    },
  ): HistoryRow => ({
    rowKey,
    kind: "used",
    lbIdx: use.lbIdx,
    reactionRowId: use.reactionRowId,
    usedAmount: use.used.amount,
    usedUnit: use.used.unit,
    amountBefore: use.before.amount,
    unitBefore: use.before.unit,
    amountAfter: use.after.amount,
    unitAfter: use.after.unit,
    memberIdx,
  }),
};

/** The amount change of a row, when both sides were recorded (rows of migration 0009 onwards). */
function amountOf(row: HistoryRecord): InventoryHistoryEntry["amount"] {
  if (row.kind !== "amount" && row.kind !== "used") return null;
  const { amountBefore, unitBefore, amountAfter, unitAfter } = row;
  if (amountBefore === null || unitBefore === null || amountAfter === null || unitAfter === null) return null;
  return { before: { amount: amountBefore, unit: unitBefore }, after: { amount: amountAfter, unit: unitAfter } };
}

/** The lab book a "used" entry names, as its number; null for other kinds or a book no longer there. */
export type HistoryBook = { kind: BookKind; seqYear: number; seqNumber: number } | null;

export function toHistoryEntry(
  row: HistoryRecord,
  by: InventoryHistoryEntry["by"],
  book: HistoryBook = null,
  order: InventoryHistoryEntry["order"] = null,
): InventoryHistoryEntry {
  const amount = amountOf(row);
  const used =
    row.kind === "used" && row.usedAmount !== null && row.usedUnit !== null
      ? { amount: row.usedAmount, unit: row.usedUnit }
      : null;
  const labBook =
    row.kind === "used" && row.lbIdx !== null && book
      ? { lbIdx: row.lbIdx, seqNo: formatSeqNo(book.kind, book.seqYear, book.seqNumber) }
      : null;
  const fields = row.kind === "updated" ? (row.fields ?? []) : [];
  const reason = row.kind === "disused" ? row.detail : null;
  // A detail that is neither a reason nor mapped onto the columns is the English text of an old entry.
  const structured = reason !== null || amount !== null || fields.length > 0 || used !== null;
  return {
    kind: row.kind,
    fields,
    amount,
    used,
    labBook,
    reason,
    source: row.kind === "created" ? (row.source ?? "form") : null,
    order: row.kind === "created" && row.source === "order" ? order : null,
    legacyText: structured ? null : row.detail,
    by,
    at: row.at.toISOString(),
  };
}

const historyMax = 500;

/** What happened to the item, newest first (the latest 500 entries). */
export async function itemHistory(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
): Promise<{ entries: InventoryHistoryEntry[] }> {
  await loadItem(ctx.db, actor, rowKey, "inventory.read");
  const rows = await ctx.db
    .select({
      entry: inventoryHistory,
      name: memberName(members),
      left: memberLeft(members),
      bookKind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      orderIdx: orderItems.orderIdx,
      supplier: suppliers.companyName,
    })
    .from(inventoryHistory)
    .innerJoin(members, eq(members.memberIdx, inventoryHistory.memberIdx))
    .leftJoin(labBooks, eq(labBooks.lbIdx, inventoryHistory.lbIdx))
    // A bottle a received order brought in: its receipt names the order and the supplier.
    .leftJoin(orderReceipts, eq(orderReceipts.rowKey, inventoryHistory.rowKey))
    .leftJoin(orderItems, eq(orderItems.orderItemIdx, orderReceipts.orderItemIdx))
    .leftJoin(orders, eq(orders.orderIdx, orderItems.orderIdx))
    .leftJoin(suppliers, eq(suppliers.supplierIdx, orders.supplierIdx))
    .where(eq(inventoryHistory.rowKey, rowKey))
    .orderBy(desc(inventoryHistory.at), desc(inventoryHistory.historyIdx))
    .limit(historyMax);
  return {
    entries: rows.map(({ entry, name, left, bookKind, seqYear, seqNumber, orderIdx, supplier }) =>
      toHistoryEntry(
        entry,
        { memberIdx: entry.memberIdx, name, left },
        bookKind !== null && seqYear !== null && seqNumber !== null ? { kind: bookKind, seqYear, seqNumber } : null,
        orderIdx !== null ? { orderIdx, supplier } : null,
      ),
    ),
  };
}
