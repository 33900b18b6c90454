import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, notificationSubjectTypes, type NotificationSubjectType, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, groups, labBooks, projects, projectMembers } from "../db/schema";
import { standingOf } from "../groups/queries";
import { visibleBoardPosts, visibleNotices, visibleProposals } from "./community-events";
import { visibleBottles } from "../inventory/alert-access";
import { visibleMeetings } from "./meeting-events";
import { visibleOrders, visibleQuotations } from "./purchasing-events";

/**
 * Of the given lab books, those `subject` may read now (decide's labbook.read, as opening the
 * book asks it), with their titles. One query for a page of notifications.
 */
export async function readableBooks(db: Db, subject: Subject, lbIdxs: number[]): Promise<Map<number, string>> {
  const readable = new Map<number, string>();
  if (lbIdxs.length === 0) return readable;
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const rows = await db
    .select({
      lbIdx: labBooks.lbIdx,
      title: labBooks.title,
      kind: labBooks.kind,
      writerIdx: labBooks.writerIdx,
      projectIdx: labBooks.projectIdx,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
      isManager: myGroup.isManager,
      level: myProject.level,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, labBooks.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, labBooks.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(inArray(labBooks.lbIdx, [...new Set(lbIdxs)]));
  for (const row of rows) {
    const facts = {
      group: standingOf(row.isManager),
      project: row.level,
      projectIdx: row.projectIdx,
      projectArchived: row.archivedAt !== null,
      projectMoa: row.moa,
      bookKind: row.kind,
      isWriter: row.writerIdx === subject.memberIdx,
    };
    if (can(subject, "labbook.read", facts)) readable.set(row.lbIdx, row.title);
  }
  return readable;
}

/** Of the given projects, those `subject` may see now (decide's project.view), with their names. */
export async function visibleProjects(db: Db, subject: Subject, projectIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (projectIdxs.length === 0) return visible;
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const rows = await db
    .select({
      projectIdx: projects.projectIdx,
      name: projects.name,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
      isManager: myGroup.isManager,
      level: myProject.level,
    })
    .from(projects)
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, projects.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, projects.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(inArray(projects.projectIdx, [...new Set(projectIdxs)]));
  for (const row of rows) {
    const facts = {
      group: standingOf(row.isManager),
      project: row.level,
      projectIdx: row.projectIdx,
      projectArchived: row.archivedAt !== null,
      projectMoa: row.moa,
    };
    if (can(subject, "project.view", facts)) visible.set(row.projectIdx, row.name);
  }
  return visible;
}

/** Of the given groups, those `subject` may see now (decide's group.view), with their names. */
export async function visibleGroups(db: Db, subject: Subject, groupIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (groupIdxs.length === 0) return visible;
  const rows = await db
    .select({ groupIdx: groups.groupIdx, name: groups.groupName, isManager: groupMembers.isManager })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, groups.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(groups.groupIdx, [...new Set(groupIdxs)]));
  for (const row of rows) {
    if (can(subject, "group.view", { group: standingOf(row.isManager) })) visible.set(row.groupIdx, row.name);
  }
  return visible;
}

/** A notification's subject, as its row names it. */
export interface SubjectRef {
  subjectType: NotificationSubjectType;
  subjectIdx: number;
}

/**
 * The titles of the subjects `subject` may still read, keyed by `subjectKey`; a subject missing
 * from the map is "no longer available" to them.
 */
export async function readableTitles(db: Db, subject: Subject, refs: SubjectRef[]): Promise<Map<string, string>> {
  const of = (type: NotificationSubjectType) =>
    refs.filter((ref) => ref.subjectType === type).map((ref) => ref.subjectIdx);
  const readers: Record<
    NotificationSubjectType,
    (db: Db, subject: Subject, idxs: number[]) => Promise<Map<number, string>>
  > = {
    labbook: readableBooks,
    project: visibleProjects,
    group: visibleGroups,
    meeting: visibleMeetings,
    notice: visibleNotices,
    board: visibleBoardPosts,
    proposal: visibleProposals,
    order: visibleOrders,
    quotation: visibleQuotations,
    inventory: visibleBottles,
  };
  const answers = await Promise.all(
    notificationSubjectTypes.map(async (subjectType) => ({
      subjectType,
      readable: await readers[subjectType](db, subject, of(subjectType)),
    })),
  );
  const titles = new Map<string, string>();
  for (const { subjectType, readable } of answers) {
    for (const [subjectIdx, title] of readable) titles.set(subjectKey({ subjectType, subjectIdx }), title);
  }
  return titles;
}

export function subjectKey(ref: SubjectRef): string {
  return `${ref.subjectType}.${ref.subjectIdx}`;
}
