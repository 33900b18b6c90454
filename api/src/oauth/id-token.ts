import { jwtVerify, errors as joseErrors, type JWTPayload } from "jose";
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { socialUsedTokens } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { AppError } from "../lib/errors";
import type { Issuer } from "./issuer";
import { objectOf, refused, textOf } from "./provider-http";

/**
 * Accepts an ID token once: its hash is kept until the token expires, and a second use finds it.
 * Rows of expired tokens are cleared on the way (a replay of those fails on its expiry anyway).
 */
async function useOnce(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.delete(socialUsedTokens).where(lt(socialUsedTokens.expiresAt, new Date()));
  const inserted = await db
    .insert(socialUsedTokens)
    .values({ tokenHash: hashToken(token), expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: socialUsedTokens.tokenHash });
  if (inserted.length === 0) throw refused();
}

export interface IdTokenRules {
  /** The `iss` values accepted. */
  issuers: string[];
  /** Our client id: the token must be issued to us. */
  audience: string;
  /** The nonce this browser's sign-in sent, when the flow has one. */
  nonce?: string;
}

/** An ID token's subject and claims, once it passed every check. */
export interface CheckedIdToken {
  subject: string;
  claims: Record<string, unknown>;
}

/**
 * An ID token: its signature by the issuer's published keys, its issuer, audience (our client
 * id), expiry and nonce, then once only (a replayed token is refused). A key set that cannot be
 * fetched is the provider's trouble (502), anything else a refusal.
 */
export async function checkIdToken(
  db: Db,
  issuer: Issuer,
  token: string,
  rules: IdTokenRules,
): Promise<CheckedIdToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, issuer.keys, {
      issuer: rules.issuers,
      audience: rules.audience,
      requiredClaims: rules.nonce === undefined ? ["sub", "exp"] : ["sub", "exp", "nonce"],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout || (error instanceof Error && error.name === "TypeError")) {
      throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
    }
    throw refused();
  }
  const subject = textOf(payload.sub);
  if (!subject || typeof payload.exp !== "number") throw refused();
  if (rules.nonce !== undefined && payload["nonce"] !== rules.nonce) throw refused();
  await useOnce(db, token, new Date(payload.exp * 1000));
  return { subject, claims: objectOf(payload) };
}
