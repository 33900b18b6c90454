import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dashboardLimits, isMemberActivity, type ActivityItem, type ActivityKind } from "@enote/shared";
import type { Db } from "../db/client";
import { activityLog, groups, members, projects } from "../db/schema";
import { memberLeft, memberName } from "../members/name";

/**
 * The item's `text`: for an activity about a member, their name as it reads now (kept when they
 * left, `subjectLeft` then marks it), with the level for project.memberLevel; otherwise the recorded subject.
 */
function itemText(kind: ActivityKind, subject: string | null, subjectName: string): string | undefined {
  if (!isMemberActivity(kind)) return subject ?? undefined;
  return kind === "project.memberLevel" ? `${subjectName}: ${subject ?? ""}` : subjectName;
}

/**
 * Recent activity of the given groups: group-wide entries, and project entries of visible projects
 * only. Members (the actor, the member acted on) are named as they are now, never as they were.
 */
export async function recentActivity(db: Db, groupIdxs: number[], projectIdxs: number[]): Promise<ActivityItem[]> {
  if (groupIdxs.length === 0) return [];
  const project = alias(projects, "project");
  const subjectMember = alias(members, "subject_member");
  const projectScope = projectIdxs.length > 0 ? inArray(activityLog.projectIdx, projectIdxs) : undefined;
  const rows = await db
    .select({
      kind: activityLog.kind,
      subject: activityLog.subject,
      subjectName: memberName(subjectMember),
      subjectLeft: memberLeft(subjectMember),
      groupName: groups.groupName,
      projectName: project.name,
      actorName: memberName(),
      actorLeft: memberLeft(),
      at: activityLog.createdAt,
    })
    .from(activityLog)
    .innerJoin(groups, eq(groups.groupIdx, activityLog.groupIdx))
    .innerJoin(members, eq(members.memberIdx, activityLog.actorIdx))
    .leftJoin(project, eq(project.projectIdx, activityLog.projectIdx))
    .leftJoin(subjectMember, eq(subjectMember.memberIdx, activityLog.subjectMemberIdx))
    .where(and(inArray(activityLog.groupIdx, groupIdxs), or(isNull(activityLog.projectIdx), projectScope)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.activityIdx))
    .limit(dashboardLimits.activity);
  return rows.map((row) => {
    // Written only by recordActivity, whose kind is an ActivityKind.
    const kind = row.kind as ActivityKind;
    const text = itemText(kind, row.subject, row.subjectName ?? "");
    return {
      kind,
      ...(text === undefined ? {} : { text }),
      ...(isMemberActivity(kind) ? { subjectLeft: row.subjectLeft === true } : {}),
      groupName: row.groupName,
      projectName: row.projectName,
      actorName: row.actorName,
      actorLeft: row.actorLeft,
      at: row.at.toISOString(),
    };
  });
}
