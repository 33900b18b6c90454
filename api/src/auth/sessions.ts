import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { TokenPair } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
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

/** Starts a sign-in: a new session with its first token pair (both rows or neither). */
export async function startSession(db: Db, ctx: TokenContext, memberIdx: number): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ memberIdx })
      .returning({ sessionId: authSessions.sessionId });
    if (!session) throw new Error("session insert returned nothing");
    const refreshToken = await issueRefreshToken(tx, ctx, session.sessionId);
    return { accessToken: accessTokenFor(ctx, memberIdx, session.sessionId), refreshToken };
  });
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
 * Signs out the sign-in a refresh token belongs to (any token of its family): every token of it
 * stops working. Resolves with the member, or null for a token of no sign-in (nothing to end).
 */
export async function endSession(db: Db, refreshToken: string): Promise<number | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, memberIdx: authSessions.memberIdx })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.sessionId, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) return null;
  await revokeSession(db, row.sessionId, "signed out");
  return row.memberIdx;
}

/** Signs out the sign-in an access token names; resolves with its member (null: already ended). */
export async function endSessionOf(db: Db, claims: AccessClaims): Promise<number | null> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: "signed out" })
    .where(
      and(
        eq(authSessions.sessionId, claims.sessionId),
        eq(authSessions.memberIdx, claims.memberIdx),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ memberIdx: authSessions.memberIdx });
  return ended[0]?.memberIdx ?? null;
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged means it was
 * copied: the whole sign-in it belongs to is revoked. One transaction: the old token is used up
 * only together with the new one being stored, so a failure leaves the old one working.
 */
export async function rotateRefreshToken(db: Db, ctx: TokenContext, token: string): Promise<TokenPair> {
  const tokenHash = hashToken(token);
  const pair = await db.transaction(async (tx): Promise<TokenPair | null> => {
    const [row] = await tx
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
    if (!row || row.revokedAt || row.status !== "ACTIVE" || row.expiresAt.getTime() <= Date.now()) return null;
    // Claim the token: of two concurrent exchanges only one wins (the other waits for its row
    // lock and then finds it used); the loser, like any later use, is reuse.
    const claimed = row.rotatedAt
      ? []
      : await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
    if (claimed.length === 0) {
      // Committed with the transaction although the call fails: the revocation must stand.
      await revokeSession(tx, row.sessionId, "refresh token reused");
      return null;
    }
    const refreshToken = await issueRefreshToken(tx, ctx, row.sessionId);
    return { accessToken: accessTokenFor(ctx, row.memberIdx, row.sessionId), refreshToken };
  });
  if (!pair) throw new AppError("SESSION_EXPIRED");
  return pair;
}

/** The role of a live session's active member (every authenticated request asks it). */
const sessionMember = preparedPerDb((db) =>
  db
    .select({ role: members.role, mustChangePassword: members.mustChangePassword })
    .from(authSessions)
    .innerJoin(members, eq(members.memberIdx, authSessions.memberIdx))
    .where(
      and(
        eq(authSessions.sessionId, sql.placeholder("sessionId")),
        eq(authSessions.memberIdx, sql.placeholder("memberIdx")),
        isNull(authSessions.revokedAt),
        eq(members.status, "ACTIVE"),
      ),
    )
    .prepare("session_member"),
);

/** Whether the member's sign-in is live (not ended) and the member active. */
export async function sessionLive(db: Db, memberIdx: number, sessionId: string): Promise<boolean> {
  return (await sessionMember(db).execute({ sessionId, memberIdx })).length > 0;
}

/** The actor behind verified token claims: the session is live and the member active. */
export async function actorFromClaims(db: Db, claims: AccessClaims): Promise<Actor | null> {
  const [row] = await sessionMember(db).execute({ sessionId: claims.sessionId, memberIdx: claims.memberIdx });
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
