import { createHash, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { inviteCodeAlphabet, projectLimits, type ProjectDetail, type ProjectInviteResult } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { projectMembers, projects } from "../db/schema";
import { recordActivity } from "../activity/log";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { notifyPartnerJoined } from "../notifications/member-events";
import { announceNotifications } from "../notifications/record";
import { levelIn, loadProject, projectDetail } from "./queries";

/*
 * MoA project invitations: the OWNER makes a code, a signed-in member of any group joins with it
 * as READER. Only the code's SHA-256 is stored (enough to check it); a new code replaces the old.
 */

function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < projectLimits.inviteCodeLength; i += 1) {
    code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  }
  return code;
}

export function inviteCodeHash(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** Creates or renews a MoA project's invitation code (decide's project.invite); the old code stops working. */
export async function renewInvite(ctx: AppContext, actor: Actor, projectIdx: number): Promise<ProjectInviteResult> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ projectIdx: projects.projectIdx })
      .from(projects)
      .where(eq(projects.projectIdx, projectIdx))
      .for("update");
    const { project, facts } = await loadProject(tx, projectIdx, actor);
    authorize(actor, "project.view", facts);
    if (!project.moa) throw new AppError("NOT_MOA_PROJECT");
    authorize(actor, "project.invite", facts);
    const inviteCode = newInviteCode();
    const [row] = await tx
      .update(projects)
      .set({ inviteCodeHash: inviteCodeHash(inviteCode), inviteCreatedAt: new Date() })
      .where(eq(projects.projectIdx, projectIdx))
      .returning({ createdAt: projects.inviteCreatedAt });
    return { inviteCode, createdAt: (row?.createdAt ?? new Date()).toISOString() };
  });
}

/** Joins the MoA project whose current code this is, as READER; a wrong or replaced code is INVALID_INVITE_CODE. */
export async function joinByInvite(ctx: AppContext, actor: Actor, inviteCode: string): Promise<ProjectDetail> {
  let notified: number[] = [];
  const projectIdx = await ctx.db.transaction(async (tx) => {
    const [project] = await tx
      .select({ projectIdx: projects.projectIdx, groupIdx: projects.groupIdx, moa: projects.moa })
      .from(projects)
      .where(eq(projects.inviteCodeHash, inviteCodeHash(inviteCode)))
      .for("update");
    if (!project || !project.moa) throw new AppError("INVALID_INVITE_CODE");
    if ((await levelIn(tx, project.projectIdx, actor.memberIdx)) !== null) throw new AppError("ALREADY_PROJECT_MEMBER");
    await tx
      .insert(projectMembers)
      .values({ projectIdx: project.projectIdx, memberIdx: actor.memberIdx, level: "READER" });
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx: project.groupIdx,
      projectIdx: project.projectIdx,
      kind: "project.joined",
    });
    notified = await notifyPartnerJoined(ctx, tx, project.projectIdx, actor.memberIdx);
    return project.projectIdx;
  });
  await announceNotifications(ctx, notified);
  return projectDetail(ctx.db, actor, projectIdx);
}
