import type { Request, Response } from "express";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  can,
  communityLimits,
  decideBoard,
  formatSeqNo,
  isAdministrator,
  richTextExcerpt,
  richTextMentions,
  richTextPlainText,
  type BoardBook,
  type BoardCategory,
  type BoardList,
  type BoardPost,
  type CommunityGroup,
  type RichTextDoc,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { boardPostBooks, boardPosts, groupMembers, groups, members } from "../db/schema";
import { loadGroup } from "../groups/queries";
import { AppError } from "../lib/errors";
import { containsPattern } from "../lib/like";
import { findLabBook } from "../labbook/access";
import { memberLeft, memberName } from "../members/name";
import {
  attachmentCounts,
  deleteCommunityAttachment,
  dropSubjectAttachments,
  maxUploadBytes,
  removeFiles,
  sendCommunityAttachment,
  subjectAttachments,
  uploadCommunityAttachment,
} from "../community/attachments";
import { commentCounts, dropSubjectComments } from "../community/counts";
import { announceCommunity } from "../community/live";
import { notifyPostMentions } from "../notifications/community-events";
import { announceNotifications } from "../notifications/record";
import { authorizeBoard, postFor } from "./access";

interface Input {
  title: string;
  category: BoardCategory;
  content: RichTextDoc;
  lbIdxs: number[];
}

const liveKey = (boardIdx: number) => `board.${boardIdx}`;

function selectPosts(db: Db) {
  return db
    .select({
      boardIdx: boardPosts.boardIdx,
      groupIdx: boardPosts.groupIdx,
      groupName: groups.groupName,
      title: boardPosts.title,
      category: boardPosts.category,
      content: boardPosts.content,
      writerIdx: boardPosts.writerIdx,
      writerName: memberName(),
      writerLeft: memberLeft(),
      createdAt: boardPosts.createdAt,
      editedAt: boardPosts.editedAt,
    })
    .from(boardPosts)
    .innerJoin(members, eq(members.memberIdx, boardPosts.writerIdx))
    .innerJoin(groups, eq(groups.groupIdx, boardPosts.groupIdx));
}
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["execute"]>>[number];

function toCommon(row: PostRow, commentCount: number) {
  return {
    boardIdx: row.boardIdx,
    groupIdx: row.groupIdx,
    groupName: row.groupName,
    title: row.title,
    category: row.category,
    writer: { memberIdx: row.writerIdx, name: row.writerName, left: row.writerLeft },
    writeDate: row.createdAt.toISOString(),
    editDate: row.editedAt?.toISOString() ?? null,
    commentCount,
  };
}

/** The groups whose boards the caller reads: their own groups (administrators: every group). */
async function readableGroups(db: Db, actor: Actor): Promise<CommunityGroup[]> {
  const query = db.select({ groupIdx: groups.groupIdx, groupName: groups.groupName }).from(groups);
  if (isAdministrator(actor.role)) return query.orderBy(asc(groups.groupName));
  return query
    .where(
      inArray(
        groups.groupIdx,
        db
          .select({ groupIdx: groupMembers.groupIdx })
          .from(groupMembers)
          .where(eq(groupMembers.memberIdx, actor.memberIdx)),
      ),
    )
    .orderBy(asc(groups.groupName));
}

/** Each lab book must be one the writer may read: else 400 naming it (unseen and missing alike). */
async function checkBooks(db: Db, actor: Actor, lbIdxs: number[], already: number[] = []): Promise<void> {
  for (const [i, lbIdx] of lbIdxs.entries()) {
    if (already.includes(lbIdx)) continue;
    const found = await findLabBook(db, lbIdx, actor);
    if (!found || !can(actor, "labbook.read", found.facts)) {
      throw new AppError("VALIDATION_FAILED", undefined, {
        issues: [{ path: ["lbIdxs", i], message: "validation.invalid" }],
      });
    }
  }
}

async function saveBooks(db: Db, boardIdx: number, lbIdxs: number[]): Promise<void> {
  await db.delete(boardPostBooks).where(eq(boardPostBooks.boardIdx, boardIdx));
  if (lbIdxs.length === 0) return;
  await db.insert(boardPostBooks).values(lbIdxs.map((lbIdx, position) => ({ boardIdx, lbIdx, position })));
}

async function bookIdxsOf(db: Db, boardIdx: number): Promise<number[]> {
  const rows = await db
    .select({ lbIdx: boardPostBooks.lbIdx })
    .from(boardPostBooks)
    .where(eq(boardPostBooks.boardIdx, boardIdx))
    .orderBy(asc(boardPostBooks.position));
  return rows.map((row) => row.lbIdx);
}

