import { and, eq, isNull } from "drizzle-orm";
import type { GroupStanding, Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { members, meetings, projectMembers, projects } from "../db/schema";
import { standingIn } from "../groups/queries";
import { AppError } from "../lib/errors";

export type MeetingRow = typeof meetings.$inferSelect;

/** What the asker is to a meeting: their standing in its group and whether they are in its project. */
export interface MeetingStanding {
  group: GroupStanding;
  /** In the meeting's project (always true for a whole-group meeting). */
  inProject: boolean;
}

/**
 * Issue 25: the group's members join a whole-group meeting; a project's meeting, the project's
 * members, the group's managers and its host. Nobody else knows it exists (404).
 */
export function joins(subject: Subject, row: Pick<MeetingRow, "projectIdx" | "hostIdx">, facts: MeetingStanding) {
  if (row.hostIdx === subject.memberIdx) return true;
  if (row.projectIdx === null) return facts.group !== "none";
  return facts.inProject || facts.group === "manager";
}

/** Its host and the group's managers change, delete and end it. */
export function manages(subject: Subject, row: Pick<MeetingRow, "hostIdx">, facts: MeetingStanding): boolean {
  return row.hostIdx === subject.memberIdx || facts.group === "manager";
}

/** A member of the group with MANAGER role, or one of the group's managers, schedules. */
export function schedules(subject: Subject, group: GroupStanding): boolean {
  return group === "manager" || (group === "member" && subject.role === "MANAGER");
}

async function inProject(db: Db, projectIdx: number | null, memberIdx: number): Promise<boolean> {
  if (projectIdx === null) return true;
  const [row] = await db
    .select({ level: projectMembers.level })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectIdx, projectIdx), eq(projectMembers.memberIdx, memberIdx)));
  return row !== undefined;
}

export async function standingFor(db: Db, subject: Subject, row: MeetingRow): Promise<MeetingStanding> {
  return {
    group: await standingIn(db, row.groupIdx, subject.memberIdx),
    inProject: await inProject(db, row.projectIdx, subject.memberIdx),
  };
}

/** A meeting the subject joins (locked when asked), with their standing; 404 otherwise. */
export async function joinableMeeting(
  db: Db,
  subject: Subject,
  meetingIdx: number,
  lock = false,
): Promise<{ row: MeetingRow; facts: MeetingStanding }> {
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.meetingIdx, meetingIdx), isNull(meetings.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND");
  const facts = await standingFor(db, subject, row);
  if (!joins(subject, row, facts)) throw new AppError("NOT_FOUND");
  return { row, facts };
}

/** The meeting the subject manages, locked: 404 when they may not join it, 403 when they only join. */
export async function managedMeeting(
  db: Db,
  subject: Subject,
  meetingIdx: number,
  refusal: "NO_MODIFY_AUTHORITY" | "NO_DELETE_AUTHORITY",
): Promise<MeetingRow> {
  const { row, facts } = await joinableMeeting(db, subject, meetingIdx, true);
  if (!manages(subject, row, facts)) throw new AppError(refusal);
  if (row.status === "ENDED") throw new AppError("MEETING_ENDED");
  return row;
}

/** The project a meeting is for must be of its group; a MoA project's meetings are not kept here. */
export async function checkProject(db: Db, groupIdx: number, projectIdx: number | null): Promise<void> {
  if (projectIdx === null) return;
  const [row] = await db
    .select({ groupIdx: projects.groupIdx, moa: projects.moa })
    .from(projects)
    .where(eq(projects.projectIdx, projectIdx));
  if (!row || row.groupIdx !== groupIdx || row.moa) throw new AppError("NOT_FOUND");
}

/**
 * Whether a member (by id, as the collab server knows them) may open the room: read while it is
 * ENDED, write before. Active members only.
 */
export async function roomAccess(db: Db, memberIdx: number, meetingIdx: number): Promise<"write" | "read" | "none"> {
  const [member] = await db
    .select({ role: members.role, status: members.status })
    .from(members)
    .where(eq(members.memberIdx, memberIdx));
  if (!member || member.status !== "ACTIVE") return "none";
  try {
    const { row } = await joinableMeeting(db, { memberIdx, role: member.role }, meetingIdx);
    return row.status === "ENDED" ? "read" : "write";
  } catch (error) {
    if (error instanceof AppError) return "none";
    throw error;
  }
}
