import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Subject } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, meetings, projectMembers } from "../db/schema";
import { joins, standingFor, type MeetingRow } from "../meeting/access";
import { notify } from "./record";
import { activeOnly } from "./watch";

export const meetingLink = (meetingIdx: number) => `/meeting?meetingIdx=${meetingIdx}`;

/** Who joins a meeting (meeting/access `joins`): the group, or the project's members and the group's managers. */
export async function attendeesOf(
  db: Db,
  row: Pick<MeetingRow, "groupIdx" | "projectIdx" | "hostIdx">,
): Promise<number[]> {
  const group = await db
    .select({ memberIdx: groupMembers.memberIdx, isManager: groupMembers.isManager })
    .from(groupMembers)
    .where(eq(groupMembers.groupIdx, row.groupIdx));
  if (row.projectIdx === null) return activeOnly(db, [row.hostIdx, ...group.map((m) => m.memberIdx)]);
  const project = await db
    .select({ memberIdx: projectMembers.memberIdx })
    .from(projectMembers)
    .where(eq(projectMembers.projectIdx, row.projectIdx));
  const managers = group.filter((m) => m.isManager).map((m) => m.memberIdx);
  return activeOnly(db, [...new Set([row.hostIdx, ...managers, ...project.map((m) => m.memberIdx)])]);
}

/** A meeting scheduled, in its transaction: everyone who may join it but the one who scheduled it. */
export async function notifyMeetingScheduled(
  ctx: AppContext,
  db: Db,
  row: Pick<MeetingRow, "meetingIdx" | "groupIdx" | "projectIdx" | "hostIdx">,
  actorIdx: number,
): Promise<number[]> {
  return notify(ctx, db, {
    kind: "meetingScheduled",
    actorIdx,
    recipients: await attendeesOf(db, row),
    subjectType: "meeting",
    subjectIdx: row.meetingIdx,
    link: meetingLink(row.meetingIdx),
  });
}

/**
 * The members a meeting's minutes mention, told when it ends (in that transaction): those who may
 * join the meeting, so read its record. Who typed a mention is not kept, so nobody is its actor.
 */
export async function notifyMinutesMentions(
  ctx: AppContext,
  db: Db,
  row: Pick<MeetingRow, "meetingIdx" | "groupIdx" | "projectIdx" | "hostIdx">,
  mentioned: readonly number[],
): Promise<number[]> {
  if (mentioned.length === 0) return [];
  const attendees = new Set(await attendeesOf(db, row));
  return notify(ctx, db, {
    kind: "minutesMention",
    actorIdx: null,
    recipients: mentioned.filter((idx) => attendees.has(idx)),
    subjectType: "meeting",
    subjectIdx: row.meetingIdx,
    link: meetingLink(row.meetingIdx),
  });
}

/** A meeting's action items written when it ends, in that transaction: each assignee but the actor. */
export async function notifyActionsAssigned(
  ctx: AppContext,
  db: Db,
  meetingIdx: number,
  assigneeIdxs: Iterable<number>,
  actorIdx: number,
): Promise<number[]> {
  return notify(ctx, db, {
    kind: "actionAssigned",
    actorIdx,
    recipients: await activeOnly(db, [...new Set(assigneeIdxs)]),
    subjectType: "meeting",
    subjectIdx: meetingIdx,
    link: meetingLink(meetingIdx),
  });
}

/** Of the given meetings, those `subject` may still join (not deleted), with their titles. */
export async function visibleMeetings(db: Db, subject: Subject, meetingIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (meetingIdxs.length === 0) return visible;
  const rows = await db
    .select()
    .from(meetings)
    .where(and(inArray(meetings.meetingIdx, [...new Set(meetingIdxs)]), isNull(meetings.deletedAt)));
  for (const row of rows) {
    if (joins(subject, row, await standingFor(db, subject, row))) visible.set(row.meetingIdx, row.title);
  }
  return visible;
}
