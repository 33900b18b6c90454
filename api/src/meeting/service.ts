import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  documentName,
  encodeCollabMessage,
  meetingInput,
  meetingLimits,
  type Meeting,
  type MeetingAction,
  type MeetingList,
  type MeetingSummary,
  type MyMeetingActions,
  type MemberRef,
  type Subject,
} from "@enote/shared";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, groups, meetingActions, meetingAttendance, meetings, members, projects } from "../db/schema";
import { broadcastToDocument } from "../collab/broadcast";
import { standingIn } from "../groups/queries";
import { AppError } from "../lib/errors";
import { memberRefColumns } from "../members/name";
import { notifyMeetingScheduled } from "../notifications/meeting-events";
import { scheduleMeetingReminder } from "../notifications/meeting-reminder";
import { announceNotifications } from "../notifications/record";
import {
  checkProject,
  joinableMeeting,
  joins,
  managedMeeting,
  manages,
  schedules,
  standingFor,
  type MeetingRow,
} from "./access";
import { enqueueMeetingRecord, writeMeetingRecord, writeMeetingRecordSoon } from "./record-job";

type Input = z.output<typeof meetingInput>;

/** Past meetings a list shows, newest first. */
const pastListMax = 50;

/** The members named by a meeting (host, assignees), as records show them (kept when they left). */
async function names(db: Db, memberIdxs: number[]): Promise<Map<number, MemberRef>> {
  const unique = [...new Set(memberIdxs)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(memberRefColumns()).from(members).where(inArray(members.memberIdx, unique));
  return new Map(rows.map((row) => [row.memberIdx, row]));
}

async function summaries(db: Db, subject: Subject, rows: MeetingRow[]): Promise<MeetingSummary[]> {
  const hosts = await names(
    db,
    rows.map((row) => row.hostIdx),
  );
  const groupIdxs = [...new Set(rows.map((row) => row.groupIdx))];
  const projectIdxs = [...new Set(rows.flatMap((row) => (row.projectIdx === null ? [] : [row.projectIdx])))];
  const groupNames = new Map(
    groupIdxs.length === 0
      ? []
      : (
          await db
            .select({ idx: groups.groupIdx, name: groups.groupName })
            .from(groups)
            .where(inArray(groups.groupIdx, groupIdxs))
        ).map((row) => [row.idx, row.name]),
  );
  const projectNames = new Map(
    projectIdxs.length === 0
      ? []
      : (
          await db
            .select({ idx: projects.projectIdx, name: projects.name })
            .from(projects)
            .where(inArray(projects.projectIdx, projectIdxs))
        ).map((row) => [row.idx, row.name]),
  );
  const out: MeetingSummary[] = [];
  for (const row of rows) {
    const facts = await standingFor(db, subject, row);
    out.push({
      meetingIdx: row.meetingIdx,
      groupIdx: row.groupIdx,
      groupName: groupNames.get(row.groupIdx) ?? "",
      projectIdx: row.projectIdx,
      projectName: row.projectIdx === null ? null : (projectNames.get(row.projectIdx) ?? null),
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      status: row.status,
      hostIdx: row.hostIdx,
      hostName: hosts.get(row.hostIdx)?.name ?? "",
      hostLeft: hosts.get(row.hostIdx)?.left ?? false,
      canManage: manages(subject, row, facts) && row.status !== "ENDED",
    });
  }
  return out;
}

async function actionsOf(
  db: Db,
  meetingIdxs: number[],
  where?: ReturnType<typeof and>,
  limit?: number,
): Promise<MeetingAction[]> {
  const query = db
    .select({
      actionIdx: meetingActions.actionIdx,
      meetingIdx: meetingActions.meetingIdx,
      meetingTitle: meetings.title,
      text: meetingActions.text,
      assigneeIdx: meetingActions.assigneeIdx,
      dueDate: meetingActions.dueDate,
      doneAt: meetingActions.doneAt,
    })
    .from(meetingActions)
    .innerJoin(meetings, eq(meetings.meetingIdx, meetingActions.meetingIdx))
    .where(where ?? inArray(meetingActions.meetingIdx, meetingIdxs))
    .orderBy(asc(meetingActions.dueDate), asc(meetingActions.actionIdx))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const assignees = await names(
    db,
    rows.flatMap((row) => (row.assigneeIdx === null ? [] : [row.assigneeIdx])),
  );
  return rows.map((row) => ({
    ...row,
    assigneeName: row.assigneeIdx === null ? null : (assignees.get(row.assigneeIdx)?.name ?? null),
    assigneeLeft: row.assigneeIdx === null ? false : (assignees.get(row.assigneeIdx)?.left ?? false),
    doneAt: row.doneAt?.toISOString() ?? null,
  }));
}

async function detail(db: Db, subject: Subject, row: MeetingRow): Promise<Meeting> {
  const [summary] = await summaries(db, subject, [row]);
  if (!summary) throw new Error("meeting summary missing");
  const attendance = await db
    .select({
      ...memberRefColumns(),
      joinedAt: meetingAttendance.joinedAt,
      leftAt: meetingAttendance.leftAt,
    })
    .from(meetingAttendance)
    .innerJoin(members, eq(members.memberIdx, meetingAttendance.memberIdx))
    .where(eq(meetingAttendance.meetingIdx, row.meetingIdx))
    .orderBy(asc(meetingAttendance.joinedAt), asc(meetingAttendance.attendanceIdx));
  return {
    ...summary,
    agenda: row.agenda,
    attendance: attendance.map((entry) => ({
      memberIdx: entry.memberIdx,
      name: entry.name,
      left: entry.left,
      joinedAt: entry.joinedAt.toISOString(),
      leftAt: entry.leftAt?.toISOString() ?? null,
    })),
    record:
      row.status === "ENDED" && row.record
        ? {
            ...row.record,
            // The real times, from the row: records frozen before started_at existed have none of their own.
            startedAt: row.startedAt?.toISOString() ?? null,
            endedAt: row.endedAt?.toISOString() ?? row.record.endedAt,
            actions: await actionsOf(db, [row.meetingIdx]),
          }
        : null,
  };
}

/** Presenters must be members of the group. */
async function checkPresenters(db: Db, groupIdx: number, input: Input): Promise<void> {
  const presenters = [
    ...new Set(input.agenda.flatMap((item) => (item.presenterIdx === null ? [] : [item.presenterIdx]))),
  ];
  if (presenters.length === 0) return;
  const rows = await db
    .select({ memberIdx: groupMembers.memberIdx })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupIdx, groupIdx), inArray(groupMembers.memberIdx, presenters)));
  if (rows.length !== presenters.length) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      issues: [{ path: ["agenda"], message: "validation.invalid" }],
    });
  }
}

