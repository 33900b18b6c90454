import { hangulPattern } from "@enote/shared";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members } from "../db/schema";

type NameColumns = { lastName: AnyPgColumn; firstName: AnyPgColumn };
type RefColumns = NameColumns & { memberIdx: AnyPgColumn; status: AnyPgColumn };

/**
 * PostgreSQL's advanced regular expressions read the `\uXXXX` escapes of the shared pattern's
 * source as JavaScript does. Inlined (a constant, never input) so the same expression can appear
 * in select and order by without two different bind parameters.
 */
const hangul = sql.raw(`'${hangulPattern.source}'`);

/**
 * A member's name as lists show it: shared `formatMemberName` in SQL, so listings can sort by it.
 * Hangul names family name first without a space (김민지), others given name first (Minji Kim).
 * name.test.ts compares the two on the same rows.
 */
export function memberName(t: NameColumns = members): SQL<string> {
  const first = sql`btrim(${t.firstName})`;
  const last = sql`btrim(${t.lastName})`;
  return sql<string>`(case when (${first} || ${last}) ~ ${hangul} then ${last} || ${first}
    else concat_ws(' ', nullif(${first}, ''), nullif(${last}, '')) end)`;
}

/** Whether the member left the installation (their records keep the name, marked as left). */
export function memberLeft(t: RefColumns = members): SQL<boolean> {
  return sql<boolean>`(${t.status} = 'LEFT')`;
}

/**
 * The columns of a shared `MemberRef` for a record that names a member: every list and page
 * selects a named member through this, so a member who left shows as left everywhere.
 */
export function memberRefColumns(t: RefColumns = members) {
  return { memberIdx: sql<number>`${t.memberIdx}`, name: memberName(t), left: memberLeft(t) };
}
