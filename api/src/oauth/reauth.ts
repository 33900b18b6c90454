import type { Request, Response } from "express";
import { and, eq } from "drizzle-orm";
import type { ReauthResult } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { socialIdentities } from "../db/schema";
import { AppError } from "../lib/errors";
import { countSignInFailure, forgiveSignInFailures } from "../throttle/sign-in";
import { throttled, verifyWithProvider, type ProviderAnswer } from "./service";
import { reauthSeconds, signReauthToken } from "./reauth-token";

/**
 * POST /api/oauth/reauth.do (the token itself: reauth-token.ts): the provider's proof, for an identity the caller
 * has linked.
 */
export async function issueReauthToken(
  ctx: AppContext,
  actor: Actor,
  req: Request,
  res: Response,
  answer: ProviderAnswer,
): Promise<ReauthResult> {
  const { identity, keys } = await throttled(ctx, req, answer.provider, () =>
    verifyWithProvider(ctx, req, res, answer),
  );
  const [linked] = await ctx.db
    .select({ memberIdx: socialIdentities.memberIdx })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
  if (linked?.memberIdx !== actor.memberIdx) {
    // Someone else's identity, or nobody's: a failed sign-in as far as the throttle counts.
    await countSignInFailure(ctx, keys);
    throw new AppError("SOCIAL_SIGN_IN_FAILED");
  }
  await forgiveSignInFailures(ctx, keys);
  await ctx.db
    .update(socialIdentities)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
  const expiresAt = new Date(Date.now() + reauthSeconds * 1000);
  const reauthToken = signReauthToken(ctx, actor.memberIdx);
  return { reauthToken, expiresAt: expiresAt.toISOString() };
}
