import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from "jose";
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { socialUsedTokens } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { AppError } from "../lib/errors";
import type { GoogleConfig } from "./config";
import type { VerifiedIdentity } from "./identity";
import { askProvider, objectOf, refused, textOf } from "./provider-http";

/** What the issuer's discovery document tells: where its keys are and where a browser signs in. */
interface Issuer {
  keys: ReturnType<typeof createRemoteJWKSet>;
  authorizationEndpoint: string;
}

const issuers = new Map<string, Promise<Issuer>>();

async function discover(issuer: string): Promise<Issuer> {
  const answer = await askProvider(`${issuer}/.well-known/openid-configuration`);
  const document = objectOf(answer.body);
  const jwksUri = textOf(document["jwks_uri"]);
  const authorizationEndpoint = textOf(document["authorization_endpoint"]);
  // A document of another issuer (a misconfigured address) would vouch for tokens it did not sign.
  if (answer.status !== 200 || !jwksUri || !authorizationEndpoint || textOf(document["issuer"]) !== issuer) {
    throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  }
  return { keys: createRemoteJWKSet(new URL(jwksUri)), authorizationEndpoint };
}

/** The issuer's keys and endpoints, fetched once per process (jose refreshes the key set itself). */
export function googleIssuer(config: GoogleConfig): Promise<Issuer> {
  let found = issuers.get(config.issuer);
  if (!found) {
    found = discover(config.issuer);
    issuers.set(config.issuer, found);
    found.catch(() => issuers.delete(config.issuer));
  }
  return found;
}

/** Google writes its issuer with and without the scheme; both are Google. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer];
}

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

/**
 * `userDetails.credential`, the ID token Google Identity Services gave the browser: its signature
 * by the issuer's published keys, its issuer, audience (our client id) and expiry, then once only.
 */
export async function verifyGoogle(db: Db, config: GoogleConfig, credential: string): Promise<VerifiedIdentity> {
  const issuer = await googleIssuer(config);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(credential, issuer.keys, {
      issuer: acceptedIssuers(config.issuer),
      audience: config.clientId,
      requiredClaims: ["sub", "exp"],
    }));
  } catch (error) {
    // The issuer's key set could not be fetched: its trouble, not a forged token.
    if (error instanceof joseErrors.JWKSTimeout || (error instanceof Error && error.name === "TypeError")) {
      throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
    }
    throw refused();
  }
  const subject = textOf(payload.sub);
  if (!subject || typeof payload.exp !== "number") throw refused();
  await useOnce(db, credential, new Date(payload.exp * 1000));
  const claims = objectOf(payload);
  return {
    provider: "google",
    subject,
    profile: {
      // Only an address Google has verified is offered to prefill the form.
      email: claims["email_verified"] === true ? textOf(claims["email"]) : null,
      name: textOf(claims["name"]),
      nickName: textOf(claims["given_name"]),
    },
  };
}
