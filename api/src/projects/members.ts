import { and, eq, sql } from "drizzle-orm";
import type { ProjectDetail, ProjectMemberInput } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { projectMembers, projects } from "../db/schema";
import { recordActivity } from "../activity/log";
import { standingIn } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { refreshProjectLabBooks } from "../labbook/refresh";
import { announceNotifications, notify } from "../notifications/record";
import { levelIn, loadProject, projectDetail, type ProjectRow } from "./queries";

type Membership = { projectIdx: number; memberIdx: number };

/** Locks the project for the change, then asks decide (under the lock) whether the actor manages it. */
async function managedProject(db: Db, actor: Actor, projectIdx: number): Promise<ProjectRow> {
  await db
    .select({ projectIdx: projects.projectIdx })
    .from(projects)
    .where(eq(projects.projectIdx, projectIdx))
    .for("update");
  const { project, facts } = await loadProject(db, projectIdx, actor);
  authorize(actor, "project.manage", facts);
  return project;
}

async function ownerCount(db: Db, projectIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectIdx, projectIdx), eq(projectMembers.level, "OWNER")));
  return row?.n ?? 0;
}

/** Adds a member of the project's group, or changes their level; the last OWNER stays OWNER. */
export async function setProjectMember(
  ctx: AppContext,
  actor: Actor,
  projectIdx: number,
  input: ProjectMemberInput,
): Promise<ProjectDetail> {
  const notified = await ctx.db.transaction(async (tx) => {
    const project = await managedProject(tx, actor, projectIdx);
    const current = await levelIn(tx, projectIdx, input.memberIdx);
    // A MoA project also keeps the members of other groups who joined it by code.
    const joined = project.moa && current !== null;
    if (!joined && (await standingIn(tx, project.groupIdx, input.memberIdx)) === "none") {
      throw new AppError("NOT_GROUP_MEMBER");
    }
    if (current === input.level) return [];
    if (current === "OWNER" && (await ownerCount(tx, projectIdx)) <= 1) throw new AppError("LAST_PROJECT_OWNER");
    await tx
      .insert(projectMembers)
      .values({ projectIdx, memberIdx: input.memberIdx, level: input.level })
      .onConflictDoUpdate({
        target: [projectMembers.projectIdx, projectMembers.memberIdx],
        set: { level: input.level },
      });
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx: project.groupIdx,
      projectIdx,
      kind: "project.memberLevel",
      subject: input.level,
      subjectMemberIdx: input.memberIdx,
    });
    return notify(ctx, tx, {
      kind: current === null ? "projectAdded" : "projectLevelChanged",
      actorIdx: actor.memberIdx,
      recipients: [input.memberIdx],
      subjectType: "project",
      subjectIdx: projectIdx,
      link: `/myLab/projects?projectIdx=${projectIdx}`,
    });
  });
  // Open lab book editors of the project switch to their new access.
  await refreshProjectLabBooks(ctx, projectIdx);
  await announceNotifications(ctx, notified);
  return projectDetail(ctx.db, actor, projectIdx);
}

/** Takes a member out of a project (404 when not in it); the last OWNER cannot be removed. */
export async function removeProjectMember(
  ctx: AppContext,
  actor: Actor,
  projectIdx: number,
  memberIdx: number,
): Promise<Membership> {
  await ctx.db.transaction(async (tx) => {
    const project = await managedProject(tx, actor, projectIdx);
    const current = await levelIn(tx, projectIdx, memberIdx);
    if (current === null) throw new AppError("NOT_FOUND");
    if (current === "OWNER" && (await ownerCount(tx, projectIdx)) <= 1) throw new AppError("LAST_PROJECT_OWNER");
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectIdx, projectIdx), eq(projectMembers.memberIdx, memberIdx)));
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx: project.groupIdx,
      projectIdx,
      kind: "project.memberRemoved",
      subjectMemberIdx: memberIdx,
    });
  });
  await refreshProjectLabBooks(ctx, projectIdx);
  return { projectIdx, memberIdx };
}
