import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { socialIdentities } from "../db/schema";
import { ldapConfig } from "./config";
import { confirmEntryPassword } from "./directory";

/**
 * A directory member's password, checked by the directory: true or false, or null when the
 * member has no directory entry (or LDAP is off), so the caller's other rules apply.
 */
export async function confirmWithDirectory(
  ctx: AppContext,
  db: Db,
  memberIdx: number,
  password: string | undefined,
): Promise<boolean | null> {
  const config = ldapConfig(ctx.env);
  if (!config) return null;
  const [link] = await db
    .select({ subject: socialIdentities.subject })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, "ldap"), eq(socialIdentities.memberIdx, memberIdx)));
  if (!link) return null;
  return confirmEntryPassword(config, ctx.log, link.subject, password ?? "");
}
