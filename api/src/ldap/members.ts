import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, socialIdentities } from "../db/schema";
import type { DirectoryPerson } from "./directory";

/** The member a directory entry signs in as, or null when that member is deactivated or left. */
export type DirectoryMember = { memberIdx: number } | null;

/** Three to five capitals or digits (the sign-up rule), from the names' first letters, then the id. */
export function initialFor(firstName: string, lastName: string, id: string): string {
  const fromNames = `${firstName} ${lastName}`
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("");
  const letters = `${fromNames}${id}`.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return letters.padEnd(3, "X").slice(0, 5);
}

/** First and last name from the entry: the given and family names, else the full name split at its last space. */
function namesOf(person: DirectoryPerson, id: string): { firstName: string; lastName: string } {
  const full = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(" ");
  const space = full.lastIndexOf(" ");
  const firstName = person.firstName ?? (space > 0 ? full.slice(0, space) : full);
  const lastName = person.lastName ?? (space > 0 ? full.slice(space + 1) : "");
  return { firstName: firstName || id, lastName };
}

async function isTaken(tx: Db, condition: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await tx.select({ memberIdx: members.memberIdx }).from(members).where(condition).limit(1);
  return row !== undefined;
}

/**
 * What the directory now says of a member it made: the names when it gives any (a name changed
 * in the directory changes here at the next sign-in), and the e-mail unless another member has it.
 */
async function refreshed(
  tx: Db,
  person: DirectoryPerson,
  id: string,
  memberIdx: number,
): Promise<{ firstName?: string; lastName?: string; email?: string }> {
  const names = person.name || person.firstName || person.lastName ? namesOf(person, id) : {};
  const email = person.email;
  if (!email) return names;
  const taken = await isTaken(
    tx,
    sql`lower(${members.email}) = ${email.toLowerCase()} AND ${members.memberIdx} <> ${memberIdx}`,
  );
  return taken ? names : { ...names, email };
}

/**
 * The member linked to the entry (provider "ldap", its stable id; never matched by e-mail or id),
 * made at the entry's first sign-in with the directory's name and e-mail: an ordinary member
 * without a password, whose id is the one typed unless a member already has it, and whose e-mail
 * is left empty when another member has it. Serialised per entry, so two first sign-ins make one member.
 */
export async function memberForEntry(db: Db, person: DirectoryPerson, id: string): Promise<DirectoryMember> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ldap:${person.subject}`}))`);
    const linked = and(eq(socialIdentities.provider, "ldap"), eq(socialIdentities.subject, person.subject));
    const [existing] = await tx
      .select({ memberIdx: members.memberIdx, status: members.status })
      .from(socialIdentities)
      .innerJoin(members, eq(members.memberIdx, socialIdentities.memberIdx))
      .where(linked);
    const now = new Date();
    if (existing) {
      if (existing.status !== "ACTIVE") return null;
      await tx
        .update(members)
        .set({ lastLoginAt: now, ...(await refreshed(tx, person, id, existing.memberIdx)) })
        .where(eq(members.memberIdx, existing.memberIdx));
      await tx.update(socialIdentities).set({ lastUsedAt: now, email: person.email }).where(linked);
      return { memberIdx: existing.memberIdx };
    }
    const { firstName, lastName } = namesOf(person, id);
    const idTaken = await isTaken(tx, sql`lower(${members.memberId}) = ${id.toLowerCase()}`);
    const email = person.email;
    const emailTaken = email !== null && (await isTaken(tx, sql`lower(${members.email}) = ${email.toLowerCase()}`));
    const [row] = await tx
      .insert(members)
      .values({
        memberId: idTaken ? null : id,
        email: emailTaken ? null : email,
        passwordHash: null,
        firstName,
        lastName,
        initial: initialFor(firstName, lastName, id),
        phone: "",
        role: "FRONT",
        agreeTerms: false,
        agreePrivacy: false,
        lastLoginAt: now,
      })
      .returning({ memberIdx: members.memberIdx });
    if (!row) throw new Error("member insert returned nothing");
    await tx.insert(socialIdentities).values({
      provider: "ldap",
      subject: person.subject,
      memberIdx: row.memberIdx,
      email: person.email,
      lastUsedAt: now,
    });
    return { memberIdx: row.memberIdx };
  });
}