export async function createMeeting(ctx: AppContext, actor: Subject, input: Input): Promise<Meeting> {
  const standing = await standingIn(ctx.db, input.groupIdx, actor.memberIdx);
  if (standing === "none") throw new AppError("NOT_FOUND");
  if (!schedules(actor, standing)) throw new AppError("NO_MODIFY_AUTHORITY");
  await checkProject(ctx.db, input.groupIdx, input.projectIdx);
  await checkPresenters(ctx.db, input.groupIdx, input);
  const { row, notified } = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(meetings)
      .values({
        groupIdx: input.groupIdx,
        projectIdx: input.projectIdx,
        title: input.title,
        startsAt: new Date(input.startsAt),
        agenda: input.agenda,
        hostIdx: actor.memberIdx,
      })
      .returning();
    if (!inserted) throw new Error("meeting insert returned nothing");
    await scheduleMeetingReminder(tx, inserted);
    return { row: inserted, notified: await notifyMeetingScheduled(ctx, tx, inserted, actor.memberIdx) };
  });
  await announceNotifications(ctx, notified);
  return detail(ctx.db, actor, row);
}

export async function listMeetings(ctx: AppContext, actor: Subject, groupIdx: number): Promise<MeetingList> {
  const standing = await standingIn(ctx.db, groupIdx, actor.memberIdx);
  if (standing === "none") throw new AppError("NOT_FOUND");
  const live = and(eq(meetings.groupIdx, groupIdx), isNull(meetings.deletedAt));
  const open = await ctx.db
    .select()
    .from(meetings)
    .where(and(live, sql`${meetings.status} <> 'ENDED'`))
    .orderBy(asc(meetings.startsAt), asc(meetings.meetingIdx));
  const past = await ctx.db
    .select()
    .from(meetings)
    .where(and(live, eq(meetings.status, "ENDED")))
    .orderBy(desc(meetings.endedAt), desc(meetings.meetingIdx))
    .limit(pastListMax);
  const visible = async (rows: MeetingRow[]) => {
    const kept: MeetingRow[] = [];
    for (const row of rows) if (joins(actor, row, await standingFor(ctx.db, actor, row))) kept.push(row);
    return summaries(ctx.db, actor, kept);
  };
  const openSummaries = await visible(open);
  return {
    live: openSummaries.filter((meeting) => meeting.status === "LIVE"),
    upcoming: openSummaries.filter((meeting) => meeting.status === "SCHEDULED"),
    past: await visible(past),
    canSchedule: schedules(actor, standing),
  };
}

