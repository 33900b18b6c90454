import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { apiTokens, groupMembers, groups, members, projectMembers, projects, socialIdentities } from "../db/schema";
import { recordActivity } from "../activity/log";
import { verifyPassword } from "../auth/passwords";
import { confirmWithDirectory } from "../ldap/reauth";
import { consumeReauthToken } from "../oauth/reauth-token";
import { revokeMemberSessions } from "../auth/sessions";
import { dropAllMemberships } from "../groups/enrolment";
import { refreshMemberAccess } from "../labbook/refresh";
import { AppError } from "../lib/errors";
import { loadMemberRow } from "./member-dto";

/* Leaving the installation (DELETE /api/oauth/leave/member.do). */

const administrators = ["ADMIN", "MADE"] as const;

/**
 * Groups the member alone manages while others are still in them: those others would be left
 * with nobody to add members, appoint managers or reset codes. Locked with `lock`, so two
 * managers leaving at once cannot each count on the other.
 */
async function groupsManagedAlone(db: Db, memberIdx: number, lock: boolean): Promise<string[]> {
  const other = alias(groupMembers, "other");
  const query = db
    .select({ groupIdx: groups.groupIdx, name: groups.groupName })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.groupIdx, groupMembers.groupIdx))
    .where(and(eq(groupMembers.memberIdx, memberIdx), eq(groupMembers.isManager, true)))
    .orderBy(asc(groups.groupIdx));
  const managed = lock ? await query.for("update", { of: groups }) : await query;
  if (managed.length === 0) return [];
  const others = await db
    .select({
      groupIdx: other.groupIdx,
      members: sql<number>`count(*)::int`,
      managers: sql<number>`count(*) FILTER (WHERE ${other.isManager})::int`,
    })
    .from(other)
    .where(
      and(
        inArray(
          other.groupIdx,
          managed.map((g) => g.groupIdx),
        ),
        ne(other.memberIdx, memberIdx),
      ),
    )
    .groupBy(other.groupIdx);
  const stranded = new Set(others.filter((o) => o.members > 0 && o.managers === 0).map((o) => o.groupIdx));
  return managed.filter((g) => stranded.has(g.groupIdx)).map((g) => g.name);
}

/**
 * Active projects whose only OWNER the member is while others work in them. Archived projects
 * are frozen (nobody may change their members), so they do not hold a member back.
 */
async function projectsOwnedAlone(db: Db, memberIdx: number, lock: boolean): Promise<string[]> {
  const other = alias(projectMembers, "other");
  const query = db
    .select({ projectIdx: projects.projectIdx, name: projects.name })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.projectIdx, projectMembers.projectIdx))
    .where(and(eq(projectMembers.memberIdx, memberIdx), eq(projectMembers.level, "OWNER"), isNull(projects.archivedAt)))
    .orderBy(asc(projects.projectIdx));
  const owned = lock ? await query.for("update", { of: projects }) : await query;
  if (owned.length === 0) return [];
  const others = await db
    .select({
      projectIdx: other.projectIdx,
      members: sql<number>`count(*)::int`,
      owners: sql<number>`count(*) FILTER (WHERE ${other.level} = 'OWNER')::int`,
    })
    .from(other)
    .where(
      and(
        inArray(
          other.projectIdx,
          owned.map((p) => p.projectIdx),
        ),
        ne(other.memberIdx, memberIdx),
      ),
    )
    .groupBy(other.projectIdx);
  const stranded = new Set(others.filter((o) => o.members > 0 && o.owners === 0).map((o) => o.projectIdx));
  return owned.filter((p) => stranded.has(p.projectIdx)).map((p) => p.name);
}

/** Whether another active administrator (ADMIN or MADE) remains; their rows are locked with `lock`. */
async function anotherAdministrator(db: Db, memberIdx: number, lock: boolean): Promise<boolean> {
  const query = db
    .select({ memberIdx: members.memberIdx })
    .from(members)
    .where(and(inArray(members.role, administrators), eq(members.status, "ACTIVE")))
    .orderBy(asc(members.memberIdx));
  const rows = lock ? await query.for("update") : await query;
  return rows.some((row) => row.memberIdx !== memberIdx);
}

