import { createHash, randomBytes, randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";

const issuer = "enote";
const audience = "enote";

export interface AccessClaims {
  memberIdx: number;
  sessionId: string;
}

export function signAccessToken(secret: string, ttlSeconds: number, claims: AccessClaims): string {
  return jwt.sign({ sid: claims.sessionId }, secret, {
    algorithm: "HS256",
    subject: String(claims.memberIdx),
    expiresIn: ttlSeconds,
    issuer,
    audience,
    // Unique per token: two tokens issued in the same second must still differ.
    jwtid: randomUUID(),
  });
}

/** The claims of a valid, unexpired access token; null for anything else. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"], issuer, audience });
    if (typeof payload === "string") return null;
    const memberIdx = Number(payload.sub);
    const sessionId = payload["sid"];
    if (!Number.isSafeInteger(memberIdx) || typeof sessionId !== "string") return null;
    return { memberIdx, sessionId };
  } catch {
    return null;
  }
}

export const jwtOptions = { issuer, audience, algorithms: ["HS256" as const] };

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