export async function getMeeting(ctx: AppContext, actor: Subject, meetingIdx: number): Promise<Meeting> {
  const { row } = await joinableMeeting(ctx.db, actor, meetingIdx);
  return detail(ctx.db, actor, row);
}

export async function updateMeeting(
  ctx: AppContext,
  actor: Subject,
  meetingIdx: number,
  input: Input,
): Promise<Meeting> {
  return ctx.db.transaction(async (tx) => {
    const row = await managedMeeting(tx, actor, meetingIdx, "NO_MODIFY_AUTHORITY");
    // A meeting stays in its group; the body's groupIdx must name it.
    if (input.groupIdx !== row.groupIdx) throw new AppError("NOT_FOUND");
    await checkProject(tx, row.groupIdx, input.projectIdx);
    await checkPresenters(tx, row.groupIdx, input);
    const [updated] = await tx
      .update(meetings)
      .set({
        title: input.title,
        startsAt: new Date(input.startsAt),
        agenda: input.agenda,
        projectIdx: input.projectIdx,
      })
      .where(eq(meetings.meetingIdx, meetingIdx))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    // A moved start gets a reminder of its own; the old one finds the start changed and does nothing.
    if (updated.startsAt.getTime() !== row.startsAt.getTime()) await scheduleMeetingReminder(tx, updated);
    return detail(tx, actor, updated);
  });
}

async function refreshRoom(ctx: AppContext, meetingIdx: number): Promise<void> {
  try {
    await ctx.collab?.refreshAccess(documentName.meeting(meetingIdx));
  } catch (error) {
    ctx.log.warn({ err: error, meetingIdx }, "meeting room's connections not refreshed");
  }
}

export async function deleteMeeting(
  ctx: AppContext,
  actor: Subject,
  meetingIdx: number,
): Promise<{ meetingIdx: number }> {
  await ctx.db.transaction(async (tx) => {
    await managedMeeting(tx, actor, meetingIdx, "NO_DELETE_AUTHORITY");
    await tx
      .update(meetings)
      .set({ deletedAt: sql`now()` })
      .where(eq(meetings.meetingIdx, meetingIdx));
  });
  await refreshRoom(ctx, meetingIdx);
  return { meetingIdx };
}

/**
 * Ends a meeting: the room turns read-only for everyone first, then what it holds is frozen into
 * the record (minutes, whiteboard) and the action items become rows on their assignees' dashboards.
 * The record is written by a job enqueued with the end (record-job.ts), here at once; should that
 * fail, the meeting answers as ended with its record pending (the page waits for it) and the job
 * writes it.
 */
export async function endMeeting(ctx: AppContext, actor: Subject, meetingIdx: number): Promise<Meeting> {
  await ctx.db.transaction(async (tx) => {
    await managedMeeting(tx, actor, meetingIdx, "NO_MODIFY_AUTHORITY");
    await tx
      .update(meetings)
      .set({ status: "ENDED", endedAt: sql`now()` })
      .where(eq(meetings.meetingIdx, meetingIdx));
    await enqueueMeetingRecord(tx, meetingIdx, actor.memberIdx);
  });
  await refreshRoom(ctx, meetingIdx);
  try {
    await writeMeetingRecord(ctx, meetingIdx, actor.memberIdx);
  } catch (error) {
    ctx.log.warn({ err: error, meetingIdx }, "meeting record not written at its end; the outbox writes it");
    await writeMeetingRecordSoon(ctx, meetingIdx).catch((err: unknown) => {
      ctx.log.warn({ err, meetingIdx }, "meeting record job not brought forward");
    });
  }
  const [ended] = await ctx.db.select().from(meetings).where(eq(meetings.meetingIdx, meetingIdx));
  if (!ended) throw new AppError("NOT_FOUND");
  return detail(ctx.db, actor, ended);
}

