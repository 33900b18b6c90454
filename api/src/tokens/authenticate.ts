import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import { hashToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { apiTokens, members } from "../db/schema";
import { sameHash } from "./secret";

/** A live token (not revoked, not expired) of an active member, looked up by its hash. */
const liveToken = preparedPerDb((db) =>
  db
    .select({
      tokenIdx: apiTokens.tokenIdx,
      tokenHash: apiTokens.tokenHash,
      memberIdx: apiTokens.memberIdx,
      scope: apiTokens.scope,
      projectIdx: apiTokens.projectIdx,
      role: members.role,
      mustChangePassword: members.mustChangePassword,
    })
    .from(apiTokens)
    .innerJoin(members, eq(members.memberIdx, apiTokens.memberIdx))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("tokenHash")),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        eq(members.status, "ACTIVE"),
      ),
    )
    .prepare("live_api_token"),
);

/** "Last used" is written at most once a minute per token, not on every call. */
const lastUseStep = sql`interval '1 minute'`;

/**
 * The actor a personal token stands for, read from the database on every call (no cache): a
 * revoked or expired token, or one of a member no longer active, is refused at once.
 */
export async function actorFromPersonalToken(db: Db, token: string): Promise<Actor | null> {
  const hash = hashToken(token);
  const [row] = await liveToken(db).execute({ tokenHash: hash });
  if (!row || !sameHash(row.tokenHash, hash)) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.tokenIdx, row.tokenIdx),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${lastUseStep}`)),
      ),
    );
  return {
    memberIdx: row.memberIdx,
    role: row.role,
    sessionId: `token:${row.tokenIdx}`,
    mustChangePassword: row.mustChangePassword,
    token: { tokenIdx: row.tokenIdx, scope: row.scope, projectIdx: row.projectIdx },
    projectLimit: row.projectIdx,
  };
}
