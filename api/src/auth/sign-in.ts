import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { members } from "../db/schema";
import { verifyPassword } from "./passwords";

/** The active member with this id and password, or null (the same answer for a wrong id or password). */
export async function findMemberForSignIn(
  db: Db,
  memberId: string,
  password: string,
): Promise<{ memberIdx: number } | null> {
  const [row] = await db
    .select({ memberIdx: members.memberIdx, passwordHash: members.passwordHash })
    .from(members)
    .where(and(sql`lower(${members.memberId}) = lower(${memberId.trim()})`, eq(members.status, "ACTIVE")));
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  return ok && row ? { memberIdx: row.memberIdx } : null;
}
