import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, type Group, type GroupStanding, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, groups, projectMembers, projects } from "../db/schema";
import { AppError } from "../lib/errors";
import { groupLabBookCounts } from "../labbook/counts";

export type GroupRow = typeof groups.$inferSelect;

/** A membership row's `is_manager` (null or missing: no row) as a standing. */
export function standingOf(isManager: boolean | null | undefined): GroupStanding {
  if (isManager === null || isManager === undefined) return "none";
  return isManager ? "manager" : "member";
}

/** The member's standing in a group ("none" also when the group does not exist). */
export async function standingIn(db: Db, groupIdx: number, memberIdx: number): Promise<GroupStanding> {
  const [row] = await db
    .select({ isManager: groupMembers.isManager })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupIdx, groupIdx), eq(groupMembers.memberIdx, memberIdx)));
  return standingOf(row?.isManager);
}

/** A group and the member's standing in it; 404 when there is no such group. */
export async function loadGroup(
  db: Db,
  groupIdx: number,
  memberIdx: number,
): Promise<{ group: GroupRow; standing: GroupStanding }> {
  const [row] = await db.select().from(groups).where(eq(groups.groupIdx, groupIdx));
  if (!row) throw new AppError("NOT_FOUND");
  return { group: row, standing: await standingIn(db, groupIdx, memberIdx) };
}

/** Locks a group's row for the rest of the transaction, so membership checks and writes do not interleave. */
export async function lockGroup(db: Db, groupIdx: number): Promise<void> {
  await db.select({ groupIdx: groups.groupIdx }).from(groups).where(eq(groups.groupIdx, groupIdx)).for("update");
}

/** How many members (or, with `managersOnly`, managers) a group has. */
export async function memberCount(db: Db, groupIdx: number, managersOnly = false): Promise<number> {
  const conditions = [eq(groupMembers.groupIdx, groupIdx)];
  if (managersOnly) conditions.push(eq(groupMembers.isManager, true));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** Groups as the subject sees them. `scope` narrows the rows: `mine` (member of), or `visible` (all it may see). */
export async function groupViews(
  db: Db,
  subject: Subject,
  filter: { scope: "mine" | "visible"; groupIdx?: number },
): Promise<Group[]> {
  const mine = alias(groupMembers, "mine");
  const conditions: SQL[] = [];
  if (filter.groupIdx !== undefined) conditions.push(eq(groups.groupIdx, filter.groupIdx));
  // Administrators see groups they are not in; everyone else only their own.
  const seesOthers = can(subject, "group.view", { group: "none" });
  if (filter.scope === "mine" || !seesOthers) conditions.push(sql`${mine.memberIdx} is not null`);
  const rows = await db
    .select({
      group: groups,
      isManager: mine.isManager,
      memberCount: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupIdx} = ${groups.groupIdx})`,
      projectCount: sql<number>`(select count(*)::int from ${projects} where ${projects.groupIdx} = ${groups.groupIdx})`,
      myProjectCount: sql<number>`(select count(*)::int from ${projects} join ${projectMembers} on ${projectMembers.projectIdx} = ${projects.projectIdx} where ${projects.groupIdx} = ${groups.groupIdx} and ${projectMembers.memberIdx} = ${subject.memberIdx})`,
    })
    .from(groups)
    .leftJoin(mine, and(eq(mine.groupIdx, groups.groupIdx), eq(mine.memberIdx, subject.memberIdx)))
    .where(and(...conditions))
    .orderBy(asc(groups.groupName), asc(groups.groupIdx));

  const views = rows.map((row) => {
    const standing = standingOf(row.isManager);
    // Whoever sees every project of the group counts them all; a plain member counts their own.
    const allProjects = can(subject, "project.view", { group: standing, project: null });
    return { row, standing, allProjects };
  });
  const labBooks = await groupLabBookCounts(
    db,
    views.map(({ row, allProjects }) => ({ groupIdx: row.group.groupIdx, memberIdx: subject.memberIdx, allProjects })),
  );
  return views.map(({ row, standing, allProjects }) => {
    const showsCode = can(subject, "group.manage", { group: standing });
    return {
      groupIdx: row.group.groupIdx,
      groupName: row.group.groupName,
      signUpCode: showsCode ? row.group.signUpCode : null,
      signUpCodeExpiresAt: showsCode ? row.group.signUpCodeExpiresAt.toISOString() : null,
      labBookCount: labBooks.get(row.group.groupIdx) ?? 0,
      memberCount: row.memberCount,
      projectCount: allProjects ? row.projectCount : row.myProjectCount,
      myRole: standing === "none" ? null : standing,
      createdAt: row.group.createdAt.toISOString(),
    };
  });
}

/** One group as the subject sees it (the caller has authorised the view). */
export async function groupView(db: Db, subject: Subject, groupIdx: number): Promise<Group> {
  const [view] = await groupViews(db, subject, { scope: "visible", groupIdx });
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}