/**
 * Refuses (409) while the member's leaving would strand others: a group with members and no
 * manager, an active project with members and no OWNER, an installation with no administrator.
 * The message names what to hand over first.
 */
async function assertNothingToHandOver(db: Db, actor: Actor, lock: boolean): Promise<void> {
  const groupNames = await groupsManagedAlone(db, actor.memberIdx, lock);
  if (groupNames.length > 0) {
    throw new AppError("LEAVE_GROUP_MANAGER", undefined, { params: { name: groupNames.join(", ") } });
  }
  const projectNames = await projectsOwnedAlone(db, actor.memberIdx, lock);
  if (projectNames.length > 0) {
    throw new AppError("LEAVE_PROJECT_OWNER", undefined, { params: { name: projectNames.join(", ") } });
  }
  const isAdministrator = (administrators as readonly string[]).includes(actor.role);
  if (isAdministrator && !(await anotherAdministrator(db, actor.memberIdx, lock))) {
    throw new AppError("LEAVE_LAST_ADMIN");
  }
}

/**
 * Leaving: every sign-in ends (password, sessions, social links), contact data is erased (e-mail,
 * phone, organisation, nickname), the id and e-mail are freed and every membership is dropped.
 * The row keeps the member's name: records name the person (memberIdx and name), never the id,
 * so what they wrote, signed or checked keeps their name, marked as left (shared
 * displayMemberName). Open documents lose access.
 */
export async function leave(
  ctx: AppContext,
  actor: Actor,
  proof: { password?: string | undefined; reauthToken?: string | undefined },
): Promise<{ memberIdx: number }> {
  // What blocks leaving is said before the password is asked for: the member must act first anyway.
  await assertNothingToHandOver(ctx.db, actor, false);
  if (proof.reauthToken === undefined) {
    const current = await loadMemberRow(ctx.db, actor.memberIdx);
    // A member the LDAP directory made proves themself with the directory's password.
    const byDirectory =
      current.passwordHash === null && (await confirmWithDirectory(ctx, ctx.db, actor.memberIdx, proof.password));
    if (!byDirectory && !(await verifyPassword(current.passwordHash, proof.password ?? ""))) {
      throw new AppError("WRONG_PASSWORD");
    }
  }
  await ctx.db.transaction(async (tx) => {
    // A social-only member's proof (oauth/reauth.ts), used up with the leaving itself.
    if (proof.reauthToken !== undefined) await consumeReauthToken(ctx, tx, actor.memberIdx, proof.reauthToken);
    // Again under the locks: the answer above may be stale by now.
    await assertNothingToHandOver(tx, actor, true);
    await tx
      .update(members)
      .set({
        status: "LEFT",
        leftAt: new Date(),
        memberId: null,
        email: null,
        passwordHash: null,
        // The name (and initial) stay: research records keep who wrote, signed and checked them.
        nickName: null,
        organization: null,
        phone: "",
        newsletter: false,
        mustChangePassword: false,
      })
      .where(eq(members.memberIdx, actor.memberIdx));
    await revokeMemberSessions(tx, actor.memberIdx, "member left");
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date(), revokedBy: actor.memberIdx })
      .where(and(eq(apiTokens.memberIdx, actor.memberIdx), isNull(apiTokens.revokedAt)));
    await tx.delete(socialIdentities).where(eq(socialIdentities.memberIdx, actor.memberIdx));
    const left = await tx
      .select({ groupIdx: groupMembers.groupIdx })
      .from(groupMembers)
      .where(eq(groupMembers.memberIdx, actor.memberIdx));
    for (const { groupIdx } of left) {
      await recordActivity(tx, { actorIdx: actor.memberIdx, groupIdx, kind: "group.left" });
    }
    await dropAllMemberships(tx, actor.memberIdx);
  });
  // Open editors and feeds of the member close: their standing is gone.
  await refreshMemberAccess(ctx, actor.memberIdx);
  return { memberIdx: actor.memberIdx };
}
