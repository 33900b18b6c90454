import { and, asc, eq, sql } from "drizzle-orm";
import { documentName, labBookPath, type BookKind, type LabBookCreateInput, type LabBookDetail } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import {
  collabDocuments,
  labBookBookmarks,
  labBookSequences,
  labBookTransitions,
  labBooks,
  members,
} from "../db/schema";
import { announceBookEvent, recordBookEvent } from "../bookfeed/record";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { memberLeft, memberName } from "../members/name";
import { loadProject } from "../projects/queries";
import { contentAccess, labBookActions, readableBook } from "./access";
import { seedState } from "./content";
import { shareUrlOf } from "./share";
import { selectSummaries, toSummary } from "./views";

/**
 * The kind a new book gets: a MoA project's books are MoA books; elsewhere LAB (default) or EDU.
 * Asking for MOA outside a MoA project, or EDU inside one, is refused.
 */
function kindFor(asked: BookKind | undefined, projectMoa: boolean): BookKind {
  if (projectMoa) {
    if (asked !== undefined && asked !== "MOA") throw new AppError("BOOK_KIND_MISMATCH");
    return "MOA";
  }
  if (asked === "MOA") throw new AppError("BOOK_KIND_MISMATCH");
  return asked ?? "LAB";
}

/**
 * Creates a book in a project (decide's labbook.create for its kind) with the next year sequence
 * number of its kind in the project's group, and seeds its Y.Doc, once, in the same transaction:
 * the title in the document's title text. Nobody else ever seeds a book, so two editors opening it
 * see one title.
 */
export async function createLabBook(
  ctx: AppContext,
  actor: Actor,
  input: LabBookCreateInput,
  origin: string,
): Promise<LabBookDetail> {
  const { project, facts } = await loadProject(ctx.db, input.projectIdx, actor);
  const kind = kindFor(input.kind, project.moa);
  authorize(actor, "labbook.create", { ...facts, bookKind: kind });
  const title = input.title.trim();
  const lbIdx = await ctx.db.transaction(async (tx) => {
    // The upsert takes the counter row's lock until commit; the number is never handed out again.
    const [seq] = await tx
      .insert(labBookSequences)
      .values({ groupIdx: project.groupIdx, kind, year: sql`extract(year from now())::int`, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [labBookSequences.groupIdx, labBookSequences.kind, labBookSequences.year],
        set: { lastNumber: sql`${labBookSequences.lastNumber} + 1` },
      })
      .returning({ year: labBookSequences.year, number: labBookSequences.lastNumber });
    if (!seq) throw new Error("lab book sequence upsert returned nothing");
    const [book] = await tx
      .insert(labBooks)
      .values({
        projectIdx: project.projectIdx,
        groupIdx: project.groupIdx,
        title,
        kind,
        writerIdx: actor.memberIdx,
        seqYear: seq.year,
        seqNumber: seq.number,
      })
      .returning({ lbIdx: labBooks.lbIdx });
    if (!book) throw new Error("lab book insert returned nothing");
    await tx.insert(collabDocuments).values({ name: documentName.labbook(book.lbIdx), state: seedState(title) });
    await recordBookEvent(tx, { lbIdx: book.lbIdx, kind: "CREATED", actorIdx: actor.memberIdx });
    return book.lbIdx;
  });
  await announceBookEvent(ctx, project.groupIdx);
  return labBookDetail(ctx, actor, lbIdx, origin);
}

/** One lab book with what the actor may do with it now. */
export async function labBookDetail(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  origin: string,
): Promise<LabBookDetail> {
  const { db } = ctx;
  const { book, facts } = await readableBook(db, actor, lbIdx);
  const [[summary], [extra], transitions] = await Promise.all([
    selectSummaries(db, actor.memberIdx).where(eq(labBooks.lbIdx, lbIdx)),
    db
      .select({ snapshotSha256: labBooks.snapshotSha256, completedByName: memberName(), completedByLeft: memberLeft() })
      .from(labBooks)
      .leftJoin(members, eq(members.memberIdx, labBooks.completedBy))
      .where(eq(labBooks.lbIdx, lbIdx)),
    db
      .select({
        kind: labBookTransitions.kind,
        sourceLbIdx: labBookTransitions.sourceLbIdx,
        sourceSeqNo: labBookTransitions.sourceSeqNo,
        sourceTitle: labBookTransitions.sourceTitle,
        parts: labBookTransitions.importParts,
        from: labBookTransitions.fromStatus,
        to: labBookTransitions.toStatus,
        memberIdx: labBookTransitions.byIdx,
        name: memberName(),
        left: memberLeft(),
        at: labBookTransitions.at,
      })
      .from(labBookTransitions)
      .innerJoin(members, eq(members.memberIdx, labBookTransitions.byIdx))
      .where(eq(labBookTransitions.lbIdx, lbIdx))
      .orderBy(asc(labBookTransitions.at), asc(labBookTransitions.transitionIdx)),
  ]);
  if (!summary || !extra) throw new AppError("NOT_FOUND");
  const can = labBookActions(actor, book, facts);
  return {
    ...toSummary(summary),
    access: contentAccess(actor, book.status, facts) === "write" ? "write" : "read",
    bookUrl: origin + labBookPath(lbIdx),
    shareUrl: can.share && book.sharePermission === "PUBLIC" ? shareUrlOf(origin, lbIdx, book.shareKey) : null,
    completedBy:
      book.completedBy === null
        ? null
        : { memberIdx: book.completedBy, name: extra.completedByName ?? "", left: extra.completedByLeft === true },
    snapshotSha256: extra.snapshotSha256,
    transitions: transitions.map((t) => ({
      kind: t.kind,
      from: t.from,
      to: t.to,
      by: { memberIdx: t.memberIdx, name: t.name, left: t.left },
      at: t.at.toISOString(),
      imported:
        t.kind === "IMPORT"
          ? {
              source: { lbIdx: t.sourceLbIdx, seqNo: t.sourceSeqNo ?? "", title: t.sourceTitle ?? "" },
              parts: t.parts ?? [],
            }
          : null,
    })),
    can,
  };
}

/** Sets the actor's bookmark on a book they may read; toggles it when `bookmarked` is not given. */
export async function setBookmark(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  bookmarked: boolean | undefined,
): Promise<{ bookmarked: boolean }> {
  await readableBook(ctx.db, actor, lbIdx);
  const mine = and(eq(labBookBookmarks.memberIdx, actor.memberIdx), eq(labBookBookmarks.lbIdx, lbIdx));
  const want =
    bookmarked ??
    (await ctx.db.select({ lbIdx: labBookBookmarks.lbIdx }).from(labBookBookmarks).where(mine)).length === 0;
  if (want) {
    await ctx.db.insert(labBookBookmarks).values({ memberIdx: actor.memberIdx, lbIdx }).onConflictDoNothing();
  } else {
    await ctx.db.delete(labBookBookmarks).where(mine);
  }
  return { bookmarked: want };
}
