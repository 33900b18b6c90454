import { createHash } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { documentName, parseDocumentName, type VersionReason } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookPendingAuthors, labBookVersionAuthors, labBookVersions, labBooks, memos } from "../db/schema";
import { bookOfMemo } from "../memos/access";
import { bookState, type LiveDocuments } from "./content";

/** A book edited without a pause keeps a version this long after its first change not in one. */
export const editVersionAfterMs = 5 * 60_000;

/** The documents this process holds open, where a book's newest changes may be. */
export function liveDocuments(ctx: Pick<AppContext, "collab">): LiveDocuments {
  return {
    get: (name) => ctx.collab?.hocuspocus.documents.get(name),
    takeChangedBy: (name) => ctx.collab?.takeChangedBy(name) ?? [],
  };
}

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
    const [version] = await tx
      .insert(labBookVersions)
      .values({
        lbIdx,
        reason,
        status: book.status,
        byIdx: memberIdx ?? null,
        restoredFrom: options.restoredFrom ?? null,
        state,
        sha256: createHash("sha256").update(state).digest("hex"),
      })
      .returning({ versionIdx: labBookVersions.versionIdx });
    if (!version) throw new Error("version insert returned nothing");
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
 * After the collab server stored one of a book's documents (its text or a memo): notes who changed
 * it, and keeps a version once changes have waited editVersionAfterMs for one.
 */
export async function noteBookChanges(ctx: AppContext, name: string, changedBy: readonly number[]): Promise<void> {
  const parsed = parseDocumentName(name);
  const lbIdx =
    parsed?.kind === "labbook" ? parsed.id : parsed?.kind === "memo" ? await bookOfMemo(ctx.db, parsed.id) : null;
  if (lbIdx === null) return;
  await notePendingAuthors(ctx.db, lbIdx, changedBy);
  const [due] = await ctx.db
    .select({ lbIdx: labBookPendingAuthors.lbIdx })
    .from(labBookPendingAuthors)
    .where(
      and(
        eq(labBookPendingAuthors.lbIdx, lbIdx),
        sql`${labBookPendingAuthors.since} <= now() - make_interval(secs => ${editVersionAfterMs / 1000})`,
      ),
    )
    .limit(1);
  if (due) await recordVersion(ctx.db, lbIdx, "EDIT", null, { live: liveDocuments(ctx) });
}
