import { and, asc, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import {
  attributedDiff,
  can,
  documentName,
  type Locale,
  type VersionDetail,
  type VersionDiff,
  type VersionList,
  type VersionMember,
  type VersionSummary,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookPendingAuthors, labBookVersionAuthors, labBookVersions, members, memos } from "../db/schema";
import { readableBook } from "../labbook/access";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { memberLeft, memberName, memberRefColumns } from "../members/name";
import { bookContentOf, currentDocument, docOf, partTexts, versionMemos } from "./content";
import { keepBeforeReplacing } from "./keep";
import { molWeigher } from "./structures";
import { notifyBookRestored } from "../notifications/member-events";
import { announceNotifications } from "../notifications/record";
import { applyBookVersion, applyMemoVersion, changeDocument, type AppliedChange } from "./restore";
import { liveDocuments, notePendingAuthors, recordVersion } from "./versions";
import { appendToChain } from "../signing/chain";

/** Versions listed at most: a book edited for years keeps a version every few minutes of editing. */
const maxListed = 500;

const summaryColumns = {
  versionIdx: labBookVersions.versionIdx,
  reason: labBookVersions.reason,
  status: labBookVersions.status,
  createdAt: labBookVersions.createdAt,
  byIdx: labBookVersions.byIdx,
  byName: memberName(),
  byLeft: memberLeft(),
  restoredFrom: labBookVersions.restoredFrom,
  sha256: labBookVersions.sha256,
};

async function membersByIdx(db: Db, memberIdxs: readonly number[]): Promise<Map<number, VersionMember>> {
  if (memberIdxs.length === 0) return new Map();
  const rows = await db
    .select(memberRefColumns())
    .from(members)
    .where(inArray(members.memberIdx, [...new Set(memberIdxs)]));
  return new Map(rows.map((row) => [row.memberIdx, row]));
}

async function authorsOf(db: Db, versionIdxs: readonly number[]): Promise<Map<number, VersionMember[]>> {
  const byVersion = new Map<number, VersionMember[]>();
  if (versionIdxs.length === 0) return byVersion;
  const rows = await db
    .select({ versionIdx: labBookVersionAuthors.versionIdx, ...memberRefColumns() })
    .from(labBookVersionAuthors)
    .innerJoin(members, eq(members.memberIdx, labBookVersionAuthors.memberIdx))
    .where(inArray(labBookVersionAuthors.versionIdx, [...versionIdxs]))
    .orderBy(asc(labBookVersionAuthors.memberIdx));
  for (const row of rows) {
    const list = byVersion.get(row.versionIdx) ?? [];
    list.push({ memberIdx: row.memberIdx, name: row.name, left: row.left });
    byVersion.set(row.versionIdx, list);
  }
  return byVersion;
}

async function pendingAuthors(db: Db, lbIdx: number): Promise<VersionMember[]> {
  return db
    .select(memberRefColumns())
    .from(labBookPendingAuthors)
    .innerJoin(members, eq(members.memberIdx, labBookPendingAuthors.memberIdx))
    .where(eq(labBookPendingAuthors.lbIdx, lbIdx))
    .orderBy(asc(labBookPendingAuthors.memberIdx));
}

type SummaryRow = {
  versionIdx: number;
  reason: VersionSummary["reason"];
  status: VersionSummary["status"];
  createdAt: Date;
  byIdx: number | null;
  byName: string | null;
  byLeft: boolean | null;
  restoredFrom: number | null;
  sha256: string;
};

function toSummary(row: SummaryRow, authors: Map<number, VersionMember[]>): VersionSummary {
  return {
    versionIdx: row.versionIdx,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    by:
      row.byIdx !== null && row.byName !== null
        ? { memberIdx: row.byIdx, name: row.byName, left: row.byLeft === true }
        : null,
    restoredFrom: row.restoredFrom,
    authors: authors.get(row.versionIdx) ?? [],
    sha256: row.sha256,
  };
}

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(labBookVersions)
    .leftJoin(members, eq(members.memberIdx, labBookVersions.byIdx));
}

/** The book's versions, newest first, with who changed it for each; any reader of the book. */
export async function listVersions(ctx: AppContext, actor: Actor, lbIdx: number): Promise<VersionList> {
  const { book, facts } = await readableBook(ctx.db, actor, lbIdx);
  const rows = await selectSummaries(ctx.db)
    .where(eq(labBookVersions.lbIdx, lbIdx))
    .orderBy(desc(labBookVersions.versionIdx))
    .limit(maxListed);
  const authors = await authorsOf(
    ctx.db,
    rows.map((row) => row.versionIdx),
  );
  return {
    versions: rows.map((row) => toSummary(row, authors)),
    pendingAuthors: await pendingAuthors(ctx.db, lbIdx),
    canRestore: book.status === "IN_PROGRESS" && can(actor, "labbook.write", facts),
  };
}

