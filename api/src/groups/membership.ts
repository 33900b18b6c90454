import { and, asc, desc, eq } from "drizzle-orm";
import type { Action, Group, GroupManagerInput, GroupMember, GroupStanding } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { groupMembers, members } from "../db/schema";
import { recordActivity } from "../activity/log";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { refreshMemberAccess } from "../labbook/refresh";
import { memberName } from "../members/name";
import { notifyGroupLevelChanged } from "../notifications/member-events";
import { announceNotifications } from "../notifications/record";
import { findGroupByCode } from "./code";
import { addGroupMember, dropMembership } from "./enrolment";
import { groupView, loadGroup, lockGroup, memberCount } from "./queries";

type Membership = { groupIdx: number; memberIdx: number };

/** Joins the group whose current, unexpired sign-up code this is. */
export async function joinGroup(ctx: AppContext, actor: Actor, signUpCode: string): Promise<Group> {
  const group = await findGroupByCode(ctx.db, signUpCode);
  if (!group) throw new AppError("INVALID_GROUP_CODE");
  const added = await ctx.db.transaction((tx) => addGroupMember(tx, group.groupIdx, actor.memberIdx));
  if (!added) throw new AppError("ALREADY_GROUP_MEMBER");
  return groupView(ctx.db, actor, group.groupIdx);
}

async function groupMemberRows(db: Db, groupIdx: number, memberIdx?: number): Promise<GroupMember[]> {
  const conditions = [eq(groupMembers.groupIdx, groupIdx)];
  if (memberIdx !== undefined) conditions.push(eq(groupMembers.memberIdx, memberIdx));
  const rows = await db
    .select({
      memberIdx: members.memberIdx,
      memberId: members.memberId,
      name: memberName(),
      initial: members.initial,
      email: members.email,
      role: members.role,
      manager: groupMembers.isManager,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(members, eq(members.memberIdx, groupMembers.memberIdx))
    .where(and(...conditions))
    .orderBy(desc(groupMembers.isManager), asc(memberName()), asc(members.memberIdx));
  return rows.map((row) => ({
    ...row,
    memberId: row.memberId ?? "",
    email: row.email ?? "",
    joinedAt: row.joinedAt.toISOString(),
  }));
}

export async function listGroupMembers(ctx: AppContext, actor: Actor, groupIdx: number): Promise<GroupMember[]> {
  const { standing } = await loadGroup(ctx.db, groupIdx, actor.memberIdx);
  authorize(actor, "group.view", { group: standing });
  return groupMemberRows(ctx.db, groupIdx);
}

/**
 * Runs a membership change in one transaction with the group's row locked, asking decide under
 * that lock: two managers acting at once cannot both pass a check the other's change voids.
 */
function inLockedGroup<T>(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  action: Action,
  change: (tx: Db, standing: GroupStanding) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, groupIdx);
    const { standing } = await loadGroup(tx, groupIdx, actor.memberIdx);
    authorize(actor, action, { group: standing });
    return change(tx, standing);
  });
}

/** The target's membership, 404 when they are not in the group. */
async function targetIn(db: Db, groupIdx: number, memberIdx: number): Promise<GroupMember> {
  const [target] = await groupMemberRows(db, groupIdx, memberIdx);
  if (!target) throw new AppError("NOT_FOUND");
  return target;
}

/** Appoints a group member as manager, or removes a manager (never the last one). */
export async function setManager(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  input: GroupManagerInput,
): Promise<GroupMember> {
  const notified = await inLockedGroup(ctx, actor, groupIdx, "group.appointManager", async (tx, standing) => {
    const target = await targetIn(tx, groupIdx, input.memberIdx);
    // The same question the client's member menu asks, the target (possibly oneself) included.
    const groupStanding = target.manager ? "manager" : "member";
    const aimedAt = { memberIdx: target.memberIdx, role: target.role, groupStanding } as const;
    authorize(actor, "group.appointManager", { group: standing, target: aimedAt });
    if (target.manager === input.manager) return [];
    if (!input.manager && (await memberCount(tx, groupIdx, true)) <= 1) throw new AppError("LAST_GROUP_MANAGER");
    await tx
      .update(groupMembers)
      .set({ isManager: input.manager })
      .where(and(eq(groupMembers.groupIdx, groupIdx), eq(groupMembers.memberIdx, input.memberIdx)));
    const kind = input.manager ? "group.managerAppointed" : "group.managerRemoved";
    await recordActivity(tx, { actorIdx: actor.memberIdx, groupIdx, kind, subjectMemberIdx: target.memberIdx });
    return notifyGroupLevelChanged(ctx, tx, groupIdx, target.memberIdx, actor.memberIdx);
  });
  await announceNotifications(ctx, notified);
  // A manager reads every lab book of the group: open editors follow the change at once.
  await refreshMemberAccess(ctx, input.memberIdx);
  const [updated] = await groupMemberRows(ctx.db, groupIdx, input.memberIdx);
  if (!updated) throw new AppError("NOT_FOUND");
  return updated;
}

/** A manager (or administrator) removes a member; the last manager cannot be removed. */
export async function removeGroupMember(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  memberIdx: number,
): Promise<Membership> {
  await inLockedGroup(ctx, actor, groupIdx, "group.removeMember", async (tx) => {
    const target = await targetIn(tx, groupIdx, memberIdx);
    if (target.manager && (await memberCount(tx, groupIdx, true)) <= 1) throw new AppError("LAST_GROUP_MANAGER");
    await dropMembership(tx, groupIdx, memberIdx);
    await recordActivity(tx, {
      actorIdx: actor.memberIdx,
      groupIdx,
      kind: "group.memberRemoved",
      subjectMemberIdx: target.memberIdx,
    });
  });
  await refreshMemberAccess(ctx, memberIdx);
  return { groupIdx, memberIdx };
}

/** Leaves a group. The last manager may leave only when nobody else is left in it. */
export async function leaveGroup(ctx: AppContext, actor: Actor, groupIdx: number): Promise<Membership> {
  await inLockedGroup(ctx, actor, groupIdx, "group.leave", async (tx) => {
    const self = await targetIn(tx, groupIdx, actor.memberIdx);
    const lastManager = self.manager && (await memberCount(tx, groupIdx, true)) <= 1;
    if (lastManager && (await memberCount(tx, groupIdx)) > 1) throw new AppError("LAST_GROUP_MANAGER");
    await dropMembership(tx, groupIdx, actor.memberIdx);
    await recordActivity(tx, { actorIdx: actor.memberIdx, groupIdx, kind: "group.left" });
  });
  await refreshMemberAccess(ctx, actor.memberIdx);
  return { groupIdx, memberIdx: actor.memberIdx };
}
