import { and, eq, ne, sql } from "drizzle-orm";
import { formatPhone, type Member, type ResetPasswordResult, type TokenPair } from "@enote/shared";
import type { z } from "zod";
import type { changePasswordInput, initPasswordInput, memberUpdateInput, signUpInput } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Actor } from "../auth/actor";
import { generatePassword, hashPassword, verifyPassword } from "../auth/passwords";
import { revokeMemberSessions, startSession } from "../auth/sessions";
import { refreshMemberAccess } from "../labbook/refresh";
import { members } from "../db/schema";
import { AppError } from "../lib/errors";
import { authorize } from "../lib/authorize";
import { findGroupByCode } from "../groups/code";
import { addGroupMember } from "../groups/enrolment";
import { consumeReauthToken } from "../oauth/reauth-token";
import { passwordSignInOff } from "../oauth/oidc-config";
import { loadMemberRow, toMember } from "./member-dto";

type Parsed<T extends z.ZodType> = z.output<T>;

async function assertFree(ctx: AppContext, field: "memberId" | "email", value: string, exceptMemberIdx?: number) {
  const column = field === "memberId" ? sql`lower(${members.memberId})` : members.email;
  const conditions = [sql`${column} = ${field === "memberId" ? value.toLowerCase() : value}`];
  if (exceptMemberIdx !== undefined) conditions.push(ne(members.memberIdx, exceptMemberIdx));
  const [taken] = await ctx.db
    .select({ memberIdx: members.memberIdx })
    .from(members)
    .where(and(...conditions));
  if (taken) throw new AppError(field === "memberId" ? "MEMBER_ID_TAKEN" : "EMAIL_TAKEN");
}

/** The profile fields a member fills in at sign-up and edits later, as columns. */
function profileColumns(input: Parsed<typeof memberUpdateInput>) {
  return {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    nickName: input.nickName ?? null,
    initial: input.initial,
    organization: input.organization ?? null,
    phone: formatPhone(input.phone),
    newsletter: input.newsletter,
  };
}

/** A sign-up's fields; the password may be missing for an account that signs in through a provider. */
type SignUpFields = Omit<Parsed<typeof signUpInput>, "password" | "passwordConfirm"> & { password?: string };

/**
 * Creates an account and signs it in. The first member of an empty installation is its ADMIN.
 * `link` runs in the same transaction once the member exists (a social identity is linked there).
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpFields,
  link?: (tx: Db, memberIdx: number) => Promise<void>,
): Promise<TokenPair> {
  await assertFree(ctx, "memberId", input.memberId);
  await assertFree(ctx, "email", input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // The account, its group membership and its first sign-in: all of them or, on any failure, nothing.
  return ctx.db.transaction(async (tx) => {
    // Serialises concurrent first sign-ups so exactly one becomes ADMIN.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(73110002)`);
    // An invitation's code is checked before the account exists: a wrong one creates nothing.
    const group = input.groupCode ? await findGroupByCode(tx, input.groupCode) : null;
    if (input.groupCode && !group) throw new AppError("INVALID_GROUP_CODE");
    const [existing] = await tx.select({ memberIdx: members.memberIdx }).from(members).limit(1);
    // ENOTE_OIDC_ONLY: members come through the institution's provider; only the first (the
    // administrator, on a new installation) signs up with a password.
    if (existing && !link && passwordSignInOff(ctx.env, false)) throw new AppError("PASSWORD_SIGN_IN_OFF");
    const [row] = await tx
      .insert(members)
      .values({
        memberId: input.memberId,
        passwordHash,
        ...profileColumns(input),
        role: existing ? "FRONT" : "ADMIN",
        agreeTerms: input.agreeTerms,
        agreePrivacy: input.agreePrivacy,
        lastLoginAt: new Date(),
      })
      .returning({ memberIdx: members.memberIdx });
    if (!row) throw new Error("member insert returned nothing");
    if (group) await addGroupMember(tx, group.groupIdx, row.memberIdx);
    if (link) await link(tx, row.memberIdx);
    return startSession(tx, ctx, row.memberIdx);
  });
}

export async function getMember(ctx: AppContext, actor: Actor): Promise<Member> {
  return toMember(await loadMemberRow(ctx.db, actor.memberIdx));
}

export async function updateMember(
  ctx: AppContext,
  actor: Actor,
  input: Parsed<typeof memberUpdateInput>,
): Promise<Member> {
  await assertFree(ctx, "email", input.email, actor.memberIdx);
  const [row] = await ctx.db
    .update(members)
    .set(profileColumns(input))
    .where(eq(members.memberIdx, actor.memberIdx))
    .returning();
  if (!row) throw new AppError("NOT_FOUND");
  return toMember(row);
}

/**
 * Changes the password after checking the current one, or sets a first one for a member who
 * signed up through a provider, proven by a reauthToken (oauth/reauth.ts); other sign-ins of the member end, in the
 * same transaction: a new password never stands while the sessions it should end live on.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: Parsed<typeof changePasswordInput>,
): Promise<Member> {
  const current = await loadMemberRow(ctx.db, actor.memberIdx);
  // Who has a password proves it; who has none proves themself with a linked provider.
  const byProvider = current.passwordHash === null && input.reauthToken !== undefined;
  if (!byProvider && !(await verifyPassword(current.passwordHash, input.currentPassword ?? ""))) {
    throw new AppError("WRONG_PASSWORD");
  }
  const passwordHash = await hashPassword(input.newPassword);
  const row = await ctx.db.transaction(async (tx) => {
    if (byProvider && input.reauthToken !== undefined) {
      await consumeReauthToken(ctx, tx, actor.memberIdx, input.reauthToken);
    }
    const [updated] = await tx
      .update(members)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(members.memberIdx, actor.memberIdx))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    await revokeMemberSessions(tx, actor.memberIdx, "password changed", actor.sessionId);
    return updated;
  });
  // The ended sign-ins' open documents close now, not when their tokens expire.
  await refreshMemberAccess(ctx, actor.memberIdx);
  return toMember(row);
}

/**
 * An administrator resets a member's password to the configured default, or to a random one
 * returned once. The member's sign-ins end and a new password must be chosen at next sign-in.
 * Who may reset whose password is decide's `member.resetPassword` (never one's own; ADMINs' by MADE).
 */
export async function resetPassword(ctx: AppContext, actor: Actor, memberIdx: number): Promise<ResetPasswordResult> {
  const target = await loadMemberRow(ctx.db, memberIdx);
  authorize(actor, "member.resetPassword", { target: { memberIdx, role: target.role } });
  const configured = ctx.env.ENOTE_DEFAULT_PASSWORD;
  const password = configured ?? generatePassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, mustChangePassword: true }).where(eq(members.memberIdx, memberIdx));
    await revokeMemberSessions(tx, memberIdx, "password reset by administrator");
  });
  await refreshMemberAccess(ctx, memberIdx);
  return { memberIdx, temporaryPassword: configured ? null : password };
}

/** The new password a member chooses after a reset (only while one is pending). */
export async function initPassword(
  ctx: AppContext,
  actor: Actor,
  input: Parsed<typeof initPasswordInput>,
): Promise<Member> {
  const current = await loadMemberRow(ctx.db, actor.memberIdx);
  if (!current.mustChangePassword) throw new AppError("NO_PASSWORD_RESET_PENDING");
  const [row] = await ctx.db
    .update(members)
    .set({ passwordHash: await hashPassword(input.newPassword), mustChangePassword: false })
    .where(eq(members.memberIdx, actor.memberIdx))
    .returning();
  if (!row) throw new AppError("NOT_FOUND");
  return toMember(row);
}
