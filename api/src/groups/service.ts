import { eq } from "drizzle-orm";
import type { Group, GroupCreateInput, GroupRenameInput } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { groupMembers, groups } from "../db/schema";
import { recordActivity } from "../activity/log";
import { authorize } from "../lib/authorize";
import { newSignUpCode, signUpCodeExpiry } from "./code";
import { groupView, groupViews, loadGroup } from "./queries";

/** Creates a group; its creator is its first manager. */
export async function createGroup(ctx: AppContext, actor: Actor, input: GroupCreateInput): Promise<Group> {
  authorize(actor, "group.create");
  const groupIdx = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({
        groupName: input.groupName,
        signUpCode: newSignUpCode(),
        signUpCodeExpiresAt: signUpCodeExpiry(),
        createdBy: actor.memberIdx,
      })
      .returning({ groupIdx: groups.groupIdx });
    if (!row) throw new Error("group insert returned nothing");
    await tx.insert(groupMembers).values({ groupIdx: row.groupIdx, memberIdx: actor.memberIdx, isManager: true });
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx: row.groupIdx,
      kind: "group.created",
      subject: input.groupName,
    });
    return row.groupIdx;
  });
  return groupView(ctx.db, actor, groupIdx);
}

/** The groups the member belongs to; administrators see every group. */
export function listGroups(ctx: AppContext, actor: Actor): Promise<Group[]> {
  return groupViews(ctx.db, actor, { scope: "visible" });
}

export async function getGroup(ctx: AppContext, actor: Actor, groupIdx: number): Promise<Group> {
  const { standing } = await loadGroup(ctx.db, groupIdx, actor.memberIdx);
  authorize(actor, "group.view", { group: standing });
  return groupView(ctx.db, actor, groupIdx);
}

export async function renameGroup(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  input: GroupRenameInput,
): Promise<Group> {
  const { group, standing } = await loadGroup(ctx.db, groupIdx, actor.memberIdx);
  authorize(actor, "group.manage", { group: standing });
  if (group.groupName !== input.groupName) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(groups).set({ groupName: input.groupName }).where(eq(groups.groupIdx, groupIdx));
      await recordActivity(tx, {
        actorIdx: actor.memberIdx,
        groupIdx,
        kind: "group.renamed",
        subject: input.groupName,
      });
    });
  }
  return groupView(ctx.db, actor, groupIdx);
}

/** A new sign-up code, valid for the configured days; the old code stops working at once. */
export async function regenerateCode(ctx: AppContext, actor: Actor, groupIdx: number): Promise<Group> {
  const { standing } = await loadGroup(ctx.db, groupIdx, actor.memberIdx);
  authorize(actor, "group.manage", { group: standing });
  await ctx.db
    .update(groups)
    .set({ signUpCode: newSignUpCode(), signUpCodeExpiresAt: signUpCodeExpiry() })
    .where(eq(groups.groupIdx, groupIdx));
  return groupView(ctx.db, actor, groupIdx);
}