/**
 * My open action items, from meetings I may still open, for the dashboard: the soonest due first,
 * up to meetingLimits.myActionsShown, and how many there are (meeting_actions_assignee_idx).
 */
export async function myActions(ctx: AppContext, actor: Subject): Promise<MyMeetingActions> {
  const mine = and(
    eq(meetingActions.assigneeIdx, actor.memberIdx),
    isNull(meetingActions.doneAt),
    isNull(meetings.deletedAt),
    // Still in the meeting's group.
    sql`EXISTS (SELECT 1 FROM ${groupMembers} gm WHERE gm.group_idx = ${meetings.groupIdx} AND gm.member_idx = ${actor.memberIdx})`,
  );
  const [items, counted] = await Promise.all([
    actionsOf(ctx.db, [], mine, meetingLimits.myActionsShown),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetingActions)
      .innerJoin(meetings, eq(meetings.meetingIdx, meetingActions.meetingIdx))
      .where(mine),
  ]);
  return { items, total: counted[0]?.n ?? 0 };
}

/** Marks an action item done: its assignee only; anyone else who may see the meeting, 403. */
export async function markActionDone(ctx: AppContext, actor: Subject, actionIdx: number): Promise<MeetingAction> {
  const [action] = await ctx.db
    .select({ meetingIdx: meetingActions.meetingIdx, assigneeIdx: meetingActions.assigneeIdx })
    .from(meetingActions)
    .where(eq(meetingActions.actionIdx, actionIdx));
  if (!action) throw new AppError("NOT_FOUND");
  await joinableMeeting(ctx.db, actor, action.meetingIdx);
  if (action.assigneeIdx !== actor.memberIdx) throw new AppError("NO_MODIFY_AUTHORITY");
  await ctx.db
    .update(meetingActions)
    .set({ doneAt: sql`coalesce(${meetingActions.doneAt}, now())` })
    .where(eq(meetingActions.actionIdx, actionIdx));
  const [done] = await actionsOf(ctx.db, [], eq(meetingActions.actionIdx, actionIdx));
  if (!done) throw new AppError("NOT_FOUND");
  return done;
}

/** The collab server saw a member open the room: attendance, and a scheduled meeting goes LIVE. */
export async function roomJoined(ctx: AppContext, meetingIdx: number, memberIdx: number): Promise<void> {
  const wentLive = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: meetings.status })
      .from(meetings)
      .where(eq(meetings.meetingIdx, meetingIdx))
      .for("update");
    if (!row || row.status === "ENDED") return false;
    await tx.insert(meetingAttendance).values({ meetingIdx, memberIdx });
    if (row.status !== "SCHEDULED") return false;
    await tx
      .update(meetings)
      .set({ status: "LIVE", startedAt: sql`now()` })
      .where(eq(meetings.meetingIdx, meetingIdx));
    return true;
  });
  // The room's pages read the meeting again (its status).
  if (wentLive) {
    await broadcastToDocument(ctx, documentName.meeting(meetingIdx), encodeCollabMessage({ type: "record" }));
  }
}

/** The member's connection closed: their latest open attendance entry ends. */
export async function roomLeft(ctx: AppContext, meetingIdx: number, memberIdx: number): Promise<void> {
  await ctx.db.execute(sql`
    UPDATE ${meetingAttendance} SET left_at = now()
     WHERE attendance_idx = (
       SELECT attendance_idx FROM ${meetingAttendance}
        WHERE meeting_idx = ${meetingIdx} AND member_idx = ${memberIdx} AND left_at IS NULL
        ORDER BY joined_at DESC, attendance_idx DESC LIMIT 1)`);
}
