import { desc, eq, sql } from "drizzle-orm";
import { formatSeqNo, type MaterialHistory } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { labBooks, materialHistory, members } from "../db/schema";
import { readableBooks } from "../labbook/list";
import { memberRefColumns } from "../members/name";
import { loadMaterial } from "./service";

const historyMax = 500;

/**
 * What happened to a supply's quantity, newest first (the latest 500 entries). A use names its
 * lab book only to a reader who may read that book; to others it is a use in a book they cannot open.
 */
export async function materialHistoryOf(ctx: AppContext, actor: Actor, materialIdx: number): Promise<MaterialHistory> {
  await loadMaterial(ctx.db, actor, materialIdx, false, "inventory.read");
  const readable = await readableBooks(ctx.db, actor);
  const rows = await ctx.db
    .select({
      entry: materialHistory,
      by: memberRefColumns(members),
      bookKind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      title: labBooks.title,
      readable: readable ? sql<boolean>`coalesce(${readable}, false)` : sql<boolean>`false`,
    })
    .from(materialHistory)
    .innerJoin(members, eq(members.memberIdx, materialHistory.memberIdx))
    .leftJoin(labBooks, eq(labBooks.lbIdx, materialHistory.lbIdx))
    .where(eq(materialHistory.materialIdx, materialIdx))
    .orderBy(desc(materialHistory.at), desc(materialHistory.historyIdx))
    .limit(historyMax);
  return {
    entries: rows.map(({ entry, by, bookKind, seqYear, seqNumber, title, readable: mayRead }) => ({
      kind: entry.kind,
      quantity: entry.quantityAfter === null ? null : { before: entry.quantityBefore, after: entry.quantityAfter },
      used: entry.kind === "used" ? entry.usedQuantity : null,
      labBook:
        entry.kind === "used" &&
        mayRead &&
        entry.lbIdx !== null &&
        bookKind !== null &&
        seqYear !== null &&
        seqNumber !== null &&
        title !== null
          ? { lbIdx: entry.lbIdx, seqNo: formatSeqNo(bookKind, seqYear, seqNumber), title }
          : null,
      by,
      at: entry.at.toISOString(),
    })),
  };
}
