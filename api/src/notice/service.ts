import type { Request, Response } from "express";
import { and, asc, desc, eq, exists, gte, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import {
  communityLimits,
  decideNotice,
  isAdministrator,
  noticeLimits,
  richTextExcerpt,
  richTextMentions,
  richTextPlainText,
  type CommunityGroup,
  type Notice,
  type NoticeCreateInput,
  type NoticeList,
  type NoticeSummary,
  type NoticeUnread,
  type RichTextDoc,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, groups, members, noticeReads, notices } from "../db/schema";
import { loadGroup } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { containsPattern } from "../lib/like";
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
import { notifyNoticePublished, notifyPostMentions } from "../notifications/community-events";
import { announceNotifications } from "../notifications/record";
import { checkNoticeAudience, noticeFor } from "./access";

type Input = {
  title: string;
  content: RichTextDoc;
  pinned: boolean;
  showUntil?: string | null;
};

const liveKey = (noticeIdx: number) => `notice.${noticeIdx}`;

/** Groups the member belongs to, as a subquery. */
function myGroups(db: Db, memberIdx: number, managersOnly = false) {
  const conditions = [eq(groupMembers.memberIdx, memberIdx)];
  if (managersOnly) conditions.push(eq(groupMembers.isManager, true));
  return db
    .select({ groupIdx: groupMembers.groupIdx })
    .from(groupMembers)
    .where(and(...conditions));
}

/** Still shown: no show-until date or not past it; those who may edit it see it afterwards too. */
function shown(db: Db, actor: Actor): SQL {
  const current = or(isNull(notices.showUntil), gte(notices.showUntil, sql`current_date`));
  if (isAdministrator(actor.role)) return sql`true`;
  return or(current, inArray(notices.groupIdx, myGroups(db, actor.memberIdx, true))) as SQL;
}

const unreadSql = (db: Db, memberIdx: number) =>
  not(
    exists(
      db
        .select({ one: sql`1` })
        .from(noticeReads)
        .where(and(eq(noticeReads.noticeIdx, notices.noticeIdx), eq(noticeReads.memberIdx, memberIdx))),
    ),
  );

function selectSummaries(db: Db, actor: Actor) {
  return db
    .select({
      noticeIdx: notices.noticeIdx,
      groupIdx: notices.groupIdx,
      groupName: groups.groupName,
      title: notices.title,
      content: notices.content,
      pinned: notices.pinned,
      showUntil: notices.showUntil,
      expired: sql<boolean>`(${notices.showUntil} is not null and ${notices.showUntil} < current_date)`,
      writerIdx: notices.writerIdx,
      writerName: memberName(),
      writerLeft: memberLeft(),
      createdAt: notices.createdAt,
      editedAt: notices.editedAt,
      unread: sql<boolean>`${unreadSql(db, actor.memberIdx)}`,
    })
    .from(notices)
    .innerJoin(members, eq(members.memberIdx, notices.writerIdx))
    .leftJoin(groups, eq(groups.groupIdx, notices.groupIdx));
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>["execute"]>>[number];

function toCommon(row: SummaryRow, commentCount: number) {
  return {
    noticeIdx: row.noticeIdx,
    groupIdx: row.groupIdx,
    groupName: row.groupName,
    title: row.title,
    pinned: row.pinned,
    showUntil: row.showUntil,
    expired: row.expired,
    writer: { memberIdx: row.writerIdx, name: row.writerName, left: row.writerLeft },
    writeDate: row.createdAt.toISOString(),
    editDate: row.editedAt?.toISOString() ?? null,
    unread: row.unread,
    commentCount,
  };
}

async function toSummaries(db: Db, rows: SummaryRow[]): Promise<NoticeSummary[]> {
  const idxs = rows.map((row) => row.noticeIdx);
  const [comments, files] = await Promise.all([
    commentCounts(db, "notice", idxs),
    attachmentCounts(db, "notice", idxs),
  ]);
  return rows.map((row) => ({
    ...toCommon(row, comments.get(row.noticeIdx) ?? 0),
    excerpt: richTextExcerpt(row.content),
    attachmentCount: files.get(row.noticeIdx) ?? 0,
  }));
}

/** Notices the caller sees in lists: the installation's and their groups' (or one group's). */
function visible(db: Db, actor: Actor, groupIdx: number | undefined): SQL {
  const audience =
    groupIdx === undefined
      ? or(isNull(notices.groupIdx), inArray(notices.groupIdx, myGroups(db, actor.memberIdx)))
      : eq(notices.groupIdx, groupIdx);
  return and(audience, shown(db, actor)) as SQL;
}

/** The groups whose notices the caller writes: those they manage (administrators: every group). */
async function writableGroups(db: Db, actor: Actor): Promise<CommunityGroup[]> {
  const query = db.select({ groupIdx: groups.groupIdx, groupName: groups.groupName }).from(groups);
  const rows = isAdministrator(actor.role)
    ? await query.orderBy(asc(groups.groupName))
    : await query.where(inArray(groups.groupIdx, myGroups(db, actor.memberIdx, true))).orderBy(asc(groups.groupName));
  return rows;
}

const values = (input: Input) => ({
  title: input.title,
  content: input.content,
  plainText: richTextPlainText(input.content),
  pinned: input.pinned,
  showUntil: input.showUntil ?? null,
});

export async function createNotice(
  ctx: AppContext,
  actor: Actor,
  input: Omit<NoticeCreateInput, "content" | "pinned"> & Input,
): Promise<Notice> {
  const groupIdx = input.groupIdx ?? null;
  await checkNoticeAudience(ctx.db, actor, groupIdx);
  let notified: number[] = [];
  const noticeIdx = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ groupIdx, writerIdx: actor.memberIdx, ...values(input) })
      .returning({ noticeIdx: notices.noticeIdx });
    if (!row) throw new Error("notice insert returned nothing");
    // The writer has read what they wrote.
    await tx.insert(noticeReads).values({ noticeIdx: row.noticeIdx, memberIdx: actor.memberIdx });
    const post = {
      subjectType: "notice" as const,
      subjectIdx: row.noticeIdx,
      link: `/notice/${row.noticeIdx}`,
      groupIdx,
    };
    const mentioned = await notifyPostMentions(
      ctx,
      tx,
      post,
      { now: richTextMentions(input.content), before: [] },
      actor.memberIdx,
    );
    notified = [
      ...mentioned,
      ...(await notifyNoticePublished(ctx, tx, { noticeIdx: row.noticeIdx, groupIdx }, actor.memberIdx, mentioned)),
    ];
    return row.noticeIdx;
  });
  await announceCommunity(ctx, groupIdx, liveKey(noticeIdx));
  await announceNotifications(ctx, notified);
  return getNotice(ctx, actor, noticeIdx);
}

