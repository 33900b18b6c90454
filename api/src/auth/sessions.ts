import { and, eq, isNull, ne } from "drizzle-orm";
import type { TokenPair } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { authSessions, members, refreshTokens } from "../db/schema";
import { AppError } from "../lib/errors";
import type { Actor } from "./actor";
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken, type AccessClaims } from "./tokens";

type TokenContext = Pick<AppContext, "env" | "secrets">;

async function issueRefreshToken(db: Db, ctx: TokenContext, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    sessionId,
    expiresAt: new Date(Date.now() + ctx.env.ENOTE_REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

function accessTokenFor(ctx: TokenContext, memberIdx: number, sessionId: string): string {
  return signAccessToken(ctx.secrets.jwtSecret, ctx.env.ENOTE_ACCESS_TOKEN_TTL_SECONDS, { memberIdx, sessionId });
}

/** Starts a sign-in: a new session with its first token pair. */
export async function startSession(db: Db, ctx: TokenContext, memberIdx: number): Promise<TokenPair> {
  const [session] = await db
    .insert(authSessions)
    .values({ memberIdx })
    .returning({ sessionId: authSessions.sessionId });
  if (!session) throw new Error("session insert returned nothing");
  const refreshToken = await issueRefreshToken(db, ctx, session.sessionId);
  return { accessToken: accessTokenFor(ctx, memberIdx, session.sessionId), refreshToken };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every sign-in of a member, except `keepSessionId` when given. */
export async function revokeMemberSessions(db: Db, memberIdx: number, reason: string, keepSessionId?: string) {
  const conditions = [eq(authSessions.memberIdx, memberIdx), isNull(authSessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(authSessions.sessionId, keepSessionId));
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(...conditions));
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged means it was
 * copied: the whole sign-in it belongs to is revoked.
 */
export async function rotateRefreshToken(db: Db, ctx: TokenContext, token: string): Promise<TokenPair> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: authSessions.revokedAt,
      memberIdx: authSessions.memberIdx,
      status: members.status,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.sessionId, refreshTokens.sessionId))
    .innerJoin(members, eq(members.memberIdx, authSessions.memberIdx))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || row.revokedAt || row.status !== "ACTIVE" || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError("SESSION_EXPIRED");
  }
  if (row.rotatedAt) {
    await revokeSession(db, row.sessionId, "refresh token reused");
    throw new AppError("SESSION_EXPIRED");
  }
  // Claim the token atomically: of two concurrent exchanges only one wins; the other is reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (claimed.length === 0) {
    await revokeSession(db, row.sessionId, "refresh token reused");
    throw new AppError("SESSION_EXPIRED");
  }
  const refreshToken = await issueRefreshToken(db, ctx, row.sessionId);
  return { accessToken: accessTokenFor(ctx, row.memberIdx, row.sessionId), refreshToken };
}

/** The actor behind verified token claims: the session is live and the member active. */
export async function actorFromClaims(db: Db, claims: AccessClaims): Promise<Actor | null> {
  const [row] = await db
    .select({ role: members.role, mustChangePassword: members.mustChangePassword })
    .from(authSessions)
    .innerJoin(members, eq(members.memberIdx, authSessions.memberIdx))
    .where(
      and(
        eq(authSessions.sessionId, claims.sessionId),
        eq(authSessions.memberIdx, claims.memberIdx),
        isNull(authSessions.revokedAt),
        eq(members.status, "ACTIVE"),
      ),
    );
  if (!row) return null;
  return {
    memberIdx: claims.memberIdx,
    sessionId: claims.sessionId,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
  };
}

/** The actor behind a raw access token (the collab socket has no passport). */
export async function actorFromAccessToken(db: Db, ctx: TokenContext, token: string): Promise<Actor | null> {
  const claims = verifyAccessToken(ctx.secrets.jwtSecret, token);
  return claims ? actorFromClaims(db, claims) : null;
}
