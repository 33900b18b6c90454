import { createSecretKey, randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import jwt from "jsonwebtoken";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { socialUsedTokens } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { AppError } from "../lib/errors";

/**
 * Re-authentication through a provider (issue 27): a member who signs in only through Kakao, Naver
 * or Google confirms themself with it again, and gets a short-lived, single-use token that END,
 * COMPLETE and leaving take instead of the password. The token is a JWT of the api's secret with
 * its own audience (an access token is no reauth token, nor the reverse), bound to the member; its
 * hash goes into social_used_tokens when it is used, so a second use is refused.
 */
export const reauthSeconds = 5 * 60;
const issuer = "enote";
const audience = "enote-reauth";
const purpose = "reauth";

/** A reauthToken for `memberIdx`, valid `reauthSeconds`. */
export function signReauthToken(ctx: AppContext, memberIdx: number): string {
  return jwt.sign({ purpose }, createSecretKey(Buffer.from(ctx.secrets.jwtSecret)), {
    algorithm: "HS256",
    subject: String(memberIdx),
    expiresIn: reauthSeconds,
    issuer,
    audience,
    jwtid: randomUUID(),
  });
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
