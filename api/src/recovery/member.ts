import { and, eq, isNotNull, notExists, sql, type SQL } from "drizzle-orm";
import type { Env } from "../env";
import type { Db } from "../db/client";
import { members, socialIdentities } from "../db/schema";
import { memberName } from "../members/name";
import { passwordSignInOff } from "../oauth/oidc-config";

/** A member a reset link may be mailed to, with what the mails say. */
export interface ResettableMember {
  memberIdx: number;
  memberId: string | null;
  email: string;
  name: string;
}

/**
 * The active member `where` names, if E-Note owns their password: never a member who left or was
 * deactivated, one with no e-mail, one made by the LDAP directory (the directory owns that
 * password), or, with ENOTE_OIDC_ONLY, anyone but the administrator (passwords are off for them).
 */
async function resettable(db: Db, env: Env, where: SQL): Promise<ResettableMember | null> {
  const directoryAccount = db
    .select({ one: sql`1` })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.memberIdx, members.memberIdx), eq(socialIdentities.provider, "ldap")));
  const [row] = await db
    .select({
      memberIdx: members.memberIdx,
      memberId: members.memberId,
      email: members.email,
      name: memberName(),
      role: members.role,
    })
    .from(members)
    .where(and(where, eq(members.status, "ACTIVE"), isNotNull(members.email), notExists(directoryAccount)))
    .limit(1);
  if (!row?.email || passwordSignInOff(env, row.role === "ADMIN")) return null;
  return { memberIdx: row.memberIdx, memberId: row.memberId, email: row.email, name: row.name };
}

/** By the id (any case, as sign-in takes it) or the e-mail address (lower-cased by emailRule) typed. */
export function resettableByAccount(
  db: Db,
  env: Env,
  account: { memberId?: string; email?: string },
): Promise<ResettableMember | null> {
  if (account.email !== undefined) return resettable(db, env, eq(members.email, account.email));
  return resettable(db, env, sql`lower(${members.memberId}) = lower(${account.memberId ?? ""})`);
}

export function resettableByIdx(db: Db, env: Env, memberIdx: number): Promise<ResettableMember | null> {
  return resettable(db, env, eq(members.memberIdx, memberIdx));
}