/** Cards of the post's books: a book the caller may not read shows its number only. */
async function bookCards(db: Db, actor: Actor, lbIdxs: number[]): Promise<BoardBook[]> {
  const cards: BoardBook[] = [];
  for (const lbIdx of lbIdxs) {
    const found = await findLabBook(db, lbIdx, actor);
    if (!found) continue;
    const { book } = found;
    if (!can(actor, "labbook.read", found.facts)) {
      cards.push({
        lbIdx,
        readable: false,
        title: null,
        seqNo: null,
        status: null,
        writerName: null,
        writerLeft: false,
      });
      continue;
    }
    const [writer] = await db
      .select({ name: memberName(), left: memberLeft() })
      .from(members)
      .where(eq(members.memberIdx, book.writerIdx));
    cards.push({
      lbIdx,
      readable: true,
      title: book.title,
      seqNo: formatSeqNo(book.kind, book.seqYear, book.seqNumber),
      status: book.status,
      writerName: writer?.name ?? "",
      writerLeft: writer?.left ?? false,
    });
  }
  return cards;
}

const values = (input: Input) => ({
  title: input.title,
  category: input.category,
  content: input.content,
  plainText: richTextPlainText(input.content),
});

/** A post as the subject of its notifications. */
const postRef = (boardIdx: number, groupIdx: number) => ({
  subjectType: "board" as const,
  subjectIdx: boardIdx,
  link: `/board/experiment/${boardIdx}`,
  groupIdx,
});

export async function createPost(
  ctx: AppContext,
  actor: Actor,
  input: Input & { groupIdx: number },
): Promise<BoardPost> {
  const { standing } = await loadGroup(ctx.db, input.groupIdx, actor.memberIdx);
  authorizeBoard(actor, "post", { group: standing });
  await checkBooks(ctx.db, actor, input.lbIdxs);
  let notified: number[] = [];
  const boardIdx = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardPosts)
      .values({ groupIdx: input.groupIdx, writerIdx: actor.memberIdx, ...values(input) })
      .returning({ boardIdx: boardPosts.boardIdx });
    if (!row) throw new Error("board post insert returned nothing");
    await saveBooks(tx, row.boardIdx, input.lbIdxs);
    notified = await notifyPostMentions(
      ctx,
      tx,
      postRef(row.boardIdx, input.groupIdx),
      { now: richTextMentions(input.content), before: [] },
      actor.memberIdx,
    );
    return row.boardIdx;
  });
  await announceCommunity(ctx, input.groupIdx, liveKey(boardIdx));
  await announceNotifications(ctx, notified);
  return getPost(ctx, actor, boardIdx);
}

export async function listPosts(
  ctx: AppContext,
  actor: Actor,
  query: { groupIdx?: number; category?: BoardCategory; q?: string; page: number },
): Promise<BoardList> {
  const { db } = ctx;
  const readable = await readableGroups(db, actor);
  const conditions: SQL[] = [];
  if (query.groupIdx !== undefined) {
    const { standing } = await loadGroup(db, query.groupIdx, actor.memberIdx);
    authorizeBoard(actor, "read", { group: standing });
    conditions.push(eq(boardPosts.groupIdx, query.groupIdx));
  } else {
    const mine = readable.map((group) => group.groupIdx);
    conditions.push(mine.length > 0 ? inArray(boardPosts.groupIdx, mine) : sql`false`);
  }
  if (query.category) conditions.push(eq(boardPosts.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(sql`${boardPosts.title} ilike ${pattern}`, sql`${boardPosts.plainText} ilike ${pattern}`) as SQL,
    );
  }
  const where = and(...conditions);
  const pageSize = communityLimits.pageSize;
  const [rows, [count]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(desc(boardPosts.createdAt), desc(boardPosts.boardIdx))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boardPosts)
      .where(where),
  ]);
  const idxs = rows.map((row) => row.boardIdx);
  const [comments, files, books] = await Promise.all([
    commentCounts(db, "board", idxs),
    attachmentCounts(db, "board", idxs),
    idxs.length === 0
      ? Promise.resolve([])
      : db
          .select({ boardIdx: boardPostBooks.boardIdx, n: sql<number>`count(*)::int` })
          .from(boardPostBooks)
          .where(inArray(boardPostBooks.boardIdx, idxs))
          .groupBy(boardPostBooks.boardIdx),
  ]);
  const bookCount = new Map(books.map((row) => [row.boardIdx, row.n]));
  return {
    posts: rows.map((row) => ({
      ...toCommon(row, comments.get(row.boardIdx) ?? 0),
      excerpt: richTextExcerpt(row.content),
      bookCount: bookCount.get(row.boardIdx) ?? 0,
      attachmentCount: files.get(row.boardIdx) ?? 0,
    })),
    groups: readable,
    total: count?.n ?? 0,
    page: query.page,
    pageSize,
  };
}

