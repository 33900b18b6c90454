import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { groupMembers, projectMembers, projects } from "../db/schema";
import { recordActivity } from "../activity/log";

/* Membership rows, written by joining, sign-up with a code, removal and leaving the installation. */

/** Adds a member to a group as a plain member; false when they were in it already. */
export async function addGroupMember(db: Db, groupIdx: number, memberIdx: number): Promise<boolean> {
  const added = await db
    .insert(groupMembers)
    .values({ groupIdx, memberIdx })
    .onConflictDoNothing()
    .returning({ memberIdx: groupMembers.memberIdx });
  if (added.length > 0) await recordActivity(db, { actorIdx: memberIdx, groupIdx, kind: "group.joined" });
  return added.length > 0;
}

/** Takes a member out of a group and out of all its projects. */
export async function dropMembership(db: Db, groupIdx: number, memberIdx: number): Promise<void> {
  const groupProjects = db
    .select({ projectIdx: projects.projectIdx })
    .from(projects)
    .where(eq(projects.groupIdx, groupIdx));
  await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.memberIdx, memberIdx), inArray(projectMembers.projectIdx, groupProjects)));
  await db.delete(groupMembers).where(and(eq(groupMembers.groupIdx, groupIdx), eq(groupMembers.memberIdx, memberIdx)));
}

/** Every group membership of a member, dropped when the member leaves the installation. */
export async function dropAllMemberships(db: Db, memberIdx: number): Promise<void> {
  await db.delete(projectMembers).where(eq(projectMembers.memberIdx, memberIdx));
  await db.delete(groupMembers).where(eq(groupMembers.memberIdx, memberIdx));
}
