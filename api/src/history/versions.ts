import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { documentName, parseDocumentName, type VersionReason } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookPendingAuthors, labBookVersionAuthors, labBookVersions, labBooks, memos } from "../db/schema";
import { bookOfMemo } from "../memos/access";
import { bookState, liveDocuments, type LiveDocuments } from "../documents";
import { appendToChain, sha256Hex } from "../signing/chain";

export { liveDocuments };

/** A book edited without a pause keeps a version this long after its first change not in one. */
export const editVersionAfterMs = 5 * 60_000;

export interface RecordOptions {
  /** The open documents of this process (pass them: changes not yet logged are there). */
  live?: LiveDocuments;
  /** A restore's source version. */
  restoredFrom?: number;
}

/**
 * Keeps a version of the book: its documents as they stand (text, reaction tables, memos), with the
 * members who changed it since the previous version, who then count for no later one. Under the
 * book's row lock, so it lines up with status changes; call it inside the status change's
 * transaction to keep the version with the step. An EDIT with no change pending keeps nothing
 * (null): another process kept it first.
 */
export async function recordVersion(
  db: Db,
  lbIdx: number,
  reason: VersionReason,
  memberIdx?: number | null,
  options: RecordOptions = {},
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({ status: labBooks.status })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, lbIdx))
      .for("update");
    if (!book) return null;
    const pending = await tx
      .delete(labBookPendingAuthors)
      .where(eq(labBookPendingAuthors.lbIdx, lbIdx))
      .returning({ memberIdx: labBookPendingAuthors.memberIdx });
    if (reason === "EDIT" && pending.length === 0) return null;
    const bookMemos = await tx
      .select({ memoIdx: memos.memoIdx, title: memos.title })
      .from(memos)
      .where(and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt)))
      .orderBy(asc(memos.memoIdx));
    // The state read below includes the open documents' unstored changes: so do the authors.
    const live = options.live;
    const unstored = live
      ? [documentName.labbook(lbIdx), ...bookMemos.map((memo) => documentName.memo(memo.memoIdx))].flatMap((name) =>
          live.takeChangedBy(name),
        )
      : [];
    const authors = [...new Set([...pending.map((row) => row.memberIdx), ...unstored])].map((memberIdx) => ({
      memberIdx,
    }));
    const state = await bookState(tx, lbIdx, bookMemos, options.live);
    const sha256 = sha256Hex(state);
    const [version] = await tx
      .insert(labBookVersions)
      .values({
        lbIdx,
        reason,
        status: book.status,
        byIdx: memberIdx ?? null,
        restoredFrom: options.restoredFrom ?? null,
        state,
        sha256,
      })
      .returning({ versionIdx: labBookVersions.versionIdx });
    if (!version) throw new Error("version insert returned nothing");
    // Every version's hash is an entry of the book's chain: content is tamper-evident from here.
    await appendToChain(tx, lbIdx, { kind: "VERSION", memberIdx: memberIdx ?? null, contentHash: sha256 });
    if (authors.length > 0) {
      await tx
        .insert(labBookVersionAuthors)
        .values(authors.map((author) => ({ versionIdx: version.versionIdx, memberIdx: author.memberIdx })));
    }
    return version.versionIdx;
  });
}

/** Counts members as having changed the book since its last version. */
export async function notePendingAuthors(db: Db, lbIdx: number, memberIdxs: readonly number[]): Promise<void> {
  if (memberIdxs.length === 0) return;
  await db
    .insert(labBookPendingAuthors)
    .values(memberIdxs.map((memberIdx) => ({ lbIdx, memberIdx })))
    .onConflictDoNothing();
}

/**
 * Notes who changed one of a book's documents (its text or a memo) and keeps a version once changes
 * have waited editVersionAfterMs for one: the job an earlier release queued after each store (stores
 * now do this in their transaction, history/stored.ts).
 */
export async function noteBookChanges(ctx: AppContext, name: string, changedBy: readonly number[]): Promise<void> {
  const parsed = parseDocumentName(name);
  const lbIdx =
    parsed?.kind === "labbook" ? parsed.id : parsed?.kind === "memo" ? await bookOfMemo(ctx.db, parsed.id) : null;
  if (lbIdx === null) return;
  // One statement: the members are noted, and the book's oldest pending change is read (the
  // rows noted here are not seen by it: they are new, so never due).
  const members = sql.join(
    changedBy.map((memberIdx) => sql`(${lbIdx}::integer, ${memberIdx}::integer)`),
    sql`, `,
  );
  const noted =
    changedBy.length === 0
      ? sql``
      : sql`WITH noted AS (INSERT INTO ${labBookPendingAuthors} (lb_idx, member_idx) VALUES ${members} ON CONFLICT DO NOTHING) `;
  const result = (await ctx.db.execute(sql`${noted}
    SELECT 1 AS due FROM ${labBookPendingAuthors}
     WHERE lb_idx = ${lbIdx} AND since <= now() - make_interval(secs => ${editVersionAfterMs / 1000})
     LIMIT 1`)) as unknown as { rows: unknown[] };
  const due = result.rows.length > 0;
  if (due) await recordVersion(ctx.db, lbIdx, "EDIT", null, { live: liveDocuments(ctx) });
}
