import { and, eq, inArray } from "drizzle-orm";
import { decideBoard, decideNotice, decideProposal, type Subject } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { boardPosts, groupMembers, members, notices, proposals } from "../db/schema";
import { standingOf } from "../groups/queries";
import { notify } from "./record";

/**
 * A notice published, in its transaction: its audience (every active member for an installation
 * notice, the group's active members for a group's), never its writer. One insert for them all.
 */
export async function notifyNoticePublished(
  ctx: AppContext,
  db: Db,
  notice: { noticeIdx: number; groupIdx: number | null },
  actorIdx: number,
): Promise<number[]> {
  const audience =
    notice.groupIdx === null
      ? await db.select({ memberIdx: members.memberIdx }).from(members).where(eq(members.status, "ACTIVE"))
      : await db
          .select({ memberIdx: groupMembers.memberIdx })
          .from(groupMembers)
          .innerJoin(members, eq(members.memberIdx, groupMembers.memberIdx))
          .where(and(eq(groupMembers.groupIdx, notice.groupIdx), eq(members.status, "ACTIVE")));
  return notify(ctx, db, {
    kind: "noticePublished",
    actorIdx,
    recipients: audience.map((m) => m.memberIdx),
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
