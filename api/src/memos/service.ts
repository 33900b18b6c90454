import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { can, documentName, memoLimits, type MemoList, type MemoSummary } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { labBooks, memos } from "../db/schema";
import { contentAccess, readableBook, shareKeyOpens } from "../labbook/access";
import { AppError } from "../lib/errors";
import { announceRecord } from "../labbook/announce";
import { appendToChain, sha256Hex } from "../signing/chain";
import { canonicalJson } from "../signing/content";

/** A memo added, renamed or deleted is an entry of its book's hash chain (issue 27); its drawing's stores are too. */
function chainMemo(tx: Db, actor: Actor, lbIdx: number, change: Record<string, string | number>) {
  const contentHash = sha256Hex(canonicalJson({ lbIdx, ...change }));
  return appendToChain(tx, lbIdx, { kind: "MEMO", memberIdx: actor.memberIdx, contentHash });
}

const summaryColumns = {
  memoIdx: memos.memoIdx,
  lbIdx: memos.lbIdx,
  title: memos.title,
  createdAt: memos.createdAt,
  modifiedAt: memos.modifiedAt,
};

type SummaryRow = { memoIdx: number; lbIdx: number; title: string; createdAt: Date; modifiedAt: Date };

function toSummary(row: SummaryRow): MemoSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), modifiedAt: row.modifiedAt.toISOString() };
}

const live = (lbIdx: number) => and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt));

/**
 * The book, locked, when the actor may change its memos now: as its text, WRITER/OWNER while the
 * book is IN_PROGRESS. One who may write but not in this status gets MEMOS_FROZEN; one who may
 * only read gets `refusal`; one who may not see the book, 404.
 */
async function changeableBook(
  db: Db,
  actor: Actor,
  lbIdx: number,
  refusal: "NO_MODIFY_AUTHORITY" | "NO_DELETE_AUTHORITY",
) {
  const { book, facts } = await readableBook(db, actor, lbIdx, true);
  if (contentAccess(actor, book.status, facts) === "write") return;
  throw new AppError(can(actor, "labbook.write", facts) ? "MEMOS_FROZEN" : refusal);
}

async function listOf(db: Db, lbIdx: number): Promise<MemoList> {
  const rows = await db.select(summaryColumns).from(memos).where(live(lbIdx)).orderBy(asc(memos.memoIdx));
  return { items: rows.map(toSummary) };
}

export async function createMemo(ctx: AppContext, actor: Actor, lbIdx: number, title: string): Promise<MemoSummary> {
  const memo = await ctx.db.transaction(async (tx) => {
    await changeableBook(tx, actor, lbIdx, "NO_MODIFY_AUTHORITY");
    // Counted under the book's row lock, so two creations at once cannot both take the last place.
    const [existing] = await tx.select({ n: count() }).from(memos).where(live(lbIdx));
    if ((existing?.n ?? 0) >= memoLimits.maxPerBook) {
      throw new AppError("TOO_MANY_MEMOS", undefined, { params: { max: memoLimits.maxPerBook } });
    }
    const [row] = await tx
      .insert(memos)
      .values({ lbIdx, title: title.trim(), createdBy: actor.memberIdx })
      .returning(summaryColumns);
    if (!row) throw new Error("memo insert returned nothing");
    await chainMemo(tx, actor, lbIdx, { added: row.memoIdx, title: row.title });
    return toSummary(row);
  });
  await announceRecord(ctx, lbIdx);
  return memo;
}

export async function listMemos(ctx: AppContext, actor: Actor, lbIdx: number): Promise<MemoList> {
  await readableBook(ctx.db, actor, lbIdx);
  return listOf(ctx.db, lbIdx);
}

/** A public book's memos for anyone holding its current link; 404 otherwise, as its header. */
export async function sharedMemos(ctx: AppContext, lbIdx: number, key: string): Promise<MemoList> {
  const [book] = await ctx.db
    .select({ sharePermission: labBooks.sharePermission, shareKey: labBooks.shareKey })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, lbIdx));
  if (!book || !shareKeyOpens(book, key)) throw new AppError("NOT_FOUND");
  return listOf(ctx.db, lbIdx);
}

export async function renameMemo(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  memoIdx: number,
  title: string,
): Promise<MemoSummary> {
  const memo = await ctx.db.transaction(async (tx) => {
    await changeableBook(tx, actor, lbIdx, "NO_MODIFY_AUTHORITY");
    const [row] = await tx
      .update(memos)
      .set({ title: title.trim(), modifiedAt: sql`now()` })
      .where(and(live(lbIdx), eq(memos.memoIdx, memoIdx)))
      .returning(summaryColumns);
    if (!row) throw new AppError("NOT_FOUND");
    await chainMemo(tx, actor, lbIdx, { renamed: row.memoIdx, title: row.title });
    return toSummary(row);
  });
  await announceRecord(ctx, lbIdx);
  return memo;
}

/** Deletes a memo for everyone: its document closes to every open connection at once. */
export async function deleteMemo(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  memoIdx: number,
): Promise<{ memoIdx: number }> {
  await ctx.db.transaction(async (tx) => {
    await changeableBook(tx, actor, lbIdx, "NO_DELETE_AUTHORITY");
    const [row] = await tx
      .update(memos)
      .set({ deletedAt: sql`now()` })
      .where(and(live(lbIdx), eq(memos.memoIdx, memoIdx)))
      .returning({ memoIdx: memos.memoIdx });
    if (!row) throw new AppError("NOT_FOUND");
    await chainMemo(tx, actor, lbIdx, { deleted: row.memoIdx });
  });
  try {
    await ctx.collab?.refreshAccess(documentName.memo(memoIdx));
  } catch (error) {
    ctx.log.warn({ err: error, memoIdx }, "deleted memo's connections not closed");
  }
  await announceRecord(ctx, lbIdx);
  return { memoIdx };
}
