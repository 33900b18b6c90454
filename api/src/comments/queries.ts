import { and, asc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { comments, members } from "../db/schema";
import { memberLeft, memberName } from "../members/name";
import type { CommentSubject } from "./subject";

const author = alias(members, "comment_author");
const resolver = alias(members, "comment_resolver");

/** The columns every answer is built from. */
export function selectComments(db: Db) {
  return db
    .select({
      commentIdx: comments.commentIdx,
      parentIdx: comments.parentIdx,
      authorIdx: comments.authorIdx,
      authorName: memberName(author),
      authorLeft: memberLeft(author),
      content: comments.content,
      anchor: comments.anchor,
      resolvedBy: comments.resolvedBy,
      resolverName: memberName(resolver),
      resolverLeft: memberLeft(resolver),
      resolvedAt: comments.resolvedAt,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .innerJoin(author, eq(author.memberIdx, comments.authorIdx))
    .leftJoin(resolver, eq(resolver.memberIdx, comments.resolvedBy));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["execute"]>>[number];

/** Comments of one subject only: every query names the kind and the id. */
export function ofSubject(subject: Pick<CommentSubject, "kind" | "idx">): SQL {
  return and(eq(comments.subjectKind, subject.kind), eq(comments.subjectIdx, subject.idx)) as SQL;
}

/** Every comment of the subject, oldest first. */
export function subjectComments(db: Db, subject: CommentSubject): Promise<CommentRow[]> {
  return selectComments(db).where(ofSubject(subject)).orderBy(asc(comments.createdAt), asc(comments.commentIdx));
}

/** One live comment of the subject and the first comment of its thread, or null. */
export async function findComment(
  db: Db,
  subject: CommentSubject,
  commentIdx: number,
): Promise<{ row: CommentRow; thread: CommentRow } | null> {
  const rows = await selectComments(db).where(
    and(
      ofSubject(subject),
      or(
        eq(comments.commentIdx, commentIdx),
        eq(
          comments.commentIdx,
          db.select({ parentIdx: comments.parentIdx }).from(comments).where(eq(comments.commentIdx, commentIdx)),
        ),
      ),
    ),
  );
  const row = rows.find((r) => r.commentIdx === commentIdx);
  if (!row || row.deletedAt !== null) return null;
  const thread = row.parentIdx === null ? row : rows.find((r) => r.commentIdx === row.parentIdx);
  return thread ? { row, thread } : null;
}
