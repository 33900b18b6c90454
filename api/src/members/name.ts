import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members } from "../db/schema";

type NameColumns = { lastName: AnyPgColumn; firstName: AnyPgColumn };

/** A member's name as lists show it (family name first, as collab presence does). */
export function memberName(t: NameColumns = members): SQL<string> {
  return sql<string>`trim(${t.lastName} || ' ' || ${t.firstName})`;
}