async function versionRow(db: Db, lbIdx: number, versionIdx: number) {
  const [row] = await db
    .select({ ...summaryColumns, state: labBookVersions.state })
    .from(labBookVersions)
    .leftJoin(members, eq(members.memberIdx, labBookVersions.byIdx))
    .where(and(eq(labBookVersions.lbIdx, lbIdx), eq(labBookVersions.versionIdx, versionIdx)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** One version's content, read-only. */
export async function getVersion(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  versionIdx: number,
  locale: Locale,
): Promise<VersionDetail> {
  await readableBook(ctx.db, actor, lbIdx);
  const row = await versionRow(ctx.db, lbIdx, versionIdx);
  const doc = docOf(row.state);
  const content = bookContentOf(doc, locale, await molWeigher());
  doc.destroy();
  return { version: toSummary(row, await authorsOf(ctx.db, [versionIdx])), content };
}

/**
 * The diff from a version to the book as it stands, part by part: each step from one version to
 * the next (and from the newest to now) is credited to the members who changed the book in it.
 */
export async function diffVersion(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  versionIdx: number,
  locale: Locale,
): Promise<VersionDiff> {
  await readableBook(ctx.db, actor, lbIdx);
  await versionRow(ctx.db, lbIdx, versionIdx);
  const weigh = await molWeigher();
  const rows = await ctx.db
    .select({ versionIdx: labBookVersions.versionIdx, state: labBookVersions.state })
    .from(labBookVersions)
    .where(and(eq(labBookVersions.lbIdx, lbIdx), gte(labBookVersions.versionIdx, versionIdx)))
    .orderBy(asc(labBookVersions.versionIdx));
  const authors = await authorsOf(
    ctx.db,
    rows.map((row) => row.versionIdx),
  );
  const steps = rows.map((row, i) => {
    const doc = docOf(row.state);
    const texts = partTexts(bookContentOf(doc, locale, weigh));
    doc.destroy();
    // The first state is the version itself: the changes it records came before it.
    const by = i === 0 ? [] : (authors.get(row.versionIdx) ?? []).map((author) => author.memberIdx);
    return { texts, authors: by };
  });
  const current = await currentDocument(ctx.db, documentName.labbook(lbIdx), liveDocuments(ctx));
  const pending = await pendingAuthors(ctx.db, lbIdx);
  steps.push({
    texts: partTexts(bookContentOf(current, locale, weigh)),
    authors: pending.map((author) => author.memberIdx),
  });
  current.destroy();

  const parts = (steps[0]?.texts ?? []).map(({ part }, index) => ({
    part,
    pieces: attributedDiff(steps.map((step) => ({ text: step.texts[index]?.text ?? "", authors: step.authors }))),
  }));
  const named = await membersByIdx(
    ctx.db,
    parts.flatMap((part) => part.pieces.flatMap((piece) => piece.authors)),
  );
  return {
    versionIdx,
    parts,
    authors: [...named.values()].sort((a, b) => a.memberIdx - b.memberIdx),
  };
}

/**
 * Restores a version as a new change of the book (WRITER/OWNER, IN_PROGRESS only): its text, tables
 * and the drawings of its memos that still exist become the current content, for every open editor
 * at once, and a RESTORE version records it with the restorer as its author. The content it
 * replaces is kept first as a BEFORE_RESTORE version (unless the newest version holds it already).
 */
export async function restoreVersion(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  versionIdx: number,
): Promise<VersionSummary> {
  const applied: AppliedChange[] = [];
  let notified: number[] = [];
  try {
    const newIdx = await ctx.db.transaction(async (tx) => {
      const { book, facts } = await readableBook(tx, actor, lbIdx, true);
      authorize(actor, "labbook.write", facts);
      if (book.status !== "IN_PROGRESS") throw new AppError("VERSION_RESTORE_FROZEN");
      const row = await versionRow(tx, lbIdx, versionIdx);
      // What the restore replaces stays in the history, with whoever typed it.
      await keepBeforeReplacing(ctx, tx, lbIdx, actor.memberIdx, {
        reason: "BEFORE_RESTORE",
        restoredFrom: versionIdx,
      });
      const version = docOf(row.state);
      applied.push(await changeDocument(ctx, tx, documentName.labbook(lbIdx), (doc) => applyBookVersion(doc, version)));
      const existing = await tx
        .select({ memoIdx: memos.memoIdx })
        .from(memos)
        .where(and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt)));
      const open = new Set(existing.map((memo) => memo.memoIdx));
      for (const memo of versionMemos(version)) {
        if (!open.has(memo.memoIdx)) continue;
        applied.push(
          await changeDocument(ctx, tx, documentName.memo(memo.memoIdx), (doc) => applyMemoVersion(doc, memo)),
        );
      }
      version.destroy();
      await notePendingAuthors(tx, lbIdx, [actor.memberIdx]);
      const recorded = await recordVersion(tx, lbIdx, "RESTORE", actor.memberIdx, {
        live: liveDocuments(ctx),
        restoredFrom: versionIdx,
      });
      if (recorded === null) throw new AppError("NOT_FOUND");
      // The restore is itself in the book's chain: the restored state's hash, by whom.
      const restored = await versionRow(tx, lbIdx, recorded);
      await appendToChain(tx, lbIdx, { kind: "RESTORE", memberIdx: actor.memberIdx, contentHash: restored.sha256 });
      notified = await notifyBookRestored(ctx, tx, lbIdx, actor.memberIdx);
      return recorded;
    });
    await announceNotifications(ctx, notified);
    const row = await versionRow(ctx.db, lbIdx, newIdx);
    return toSummary(row, await authorsOf(ctx.db, [newIdx]));
  } finally {
    // Stored only now, after the commit (or the rollback: a rolled-back restore still reached the
    // open editors, and is stored as their changes are; a later restore or edit undoes it).
    for (const change of applied) await change.finish();
  }
}
