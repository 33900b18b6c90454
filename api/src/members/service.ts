import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { formatMemberName, type MemberPage, type MemberSummary, type Role, type memberListQuery } from "@enote/shared";
import type { AppContext } from "../context";
import { containsPattern } from "../lib/like";
import type { Actor } from "../auth/actor";
import { revokeMemberSessions } from "../auth/sessions";
import { loadMemberRow } from "../accounts/member-dto";
import { groupMembers, members, memberSearchText } from "../db/schema";
import { loadGroup, standingIn } from "../groups/queries";
import { refreshMemberAccess } from "../labbook/refresh";
import { authorize } from "../lib/authorize";
import { memberName } from "./name";

type MemberRow = typeof members.$inferSelect;
type ListQuery = z.output<typeof memberListQuery>;

function toSummary(row: MemberRow): MemberSummary {
  return {
    memberIdx: row.memberIdx,
    memberId: row.memberId ?? "",
    name: formatMemberName(row),
    initial: row.initial,
    email: row.email ?? "",
    organization: row.organization,
    role: row.role,
    active: row.status === "ACTIVE",
    registeredAt: row.registeredAt.toISOString(),
    lastLoginDateTime: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/**
 * Members, paged: administrators list everyone (or one group's members), a group's managers
 * list their group's members (groupIdx required), others are refused with NO_MENU_ACCESS.
 */
export async function listMembers(ctx: AppContext, actor: Actor, query: ListQuery): Promise<MemberPage> {
  const { groupIdx, q, page, size } = query;
  const standing = groupIdx === undefined ? undefined : await standingIn(ctx.db, groupIdx, actor.memberIdx);
  authorize(actor, "member.list", { group: standing });
  if (groupIdx !== undefined) await loadGroup(ctx.db, groupIdx, actor.memberIdx); // 404 for no such group
  const conditions: SQL[] = [ne(members.status, "LEFT")];
  if (q) conditions.push(sql`${memberSearchText(members)} like ${containsPattern(q.toLowerCase())}`);
  if (groupIdx !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupIdx} = ${groupIdx} and ${groupMembers.memberIdx} = ${members.memberIdx})`,
    );
  }
  const where = and(...conditions);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(members)
    .where(where)
    .orderBy(asc(memberName()), asc(members.memberIdx))
    .limit(size)
    .offset((page - 1) * size);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page, size };
}

/** Changes another member's installation role, as far as decide lets the actor (see mayAssignRole). */
export async function changeRole(ctx: AppContext, actor: Actor, memberIdx: number, role: Role): Promise<MemberSummary> {
  const target = await loadMemberRow(ctx.db, memberIdx);
  authorize(actor, "member.changeRole", { target: { memberIdx, role: target.role } }, role);
  const [row] = await ctx.db.update(members).set({ role }).where(eq(members.memberIdx, memberIdx)).returning();
  // An administrator reads every lab book: open connections follow the new role at once.
  await refreshMemberAccess(ctx, memberIdx);
  return toSummary(row ?? target);
}

/** Deactivates (every sign-in ends, sign-in refused) or reactivates another member. */
export async function setActive(
  ctx: AppContext,
  actor: Actor,
  memberIdx: number,
  active: boolean,
): Promise<MemberSummary> {
  const target = await loadMemberRow(ctx.db, memberIdx);
  authorize(actor, "member.setActive", { target: { memberIdx, role: target.role } });
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(members)
      .set({ status: active ? "ACTIVE" : "INACTIVE" })
      .where(eq(members.memberIdx, memberIdx))
      .returning();
    if (!active) await revokeMemberSessions(tx, memberIdx, "deactivated by administrator");
    return updated;
  });
  // Revoked sign-ins stop new sockets; this closes the ones already open.
  await refreshMemberAccess(ctx, memberIdx);
  return toSummary(row ?? target);
}
