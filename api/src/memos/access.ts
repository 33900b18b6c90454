import { and, eq, inArray, isNull } from "drizzle-orm";
import { documentName } from "@enote/shared";
import type { Db } from "../db/client";
import { memos } from "../db/schema";

/** The lab book a memo belongs to, or null for no memo or a deleted one: its document opens to no one. */
export async function bookOfMemo(db: Db, memoIdx: number): Promise<number | null> {
  const [row] = await db
    .select({ lbIdx: memos.lbIdx })
    .from(memos)
    .where(and(eq(memos.memoIdx, memoIdx), isNull(memos.deletedAt)));
  return row?.lbIdx ?? null;
}

/** The documents of these books' memos: a change to a book's access is a change to theirs. */
export async function memoDocumentNames(db: Db, lbIdxs: number[]): Promise<string[]> {
  if (lbIdxs.length === 0) return [];
  const rows = await db
    .select({ memoIdx: memos.memoIdx })
    .from(memos)
    .where(and(inArray(memos.lbIdx, lbIdxs), isNull(memos.deletedAt)));
  return rows.map((row) => documentName.memo(row.memoIdx));
}
