import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { comments, groupMembers, labBookWatches, labBooks, members, projectMembers, projects } from "../db/schema";
import { readableBook } from "../labbook/access";

/**
 * Who watches a book: its writer, its project's OWNERs and everyone who commented on it, plus
 * those who chose to watch, minus those who chose to stop. Only active members.
 */
export async function watchersOf(db: Db, lbIdx: number): Promise<number[]> {
  const [book] = await db
    .select({ writerIdx: labBooks.writerIdx, projectIdx: labBooks.projectIdx })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, lbIdx));
  if (!book) return [];
  const [owners, commenters, choices] = await Promise.all([
    db
      .select({ memberIdx: projectMembers.memberIdx })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectIdx, book.projectIdx), eq(projectMembers.level, "OWNER"))),
    db
      .selectDistinct({ memberIdx: comments.authorIdx })
      .from(comments)
      .where(and(eq(comments.subjectKind, "labbook"), eq(comments.subjectIdx, lbIdx), isNull(comments.deletedAt))),
    db
      .select({ memberIdx: labBookWatches.memberIdx, watching: labBookWatches.watching })
      .from(labBookWatches)
      .where(eq(labBookWatches.lbIdx, lbIdx)),
  ]);
  const watchers = new Set([book.writerIdx, ...owners.map((o) => o.memberIdx), ...commenters.map((c) => c.memberIdx)]);
  for (const choice of choices) {
    if (choice.watching) watchers.add(choice.memberIdx);
    else watchers.delete(choice.memberIdx);
  }
  return activeOnly(db, [...watchers]);
}

/**
 * Who may check (COMPLETE) the book: its project's OWNERs and, outside MoA projects, its group's
 * managers, never its writer (decide's labbook.review). Only active members.
 */
export async function reviewersOf(db: Db, lbIdx: number): Promise<number[]> {
  const [book] = await db
    .select({
      writerIdx: labBooks.writerIdx,
      projectIdx: labBooks.projectIdx,
      groupIdx: labBooks.groupIdx,
      moa: projects.moa,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .where(eq(labBooks.lbIdx, lbIdx));
  if (!book) return [];
  const owners = await db
    .select({ memberIdx: projectMembers.memberIdx })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectIdx, book.projectIdx), eq(projectMembers.level, "OWNER")));
  const managers = book.moa
    ? []
    : await db
        .select({ memberIdx: groupMembers.memberIdx })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupIdx, book.groupIdx), eq(groupMembers.isManager, true)));
  const reviewers = new Set([...owners, ...managers].map((m) => m.memberIdx));
  reviewers.delete(book.writerIdx);
  return activeOnly(db, [...reviewers]);
}

export async function activeOnly(db: Db, memberIdxs: number[]): Promise<number[]> {
  if (memberIdxs.length === 0) return [];
  const rows = await db
    .select({ memberIdx: members.memberIdx })
    .from(members)
    .where(and(eq(members.status, "ACTIVE"), inArray(members.memberIdx, memberIdxs)));
  const active = new Set(rows.map((r) => r.memberIdx));
  return memberIdxs.filter((idx) => active.has(idx));
}

/** Whether the actor watches the book (404 for a book they cannot read). */
export async function isWatching(db: Db, actor: Actor, lbIdx: number): Promise<boolean> {
  await readableBook(db, actor, lbIdx);
  return (await watchersOf(db, lbIdx)).includes(actor.memberIdx);
}

/** Starts or stops watching a book the actor can read; the choice outlasts automatic watching. */
export async function setWatching(db: Db, actor: Actor, lbIdx: number, watching: boolean): Promise<boolean> {
  await readableBook(db, actor, lbIdx);
  await db
    .insert(labBookWatches)
    .values({ lbIdx, memberIdx: actor.memberIdx, watching })
    .onConflictDoUpdate({
      target: [labBookWatches.lbIdx, labBookWatches.memberIdx],
      set: { watching, changedAt: new Date() },
    });
  return watching;
}
