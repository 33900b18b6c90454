import { createSecretKey, randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import { and, eq, lt } from "drizzle-orm";
import jwt from "jsonwebtoken";
import type { ReauthResult } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { socialIdentities, socialUsedTokens } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { AppError } from "../lib/errors";
import { countSignInFailure, forgiveSignInFailures } from "../throttle/sign-in";
import { throttled, verifyWithProvider, type ProviderAnswer } from "./service";

/**
 * Re-authentication through a provider (issue 27): a member who signs in only through Kakao, Naver
 * or Google confirms themself with it again, and gets a short-lived, single-use token that END,
 * COMPLETE and leaving take instead of the password. The token is a JWT of the api's secret with
 * its own audience (an access token is no reauth token, nor the reverse), bound to the member; its
 * hash goes into social_used_tokens when it is used, so a second use is refused.
 */
const reauthSeconds = 5 * 60;
const issuer = "enote";
const audience = "enote-reauth";
const purpose = "reauth";

/** POST /api/oauth/reauth.do: the provider's proof, for an identity the caller has linked. */
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
  const reauthToken = jwt.sign({ purpose }, createSecretKey(Buffer.from(ctx.secrets.jwtSecret)), {
    algorithm: "HS256",
    subject: String(actor.memberIdx),
    expiresIn: reauthSeconds,
    issuer,
    audience,
    jwtid: randomUUID(),
  });
  return { reauthToken, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a reauthToken up for `memberIdx`, inside the caller's transaction (a change that fails
 * later leaves it unused). A forged, expired, used or another member's token is REAUTH_FAILED.
 */
export async function consumeReauthToken(ctx: AppContext, db: Db, memberIdx: number, token: string): Promise<void> {
  let expiresAt: Date;
  try {
    const payload = jwt.verify(token, createSecretKey(Buffer.from(ctx.secrets.jwtSecret)), {
      algorithms: ["HS256"],
      issuer,
      audience,
    });
    if (typeof payload === "string" || payload["purpose"] !== purpose) throw new Error("not a reauth token");
    if (payload.sub !== String(memberIdx) || typeof payload.exp !== "number") throw new Error("not this member's");
    expiresAt = new Date(payload.exp * 1000);
  } catch {
    throw new AppError("REAUTH_FAILED");
  }
  await db.delete(socialUsedTokens).where(lt(socialUsedTokens.expiresAt, new Date()));
  const inserted = await db
    .insert(socialUsedTokens)
    .values({ tokenHash: hashToken(`reauth:${token}`), expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: socialUsedTokens.tokenHash });
  if (inserted.length === 0) throw new AppError("REAUTH_FAILED");
}
