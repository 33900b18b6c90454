import { eq, sql } from "drizzle-orm";
import {
  commentRefusal,
  commentRights,
  type Comment,
  type CommentAction,
  type CommentCreateInput,
  type CommentList,
  mentionsIn,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { comments } from "../db/schema";
import { AppError } from "../lib/errors";
import { findComment, selectComments, subjectComments, type CommentRow } from "./queries";
import type { CommentSubject } from "./subject";

type Created = Omit<CommentCreateInput, "content"> & { content: string };

/** The answer for one row; `threadAuthorIdx` is the author of the thread's first comment. */
function toComment(row: CommentRow, threadAuthorIdx: number, subject: CommentSubject, actor: Actor): Comment {
  const deleted = row.deletedAt !== null;
  const rights = commentRights(subject.standing, { authorIdx: row.authorIdx, threadAuthorIdx }, actor.memberIdx);
  return {
    lcmIdx: row.commentIdx,
    parentIdx: row.parentIdx,
    author: { memberIdx: row.authorIdx, name: row.authorName, left: row.authorLeft },
    content: deleted ? "" : row.content,
    anchor: deleted ? null : row.anchor,
    resolved: row.resolvedAt !== null,
    resolvedBy:
      row.resolvedBy === null
        ? null
        : { memberIdx: row.resolvedBy, name: row.resolverName ?? "", left: row.resolverLeft === true },
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    can: deleted ? { edit: false, delete: false, resolve: false } : rights,
  };
}

/** 404 for a comment that is not (or no longer) there, 403 with the action's message when refused. */
async function permitted(db: Db, actor: Actor, subject: CommentSubject, commentIdx: number, action: CommentAction) {
  const found = await findComment(db, subject, commentIdx);
  if (!found) throw new AppError("NOT_FOUND");
  const rights = commentRights(
    subject.standing,
    { authorIdx: found.row.authorIdx, threadAuthorIdx: found.thread.authorIdx },
    actor.memberIdx,
  );
  if (!rights[action]) throw new AppError(commentRefusal[action]);
  return found;
}

async function reread(db: Db, actor: Actor, subject: CommentSubject, commentIdx: number): Promise<Comment> {
  const found = await findComment(db, subject, commentIdx);
  if (!found) throw new AppError("NOT_FOUND");
  return toComment(found.row, found.thread.authorIdx, subject, actor);
}

/**
 * Every thread of the subject, oldest first, replies after their thread. A deleted thread stays
 * (without its text) while it has replies; deleted replies are left out.
 */
export async function listComments(db: Db, actor: Actor, subject: CommentSubject): Promise<CommentList> {
  const [rows, mentionable] = await Promise.all([subjectComments(db, subject), subject.mentionable()]);
  const threadAuthor = new Map(rows.filter((r) => r.parentIdx === null).map((r) => [r.commentIdx, r.authorIdx]));
  const liveReplies = new Set(rows.filter((r) => r.parentIdx !== null && r.deletedAt === null).map((r) => r.parentIdx));
  const shown = rows.filter((r) =>
    r.parentIdx === null ? r.deletedAt === null || liveReplies.has(r.commentIdx) : r.deletedAt === null,
  );
  return {
    comments: shown.map((r) =>
      toComment(r, threadAuthor.get(r.parentIdx ?? r.commentIdx) ?? r.authorIdx, subject, actor),
    ),
    members: mentionable,
    canComment: subject.standing.reads,
  };
}

/** A new thread, or a reply: a reply to a reply joins that reply's thread (one level deep). */
export async function createComment(db: Db, actor: Actor, subject: CommentSubject, input: Created): Promise<Comment> {
  let parent: { commentIdx: number; authorIdx: number } | null = null;
  if (input.parentIdx !== undefined) {
    const found = await findComment(db, subject, input.parentIdx);
    if (!found) throw new AppError("NOT_FOUND");
    parent = found.thread;
  }
  await refuseUnreachableMentions(subject, input.content);
  const { commentIdx, announce } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comments)
      .values({
        subjectKind: subject.kind,
        subjectIdx: subject.idx,
        parentIdx: parent?.commentIdx ?? null,
        authorIdx: actor.memberIdx,
        content: input.content,
        anchor: input.anchor ?? null,
      })
      .returning({ commentIdx: comments.commentIdx });
    if (!created) throw new Error("comment insert returned nothing");
    const done = await subject.notify?.(tx, {
      commentIdx: created.commentIdx,
      content: input.content,
      threadAuthorIdx: parent?.authorIdx ?? null,
    });
    return { commentIdx: created.commentIdx, announce: done };
  });
  await subject.commented?.(db, commentIdx);
  await subject.changed();
  await announce?.();
  return reread(db, actor, subject, commentIdx);
}

/**
 * A mention reaches only members who may read the subject: naming anyone else is refused with
 * their names (nothing posted, nobody notified), so the writer knows the mention would be lost.
 */
async function refuseUnreachableMentions(subject: CommentSubject, content: string): Promise<void> {
  const mentions = mentionsIn(content);
  if (mentions.length === 0) return;
  const readers = new Set((await subject.mentionable()).map((member) => member.memberIdx));
  const unreachable = mentions.filter((mention) => !readers.has(mention.memberIdx));
  if (unreachable.length > 0) {
    throw new AppError("MENTION_NOT_READER", undefined, {
      params: { names: unreachable.map((mention) => mention.name).join(", ") },
    });
  }
}

/** Authors edit their own comments; nobody else does. */
export async function updateComment(
  db: Db,
  actor: Actor,
  subject: CommentSubject,
  commentIdx: number,
  content: string,
): Promise<Comment> {
  await permitted(db, actor, subject, commentIdx, "edit");
  await db
    .update(comments)
    .set({ content, editedAt: sql`now()` })
    .where(eq(comments.commentIdx, commentIdx));
  await subject.changed();
  return reread(db, actor, subject, commentIdx);
}

/** Authors delete their own; the subject's moderators delete any. The row stays, marked deleted. */
export async function deleteComment(
  db: Db,
  actor: Actor,
  subject: CommentSubject,
  commentIdx: number,
): Promise<{ lcmIdx: number; deleted: true }> {
  await permitted(db, actor, subject, commentIdx, "delete");
  await db
    .update(comments)
    .set({ deletedAt: sql`now()`, deletedBy: actor.memberIdx })
    .where(eq(comments.commentIdx, commentIdx));
  await subject.changed();
  return { lcmIdx: commentIdx, deleted: true };
}

/** Resolves or reopens the thread the comment belongs to; answers with the thread's first comment. */
export async function resolveThread(
  db: Db,
  actor: Actor,
  subject: CommentSubject,
  commentIdx: number,
  resolved: boolean,
): Promise<Comment> {
  const { thread } = await permitted(db, actor, subject, commentIdx, "resolve");
  await db
    .update(comments)
    .set(resolved ? { resolvedBy: actor.memberIdx, resolvedAt: sql`now()` } : { resolvedBy: null, resolvedAt: null })
    .where(eq(comments.commentIdx, thread.commentIdx));
  await subject.changed();
  const [row] = await selectComments(db).where(eq(comments.commentIdx, thread.commentIdx));
  if (!row) throw new AppError("NOT_FOUND");
  return toComment(row, row.authorIdx, subject, actor);
}
