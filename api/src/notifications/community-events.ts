import { and, eq, inArray } from "drizzle-orm";
import { decideBoard, decideNotice, decideProposal, type Subject } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { boardPosts, groupMembers, members, notices, proposals } from "../db/schema";
import { standingOf } from "../groups/queries";
import { notify } from "./record";

/** Who reads a group's notices and posts (its active members), or an installation notice (every active member). */
export async function audienceOf(db: Db, groupIdx: number | null): Promise<number[]> {
  const audience =
    groupIdx === null
      ? await db.select({ memberIdx: members.memberIdx }).from(members).where(eq(members.status, "ACTIVE"))
      : await db
          .select({ memberIdx: groupMembers.memberIdx })
          .from(groupMembers)
          .innerJoin(members, eq(members.memberIdx, groupMembers.memberIdx))
          .where(and(eq(groupMembers.groupIdx, groupIdx), eq(members.status, "ACTIVE")));
  return audience.map((m) => m.memberIdx);
}

/**
 * The members a notice's or board post's text newly mentions (`before`: what the text mentioned
 * until now), in its transaction: those of its readers, never the writer. Answers whom it told.
 */
export async function notifyPostMentions(
  ctx: AppContext,
  db: Db,
  post: { subjectType: "notice" | "board"; subjectIdx: number; link: string; groupIdx: number | null },
  mentioned: { now: readonly number[]; before: readonly number[] },
  actorIdx: number,
): Promise<number[]> {
  const fresh = mentioned.now.filter((idx) => !mentioned.before.includes(idx));
  if (fresh.length === 0) return [];
  const readers = new Set(await audienceOf(db, post.groupIdx));
  return notify(ctx, db, {
    kind: "postMention",
    actorIdx,
    recipients: fresh.filter((idx) => readers.has(idx)),
    subjectType: post.subjectType,
    subjectIdx: post.subjectIdx,
    link: post.link,
  });
}

/**
 * A notice published, in its transaction: its audience (every active member for an installation
 * notice, the group's active members for a group's), never its writer, nor those its text
 * mentions (told more precisely). One insert for them all.
 */
export async function notifyNoticePublished(
  ctx: AppContext,
  db: Db,
  notice: { noticeIdx: number; groupIdx: number | null },
  actorIdx: number,
  mentioned: readonly number[] = [],
): Promise<number[]> {
  const audience = await audienceOf(db, notice.groupIdx);
  return notify(ctx, db, {
    kind: "noticePublished",
    actorIdx,
    recipients: audience.filter((idx) => !mentioned.includes(idx)),
    subjectType: "notice",
    subjectIdx: notice.noticeIdx,
    link: `/notice/${notice.noticeIdx}`,
  });
}

/** A proposal answered (status or answer set), in that transaction: its author, unless they answered it. */
export async function notifyProposalAnswered(
  ctx: AppContext,
  db: Db,
  proposal: { proposalIdx: number; createdBy: number },
  actorIdx: number,
): Promise<number[]> {
  return notify(ctx, db, {
    kind: "proposalAnswered",
    actorIdx,
    recipients: [proposal.createdBy],
    subjectType: "proposal",
    subjectIdx: proposal.proposalIdx,
    link: `/community/proposal?proposalIdx=${proposal.proposalIdx}`,
  });
}

/** Of the given notices, those `subject` may still read (decideNotice's read), with their titles. */
export async function visibleNotices(db: Db, subject: Subject, noticeIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (noticeIdxs.length === 0) return visible;
  const rows = await db
    .select({
      noticeIdx: notices.noticeIdx,
      title: notices.title,
      groupIdx: notices.groupIdx,
      isManager: groupMembers.isManager,
    })
    .from(notices)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, notices.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(notices.noticeIdx, [...new Set(noticeIdxs)]));
  for (const row of rows) {
    const group = row.groupIdx === null ? null : standingOf(row.isManager);
    if (decideNotice(subject, "read", group).allowed) visible.set(row.noticeIdx, row.title);
  }
  return visible;
}

/** Of the given board posts, those `subject` may still read (decideBoard's read: the group's members), with their titles. */
export async function visibleBoardPosts(db: Db, subject: Subject, boardIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (boardIdxs.length === 0) return visible;
  const rows = await db
    .select({
      boardIdx: boardPosts.boardIdx,
      title: boardPosts.title,
      writerIdx: boardPosts.writerIdx,
      isManager: groupMembers.isManager,
    })
    .from(boardPosts)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, boardPosts.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(boardPosts.boardIdx, [...new Set(boardIdxs)]));
  for (const row of rows) {
    const facts = { group: standingOf(row.isManager), isWriter: row.writerIdx === subject.memberIdx };
    if (decideBoard(subject, "read", facts).allowed) visible.set(row.boardIdx, row.title);
  }
  return visible;
}

/** Of the given proposals, those `subject` may still read (decideProposal's read), with their subjects. */
export async function visibleProposals(db: Db, subject: Subject, proposalIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (proposalIdxs.length === 0) return visible;
  const rows = await db
    .select({ proposalIdx: proposals.proposalIdx, title: proposals.subject, createdBy: proposals.createdBy })
    .from(proposals)
    .where(inArray(proposals.proposalIdx, [...new Set(proposalIdxs)]));
  for (const row of rows) {
    if (decideProposal(subject, "read", { creatorIdx: row.createdBy }).allowed) visible.set(row.proposalIdx, row.title);
  }
  return visible;
}