export async function listNotices(
  ctx: AppContext,
  actor: Actor,
  query: { groupIdx?: number; q?: string; page: number },
): Promise<NoticeList> {
  const { db } = ctx;
  if (query.groupIdx !== undefined) {
    const { standing } = await loadGroup(db, query.groupIdx, actor.memberIdx);
    authorize(actor, "group.view", { group: standing });
  }
  const conditions = [visible(db, actor, query.groupIdx)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(sql`${notices.title} ilike ${pattern}`, sql`${notices.plainText} ilike ${pattern}`) as SQL);
  }
  const where = and(...conditions);
  const pageSize = communityLimits.pageSize;
  const [rows, [count], writable] = await Promise.all([
    selectSummaries(db, actor)
      .where(where)
      .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.noticeIdx))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(where),
    writableGroups(db, actor),
  ]);
  return {
    notices: await toSummaries(db, rows),
    total: count?.n ?? 0,
    page: query.page,
    pageSize,
    canWrite: { installation: isAdministrator(actor.role), groups: writable },
  };
}

/** The navigation's unread count and the dashboard's latest notices (pinned first). */
export async function unreadNotices(ctx: AppContext, actor: Actor): Promise<NoticeUnread> {
  const { db } = ctx;
  const where = visible(db, actor, undefined);
  const current = or(isNull(notices.showUntil), gte(notices.showUntil, sql`current_date`));
  const [rows, [count]] = await Promise.all([
    selectSummaries(db, actor)
      .where(and(where, current))
      .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.noticeIdx))
      .limit(noticeLimits.latest),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(where, current, unreadSql(db, actor.memberIdx))),
  ]);
  return { unreadCount: count?.n ?? 0, latest: await toSummaries(db, rows) };
}