export async function getPost(ctx: AppContext, actor: Actor, boardIdx: number): Promise<BoardPost> {
  const { db } = ctx;
  const { row: post, group } = await postFor(db, actor, boardIdx, "read");
  const [row] = await selectPosts(db).where(eq(boardPosts.boardIdx, boardIdx));
  if (!row) throw new AppError("NOT_FOUND");
  const lbIdxs = await bookIdxsOf(db, boardIdx);
  const [comments, attachments, books] = await Promise.all([
    commentCounts(db, "board", [boardIdx]),
    subjectAttachments(db, { kind: "board", idx: boardIdx }),
    bookCards(db, actor, lbIdxs),
  ]);
  const facts = { group, isWriter: post.writerIdx === actor.memberIdx };
  return {
    ...toCommon(row, comments.get(boardIdx) ?? 0),
    content: row.content,
    lbIdxs,
    books,
    attachments,
    maxBytes: maxUploadBytes(ctx),
    can: { edit: decideBoard(actor, "write", facts).allowed, delete: decideBoard(actor, "delete", facts).allowed },
  };
}

/** The writer edits; books already on the post stay even if the writer no longer reads them. */
export async function updatePost(ctx: AppContext, actor: Actor, boardIdx: number, input: Input): Promise<BoardPost> {
  const { row } = await postFor(ctx.db, actor, boardIdx, "write");
  await checkBooks(ctx.db, actor, input.lbIdxs, await bookIdxsOf(ctx.db, boardIdx));
  let notified: number[] = [];
  await ctx.db.transaction(async (tx) => {
    const locked = await postFor(tx, actor, boardIdx, "write", true);
    await tx
      .update(boardPosts)
      .set({ ...values(input), editedAt: sql`now()` })
      .where(eq(boardPosts.boardIdx, boardIdx));
    await saveBooks(tx, boardIdx, input.lbIdxs);
    // Those the edit newly mentions; the ones mentioned before were told then.
    notified = await notifyPostMentions(
      ctx,
      tx,
      postRef(boardIdx, row.groupIdx),
      { now: richTextMentions(input.content), before: richTextMentions(locked.row.content) },
      actor.memberIdx,
    );
  });
  await announceCommunity(ctx, row.groupIdx, liveKey(boardIdx));
  await announceNotifications(ctx, notified);
  return getPost(ctx, actor, boardIdx);
}

/** The writer, or the group's managers, delete a post with its comments and files. */
export async function deletePost(ctx: AppContext, actor: Actor, boardIdx: number): Promise<{ boardIdx: number }> {
  const { groupIdx, keys } = await ctx.db.transaction(async (tx) => {
    const { row } = await postFor(tx, actor, boardIdx, "delete", true);
    await dropSubjectComments(tx, "board", boardIdx);
    const dropped = await dropSubjectAttachments(tx, { kind: "board", idx: boardIdx });
    await tx.delete(boardPosts).where(eq(boardPosts.boardIdx, boardIdx));
    return { groupIdx: row.groupIdx, keys: dropped };
  });
  await removeFiles(ctx, keys);
  await announceCommunity(ctx, groupIdx, liveKey(boardIdx));
  return { boardIdx };
}

export async function uploadPostAttachment(ctx: AppContext, actor: Actor, boardIdx: number, req: Request) {
  let groupIdx: number;
  try {
    groupIdx = (await postFor(ctx.db, actor, boardIdx, "write")).row.groupIdx;
  } catch (error) {
    req.resume();
    throw error;
  }
  const created = await uploadCommunityAttachment(ctx, actor, { kind: "board", idx: boardIdx }, req, (tx) =>
    postFor(tx, actor, boardIdx, "write", true),
  );
  await announceCommunity(ctx, groupIdx, liveKey(boardIdx));
  return created;
}

export async function sendPostAttachment(
  ctx: AppContext,
  actor: Actor,
  boardIdx: number,
  attachmentIdx: number,
  inline: boolean,
  res: Response,
) {
  await postFor(ctx.db, actor, boardIdx, "read");
  await sendCommunityAttachment(ctx, { kind: "board", idx: boardIdx }, attachmentIdx, inline, res);
}

/** The writer removes a file of their post (a file is part of what they wrote). */
export async function deletePostAttachment(ctx: AppContext, actor: Actor, boardIdx: number, attachmentIdx: number) {
  const { row } = await postFor(ctx.db, actor, boardIdx, "read");
  if (row.writerIdx !== actor.memberIdx) throw new AppError("NO_DELETE_AUTHORITY");
  const removed = await deleteCommunityAttachment(ctx, { kind: "board", idx: boardIdx }, attachmentIdx);
  await announceCommunity(ctx, row.groupIdx, liveKey(boardIdx));
  return removed;
}
