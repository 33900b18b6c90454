import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dashboardLimits, type ActivityItem, type ActivityKind, type Dashboard } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { activityLog, groups, members, projects } from "../db/schema";
import { groupViews } from "../groups/queries";
import { memberName } from "../members/name";
import { projectViews } from "../projects/queries";

/** Recent activity of the given groups: group-wide entries, and project entries of visible projects only. */
async function recentActivity(db: Db, groupIdxs: number[], projectIdxs: number[]): Promise<ActivityItem[]> {
  if (groupIdxs.length === 0) return [];
  const project = alias(projects, "project");
  const projectScope = projectIdxs.length > 0 ? inArray(activityLog.projectIdx, projectIdxs) : undefined;
  const rows = await db
    .select({
      kind: activityLog.kind,
      subject: activityLog.subject,
      groupName: groups.groupName,
      projectName: project.name,
      actorName: memberName(),
      at: activityLog.createdAt,
    })
    .from(activityLog)
    .innerJoin(groups, eq(groups.groupIdx, activityLog.groupIdx))
    .innerJoin(members, eq(members.memberIdx, activityLog.actorIdx))
    .leftJoin(project, eq(project.projectIdx, activityLog.projectIdx))
    .where(and(inArray(activityLog.groupIdx, groupIdxs), or(isNull(activityLog.projectIdx), projectScope)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.activityIdx))
    .limit(dashboardLimits.activity);
  return rows.map((row) => ({
    // Written only by recordActivity, whose kind is an ActivityKind.
    kind: row.kind as ActivityKind,
    ...(row.subject === null ? {} : { text: row.subject }),
    groupName: row.groupName,
    projectName: row.projectName,
    actorName: row.actorName,
    at: row.at.toISOString(),
  }));
}

/**
 * The dashboard is personal: the groups I am in (administrators too: the admin screens list the
 * rest), the active projects I see in them, and what happened there lately.
 */
export async function dashboardOf(ctx: AppContext, actor: Actor): Promise<Dashboard> {
  const myGroups = await groupViews(ctx.db, actor, { scope: "mine" });
  const groupIdxs = myGroups.map((g) => g.groupIdx);
  const visible = groupIdxs.length > 0 ? await projectViews(ctx.db, actor, { groupIdxs }) : [];
  const activity = await recentActivity(
    ctx.db,
    groupIdxs,
    visible.map((p) => p.projectIdx),
  );
  return { groups: myGroups, projects: visible.filter((p) => !p.archived), activity };
}
