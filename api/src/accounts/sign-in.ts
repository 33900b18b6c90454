import type { Request, Response } from "express";
import type { TokenPair } from "@enote/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { SignedInMember } from "../auth/passport";
import { startSession } from "../auth/sessions";
import { assertMaySignIn, countSignInFailure, forgiveSignInFailures, signInKeys } from "../throttle/sign-in";
import { members } from "../db/schema";
import { AppError } from "../lib/errors";
import type { PassportInstance } from "../auth/passport";
import type { LdapConfig } from "../ldap/config";
import { authenticateWithDirectory } from "../ldap/directory";
import { memberForEntry } from "../ldap/members";
import { oidcConfig, passwordSignInOff } from "../oauth/oidc-config";

function authenticateLocal(passport: PassportInstance, req: Request, res: Response): Promise<SignedInMember | null> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, member: SignedInMember | false) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(member || null);
    })(req, res, () => undefined);
  });
}

/**
 * A local account with this id and password, or else (ENOTE_LDAP_URL set) the directory's entry:
 * the member linked to it, made at its first sign-in. Local accounts are tried first, so the
 * administrator's own account signs in while the directory is down.
 */
async function authenticate(
  ctx: AppContext,
  passport: PassportInstance,
  directory: LdapConfig | null,
  req: Request,
  res: Response,
  credentials: { memberId: string; password: string },
): Promise<SignedInMember | null> {
  const local = await authenticateLocal(passport, req, res);
  if (local || !directory) return local;
  const person = await authenticateWithDirectory(directory, ctx.log, credentials.memberId, credentials.password);
  return person ? memberForEntry(ctx.db, person, credentials.memberId) : null;
}

/**
 * POST authorize.do: throttled (../throttle/sign-in.ts) alike for local and directory accounts;
 * one message for a wrong id or password. A directory outage is DIRECTORY_UNAVAILABLE and is not
 * counted as a failure of the member's.
 */
export async function signIn(
  ctx: AppContext,
  passport: PassportInstance,
  directory: LdapConfig | null,
  req: Request,
  res: Response,
  credentials: { memberId: string; password: string },
): Promise<TokenPair> {
  const keys = signInKeys(credentials.memberId, req.ip);
  await assertMaySignIn(ctx, keys);
  const member = await authenticate(ctx, passport, directory, req, res, credentials);
  if (!member) {
    await countSignInFailure(ctx, keys);
    throw new AppError("SIGN_IN_FAILED");
  }
  // ENOTE_OIDC_ONLY: the password was right, but only the administrator may use one (break-glass).
  if (oidcConfig(ctx.env)?.only) {
    const [row] = await ctx.db
      .select({ role: members.role })
      .from(members)
      .where(eq(members.memberIdx, member.memberIdx));
    if (passwordSignInOff(ctx.env, row?.role === "ADMIN")) throw new AppError("PASSWORD_SIGN_IN_OFF");
  }
  await forgiveSignInFailures(ctx, keys);
  return ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ lastLoginAt: new Date() }).where(eq(members.memberIdx, member.memberIdx));
    return startSession(tx, ctx, member.memberIdx);
  });
}
