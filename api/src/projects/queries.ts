import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, type Facts, type Project, type ProjectDetail, type ProjectLevel, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, groups, members, projectMembers, projects } from "../db/schema";
import { standingOf } from "../groups/queries";
import { AppError } from "../lib/errors";
import { projectLabBookCounts } from "../labbook/counts";
import { memberName } from "../members/name";

export type ProjectRow = typeof projects.$inferSelect;

/** Projects with what decide needs to know about each: the subject's group standing and level. */
async function projectRows(db: Db, subject: Subject, where: SQL[]) {
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const rows = await db
    .select({
      project: projects,
      groupName: groups.groupName,
      isManager: myGroup.isManager,
      level: myProject.level,
      memberCount: sql<number>`(select count(*)::int from ${projectMembers} where ${projectMembers.projectIdx} = ${projects.projectIdx})`,
    })
    .from(projects)
    .innerJoin(groups, eq(groups.groupIdx, projects.groupIdx))
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, projects.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, projects.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(
      and(
        ...where,
        // Members of a MoA project from another group see it through their membership.
        ...(can(subject, "group.view", { group: "none" })
          ? []
          : [sql`(${myGroup.memberIdx} is not null or ${myProject.memberIdx} is not null)`]),
      ),
    )
    .orderBy(asc(groups.groupName), asc(projects.name), asc(projects.projectIdx));
  return rows.map((row) => {
    const facts: Facts = {
      group: standingOf(row.isManager),
      project: row.level,
      projectIdx: row.project.projectIdx,
      projectArchived: row.project.archivedAt !== null,
      projectMoa: row.project.moa,
    };
    return { ...row, facts };
  });
}

/**
 * The projects the subject may see (decide's `project.view` on each row), optionally narrowed.
 * The SQL only leaves out groups the subject is not in (but not the projects they are a member
 * of), unless they may see other groups.
 */
export async function projectViews(
  db: Db,
  subject: Subject,
  filter: { groupIdx?: number; groupIdxs?: number[]; projectIdx?: number } = {},
): Promise<Project[]> {
  const where: SQL[] = [];
  if (filter.groupIdx !== undefined) where.push(eq(projects.groupIdx, filter.groupIdx));
  if (filter.groupIdxs !== undefined) where.push(inArray(projects.groupIdx, filter.groupIdxs));
  if (filter.projectIdx !== undefined) where.push(eq(projects.projectIdx, filter.projectIdx));
  const visible = (await projectRows(db, subject, where)).filter((row) => can(subject, "project.view", row.facts));
  const labBooks = await projectLabBookCounts(
    db,
    visible.map((row) => row.project.projectIdx),
  );
  return visible.map((row) => ({
    projectIdx: row.project.projectIdx,
    groupIdx: row.project.groupIdx,
    groupName: row.groupName,
    name: row.project.name,
    archived: row.project.archivedAt !== null,
    labBookCount: labBooks.get(row.project.projectIdx) ?? 0,
    memberCount: row.memberCount,
    myLevel: row.level,
    moa: row.project.moa,
    partner: row.project.partner,
    createdAt: row.project.createdAt.toISOString(),
  }));
}

/** A project and the facts decide needs about it for the subject; 404 when there is no such project. */
export async function loadProject(
  db: Db,
  projectIdx: number,
  subject: Subject,
): Promise<{ project: ProjectRow; facts: Facts }> {
  const [project] = await db.select().from(projects).where(eq(projects.projectIdx, projectIdx));
  if (!project) throw new AppError("NOT_FOUND");
  const [mine] = await db
    .select({ isManager: groupMembers.isManager })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupIdx, project.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)));
  const facts: Facts = {
    group: standingOf(mine?.isManager ?? null),
    project: await levelIn(db, projectIdx, subject.memberIdx),
    projectIdx,
    projectArchived: project.archivedAt !== null,
    projectMoa: project.moa,
  };
  return { project, facts };
}

/** A member's level in a project, or null. */
export async function levelIn(db: Db, projectIdx: number, memberIdx: number): Promise<ProjectLevel | null> {
  const [row] = await db
    .select({ level: projectMembers.level })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectIdx, projectIdx), eq(projectMembers.memberIdx, memberIdx)));
  return row?.level ?? null;
}

const levelOrder = sql`case ${projectMembers.level} when 'OWNER' then 0 when 'WRITER' then 1 else 2 end`;

/** One project with its members (the caller has authorised the view). */
export async function projectDetail(db: Db, subject: Subject, projectIdx: number): Promise<ProjectDetail> {
  const [view] = await projectViews(db, subject, { projectIdx });
  if (!view) throw new AppError("NOT_FOUND");
  const rows = await db
    .select({
      memberIdx: members.memberIdx,
      memberId: members.memberId,
      name: memberName(),
      initial: members.initial,
      level: projectMembers.level,
    })
    .from(projectMembers)
    .innerJoin(members, eq(members.memberIdx, projectMembers.memberIdx))
    .where(eq(projectMembers.projectIdx, projectIdx))
    .orderBy(levelOrder, asc(memberName()), asc(members.memberIdx));
  const [own] = await db
    .select({ createdAt: projects.inviteCreatedAt, moa: projects.moa })
    .from(projects)
    .where(eq(projects.projectIdx, projectIdx));
  const invite =
    own?.moa === true && view.myLevel === "OWNER"
      ? { active: own.createdAt !== null, createdAt: own.createdAt?.toISOString() ?? null }
      : null;
  return { ...view, members: rows.map((row) => ({ ...row, memberId: row.memberId ?? "" })), invite };
}
