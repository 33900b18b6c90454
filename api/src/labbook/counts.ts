import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { TreeNode } from "@enote/shared";
import type { Db } from "../db/client";
import { labBooks, projectMembers } from "../db/schema";

/*
 * What the organisation screens (groups, projects, tree, dashboard) show of lab books.
 */

/** Lab books per project, for every project given (0 for a project without any). */
export async function projectLabBookCounts(db: Db, projectIdxs: number[]): Promise<Map<number, number>> {
  const counts = new Map(projectIdxs.map((projectIdx) => [projectIdx, 0]));
  if (projectIdxs.length === 0) return counts;
  const rows = await db
    .select({ projectIdx: labBooks.projectIdx, n: sql<number>`count(*)::int` })
    .from(labBooks)
    .where(inArray(labBooks.projectIdx, projectIdxs))
    .groupBy(labBooks.projectIdx);
  for (const row of rows) counts.set(row.projectIdx, row.n);
  return counts;
}

/** Which lab books of a group a member counts: all of the group's, or only those of their projects. */
export interface GroupCountScope {
  groupIdx: number;
  memberIdx: number;
  allProjects: boolean;
}

/** Lab books per group, counted as far as each scope reaches. */
export async function groupLabBookCounts(db: Db, scopes: GroupCountScope[]): Promise<Map<number, number>> {
  const counts = new Map(scopes.map((scope) => [scope.groupIdx, 0]));
  const whole = scopes.filter((scope) => scope.allProjects).map((scope) => scope.groupIdx);
  const partial = scopes.filter((scope) => !scope.allProjects);
  const queries: Promise<Array<{ groupIdx: number; n: number }>>[] = [];
  if (whole.length > 0) {
    queries.push(
      db
        .select({ groupIdx: labBooks.groupIdx, n: sql<number>`count(*)::int` })
        .from(labBooks)
        // MoA books are counted only by the MoA project's members (below), never through a group role.
        .where(and(inArray(labBooks.groupIdx, whole), ne(labBooks.kind, "MOA")))
        .groupBy(labBooks.groupIdx),
    );
  }
  // Every scope of one call is one member's (the screens ask for the signed-in member).
  for (const memberIdx of new Set(partial.map((scope) => scope.memberIdx))) {
    const groupIdxs = partial.filter((scope) => scope.memberIdx === memberIdx).map((scope) => scope.groupIdx);
    queries.push(
      db
        .select({ groupIdx: labBooks.groupIdx, n: sql<number>`count(*)::int` })
        .from(labBooks)
        .innerJoin(
          projectMembers,
          and(eq(projectMembers.projectIdx, labBooks.projectIdx), eq(projectMembers.memberIdx, memberIdx)),
        )
        .where(inArray(labBooks.groupIdx, groupIdxs))
        .groupBy(labBooks.groupIdx),
    );
  }
  for (const rows of await Promise.all(queries)) for (const row of rows) counts.set(row.groupIdx, row.n);
  return counts;
}

/** A project's lab books as tree nodes, newest first (the caller has checked that the project is visible). */
export async function projectLabBookNodes(db: Db, projectIdx: number): Promise<TreeNode[]> {
  const rows = await db
    .select({ lbIdx: labBooks.lbIdx, title: labBooks.title })
    .from(labBooks)
    .where(eq(labBooks.projectIdx, projectIdx))
    .orderBy(desc(labBooks.createdAt), desc(labBooks.lbIdx));
  return rows.map((row) => ({ kind: "labbook", idx: row.lbIdx, name: row.title, count: 0 }));
}