/** A notice with its text and files; opening it marks it read for the caller. */
export async function getNotice(ctx: AppContext, actor: Actor, noticeIdx: number): Promise<Notice> {
  const { db } = ctx;
  const { group } = await noticeFor(db, actor, noticeIdx, "read");
  const [row] = await selectSummaries(db, actor).where(eq(notices.noticeIdx, noticeIdx));
  if (!row) throw new Error("notice vanished");
  await db.insert(noticeReads).values({ noticeIdx, memberIdx: actor.memberIdx }).onConflictDoNothing();
  const [comments, attachments] = await Promise.all([
    commentCounts(db, "notice", [noticeIdx]),
    subjectAttachments(db, { kind: "notice", idx: noticeIdx }),
  ]);
  return {
    ...toCommon(row, comments.get(noticeIdx) ?? 0),
    content: row.content,
    attachments,
    maxBytes: maxUploadBytes(ctx),
    can: {
      edit: decideNotice(actor, "write", group).allowed,
      delete: decideNotice(actor, "delete", group).allowed,
    },
  };
}

export async function updateNotice(ctx: AppContext, actor: Actor, noticeIdx: number, input: Input): Promise<Notice> {
  let notified: number[] = [];
  const groupIdx = await ctx.db.transaction(async (tx) => {
    const { row } = await noticeFor(tx, actor, noticeIdx, "write", true);
    await tx
      .update(notices)
      .set({ ...values(input), editedAt: sql`now()` })
      .where(eq(notices.noticeIdx, noticeIdx));
    // Those the edit newly mentions; the ones mentioned before were told then.
    notified = await notifyPostMentions(
      ctx,
      tx,
      { subjectType: "notice", subjectIdx: noticeIdx, link: `/notice/${noticeIdx}`, groupIdx: row.groupIdx },
      { now: richTextMentions(input.content), before: richTextMentions(row.content) },
      actor.memberIdx,
    );
    return row.groupIdx;
  });
  await announceCommunity(ctx, groupIdx, liveKey(noticeIdx));
  await announceNotifications(ctx, notified);
  return getNotice(ctx, actor, noticeIdx);
}

/** Deletes a notice with its comments, reads and files. */
export async function deleteNotice(ctx: AppContext, actor: Actor, noticeIdx: number): Promise<{ noticeIdx: number }> {
  const { groupIdx, keys } = await ctx.db.transaction(async (tx) => {
    const { row } = await noticeFor(tx, actor, noticeIdx, "delete", true);
    await dropSubjectComments(tx, "notice", noticeIdx);
    const dropped = await dropSubjectAttachments(tx, { kind: "notice", idx: noticeIdx });
    await tx.delete(notices).where(eq(notices.noticeIdx, noticeIdx));
    return { groupIdx: row.groupIdx, keys: dropped };
  });
  await removeFiles(ctx, keys);
  await announceCommunity(ctx, groupIdx, liveKey(noticeIdx));
  return { noticeIdx };
}

export async function uploadNoticeAttachment(ctx: AppContext, actor: Actor, noticeIdx: number, req: Request) {
  try {
    await noticeFor(ctx.db, actor, noticeIdx, "write");
  } catch (error) {
    req.resume();
    throw error;
  }
  const subject = { kind: "notice" as const, idx: noticeIdx };
  const created = await uploadCommunityAttachment(ctx, actor, subject, req, (tx) =>
    noticeFor(tx, actor, noticeIdx, "write", true),
  );
  const { row } = await noticeFor(ctx.db, actor, noticeIdx, "read");
  await announceCommunity(ctx, row.groupIdx, liveKey(noticeIdx));
  return created;
}

export async function sendNoticeAttachment(
  ctx: AppContext,
  actor: Actor,
  noticeIdx: number,
  attachmentIdx: number,
  inline: boolean,
  res: Response,
) {
  await noticeFor(ctx.db, actor, noticeIdx, "read");
  await sendCommunityAttachment(ctx, { kind: "notice", idx: noticeIdx }, attachmentIdx, inline, res);
}

export async function deleteNoticeAttachment(ctx: AppContext, actor: Actor, noticeIdx: number, attachmentIdx: number) {
  const { row } = await noticeFor(ctx.db, actor, noticeIdx, "delete");
  const removed = await deleteCommunityAttachment(ctx, { kind: "notice", idx: noticeIdx }, attachmentIdx);
  await announceCommunity(ctx, row.groupIdx, liveKey(noticeIdx));
  return removed;
}
