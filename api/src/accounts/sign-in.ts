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

function authenticateLocal(passport: PassportInstance, req: Request, res: Response): Promise<SignedInMember | null> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, member: SignedInMember | false) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(member || null);
    })(req, res, () => undefined);
  });
}

/** POST authorize.do: throttled (../throttle/sign-in.ts); one message for a wrong id or password. */
export async function signIn(
  ctx: AppContext,
  passport: PassportInstance,
  req: Request,
  res: Response,
  memberId: string,
): Promise<TokenPair> {
  const keys = signInKeys(memberId, req.ip);
  await assertMaySignIn(ctx, keys);
  const member = await authenticateLocal(passport, req, res);
  if (!member) {
    await countSignInFailure(ctx, keys);
    throw new AppError("SIGN_IN_FAILED");
  }
  await forgiveSignInFailures(ctx, keys);
  return ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ lastLoginAt: new Date() }).where(eq(members.memberIdx, member.memberIdx));
    return startSession(tx, ctx, member.memberIdx);
  });
}
