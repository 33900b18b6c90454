import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

const issuer = "enote";
const audience = "enote";

export interface AccessClaims {
  memberIdx: number;
  sessionId: string;
}

const keys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once. Given a string, jsonwebtoken first tries it as a PEM
 * public key on every call and builds the HMAC key after that fails, a large part of each
 * request's CPU time.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export function signAccessToken(secret: string, ttlSeconds: number, claims: AccessClaims): string {
  return jwt.sign({ sid: claims.sessionId }, keyOf(secret), {
    algorithm: "HS256",
    subject: String(claims.memberIdx),
    expiresIn: ttlSeconds,
    issuer,
    audience,
    // Unique per token: two tokens issued in the same second must still differ.
    jwtid: randomUUID(),
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The claims of a valid, unexpired access token; null for anything else. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ["HS256"], issuer, audience });
    if (typeof payload === "string") return null;
    const memberIdx = Number(payload.sub);
    const sessionId = payload["sid"];
    // Claims are checked as closely as a request's input: a well-signed token with a session id
    // that is no uuid, or a member number past the database's integers, is no token of ours.
    if (!Number.isInteger(memberIdx) || memberIdx <= 0 || memberIdx > 2_147_483_647) return null;
    if (typeof sessionId !== "string" || !uuidPattern.test(sessionId)) return null;
    return { memberIdx, sessionId };
  } catch {
    return null;
  }
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
