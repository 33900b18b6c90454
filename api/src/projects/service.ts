import { and, eq, ne } from "drizzle-orm";
import type { Project, ProjectCreateInput, ProjectDetail, ProjectUpdateInput } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { groupMembers, projectMembers, projects } from "../db/schema";
import { recordActivity } from "../activity/log";
import { loadGroup } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { refreshProjectLabBooks } from "../labbook/refresh";
import { loadProject, projectDetail, projectViews } from "./queries";

/**
 * Creates a project in a group. The creator is its OWNER when they are in the group (an
 * administrator from outside is not added: projects hold group members only) or when it is a MoA
 * project (joint research with `partner`, which members of other groups join by code); with
 * `includeGroupMembers` every other group member joins as WRITER.
 */
export async function createProject(ctx: AppContext, actor: Actor, input: ProjectCreateInput): Promise<ProjectDetail> {
  const { standing } = await loadGroup(ctx.db, input.groupIdx, actor.memberIdx);
  authorize(actor, "project.create", { group: standing });
  const projectIdx = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        groupIdx: input.groupIdx,
        name: input.name,
        createdBy: actor.memberIdx,
        moa: input.moa === true,
        partner: input.moa === true ? (input.partner ?? null) : null,
      })
      .returning({ projectIdx: projects.projectIdx });
    if (!row) throw new Error("project insert returned nothing");
    // A MoA project is seen only by its members, so its creator always joins it.
    if (standing !== "none" || input.moa === true) {
      await tx
        .insert(projectMembers)
        .values({ projectIdx: row.projectIdx, memberIdx: actor.memberIdx, level: "OWNER" });
    }
    if (input.includeGroupMembers) {
      const others = await tx
        .select({ memberIdx: groupMembers.memberIdx })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupIdx, input.groupIdx), ne(groupMembers.memberIdx, actor.memberIdx)));
      if (others.length > 0) {
        await tx.insert(projectMembers).values(
          others.map((other) => ({
            projectIdx: row.projectIdx,
            memberIdx: other.memberIdx,
            level: "WRITER" as const,
          })),
        );
      }
    }
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx: input.groupIdx,
      projectIdx: row.projectIdx,
      kind: "project.created",
      subject: input.name,
    });
    return row.projectIdx;
  });
  return projectDetail(ctx.db, actor, projectIdx);
}

/** The projects the member may see, optionally of one group (which they must see: 404 otherwise). */
export async function listProjects(ctx: AppContext, actor: Actor, groupIdx?: number): Promise<Project[]> {
  if (groupIdx !== undefined) {
    const { standing } = await loadGroup(ctx.db, groupIdx, actor.memberIdx);
    authorize(actor, "group.view", { group: standing });
  }
  return projectViews(ctx.db, actor, { groupIdx });
}

export async function getProject(ctx: AppContext, actor: Actor, projectIdx: number): Promise<ProjectDetail> {
  const { facts } = await loadProject(ctx.db, projectIdx, actor);
  authorize(actor, "project.view", facts);
  return projectDetail(ctx.db, actor, projectIdx);
}

/** Renames and/or (un)archives. A rename needs a writable project, judged after the archive change. */
export async function updateProject(
  ctx: AppContext,
  actor: Actor,
  projectIdx: number,
  input: ProjectUpdateInput,
): Promise<ProjectDetail> {
  const { project, facts } = await loadProject(ctx.db, projectIdx, actor);
  const archived = input.archived ?? project.archivedAt !== null;
  if (input.archived !== undefined) authorize(actor, "project.archive", facts);
  if (input.name !== undefined) authorize(actor, "project.manage", { ...facts, projectArchived: archived });
  const renamed = input.name !== undefined && input.name !== project.name;
  const archiveChanged = archived !== (project.archivedAt !== null);
  await ctx.db.transaction(async (tx) => {
    if (!renamed && !archiveChanged) return;
    await tx
      .update(projects)
      .set({
        name: input.name ?? project.name,
        archivedAt: archiveChanged ? (archived ? new Date() : null) : project.archivedAt,
      })
      .where(eq(projects.projectIdx, projectIdx));
    const entry = { actorIdx: actor.memberIdx, groupIdx: project.groupIdx, projectIdx };
    if (renamed) await recordActivity(tx, { ...entry, kind: "project.renamed", subject: input.name });
    if (archiveChanged) {
      await recordActivity(tx, { ...entry, kind: archived ? "project.archived" : "project.unarchived" });
    }
  });
  // An archived project's lab books are read-only: open editors switch at once.
  if (archiveChanged) await refreshProjectLabBooks(ctx, projectIdx);
  return projectDetail(ctx.db, actor, projectIdx);
}
