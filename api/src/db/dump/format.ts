// The text of an E-Note dump: a script that reads like one of psql's, which dump.ts writes and
// restore.ts reads back line by line. Restore runs none of its text as SQL: it recognises each
// kind of line below and builds the statement itself.
//
//   -- E-Note database dump (format 1)
//   -- Created: 2026-05-04T09:30:00.000Z from PostgreSQL 18.1
//   -- Migration: 15 0015_inventory_words (created_at 1795563875611)
//   -- … (more comments)
//   SET client_encoding = 'UTF8';                    (sessionSettings)
//
//   COPY public."members" ("member_idx", …) FROM stdin;
//   <the rows, in COPY text format>
//   \.
//
//   SELECT pg_catalog.setval('public."members_member_idx_seq"', 12, true);
//
//   -- End of E-Note database dump
import type { MigrationLevel } from "./migrations";

export const formatVersion = 1;
const title = "-- E-Note database dump";
export const endMarker = "-- End of E-Note database dump";
/** The line that ends a COPY block (no data line can be it: COPY writes a backslash as `\\`). */
export const copyEnd = "\\.";

/** What a restore's session needs, written into the dump too for a reader who loads it with psql. */
export const sessionSettings: readonly [name: string, value: string][] = [
  ["client_encoding", "'UTF8'"],
  // Dates, times and intervals are written in the style every server reads back the same way.
  ["datestyle", "'ISO'"],
  ["intervalstyle", "'postgres'"],
  // Triggers and foreign-key checks off: the derived tables are in the dump, and tables load in name order.
  ["session_replication_role", "replica"],
];
export const settingLines = new Set(sessionSettings.map(([name, value]) => `SET ${name} = ${value};`));

export interface DumpHeader {
  format: number;
  /** When the dump was taken (ISO 8601), as written. */
  created: string;
  /** The last migration applied to the dumped database. */
  level: MigrationLevel;
}

export function headerText(header: Omit<DumpHeader, "format">, serverVersion: string): string {
  const { idx, tag, when } = header.level;
  return [
    `${title} (format ${formatVersion})`,
    `-- Created: ${header.created} from PostgreSQL ${serverVersion}`,
    `-- Migration: ${idx} ${tag} (created_at ${when})`,
    "-- Every row of the tables of schema public, taken in one transaction. Restore it with",
    "-- `npm run db:restore -- <file>` into a database without E-Note tables: that creates the",
    "-- tables at the migration above first, then loads these rows.",
    ...settingLines,
    "",
  ].join("\n");
}

const titleLine = /^-- E-Note database dump \(format (\d+)\)$/;
const createdLine = /^-- Created: (\S+)/;
const migrationLine = /^-- Migration: (\d+) (\S+) \(created_at (\d+)\)$/;

/** The header of a dump from its first three lines; throws unless they are E-Note's. */
export function parseHeader(first: string | null, second: string | null, third: string | null): DumpHeader {
  const format = Number(titleLine.exec(first ?? "")?.[1] ?? Number.NaN);
  if (!Number.isInteger(format)) {
    throw new Error("The file is not an E-Note database dump (its first line is not E-Note's).");
  }
  if (format > formatVersion) {
    throw new Error(
      `The dump is in format ${format}, newer than this E-Note reads (${formatVersion}): restore it with a newer E-Note.`,
    );
  }
  const created = createdLine.exec(second ?? "");
  const migration = migrationLine.exec(third ?? "");
  if (!created?.[1] || !migration?.[2]) {
    throw new Error("The dump's header is damaged: it names no creation time or migration.");
  }
  return {
    format,
    created: created[1],
    level: { idx: Number(migration[1]), tag: migration[2], when: Number(migration[3]) },
  };
}

/** `name` as an SQL identifier, always quoted (what restore expects). */
export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const unquoted = (identifier: string): string => identifier.slice(1, -1).replaceAll('""', '"');

const identifier = String.raw`"(?:[^"]|"")+"`;
const copyLine = new RegExp(
  String.raw`^COPY public\.(${identifier}) \((${identifier}(?:, ${identifier})*)\) FROM stdin;$`,
);
const setvalLine = /^SELECT pg_catalog\.setval\('((?:[^']|'')+)', (-?\d+), (true|false)\);$/;

export interface CopyBlock {
  table: string;
  columns: string[];
}

export const copyText = ({ table, columns }: CopyBlock): string =>
  `COPY public.${quoted(table)} (${columns.map(quoted).join(", ")}) FROM stdin;`;

export function parseCopy(line: string): CopyBlock | null {
  const match = copyLine.exec(line);
  if (!match?.[1] || !match[2]) return null;
  return { table: unquoted(match[1]), columns: (match[2].match(new RegExp(identifier, "g")) ?? []).map(unquoted) };
}

export interface SequenceValue {
  /** The sequence as a regclass text: public."name". */
  sequence: string;
  value: string;
  called: boolean;
}

export const setvalText = ({ sequence, value, called }: SequenceValue): string =>
  `SELECT pg_catalog.setval('${sequence.replaceAll("'", "''")}', ${value}, ${called});`;

export function parseSetval(line: string): SequenceValue | null {
  const match = setvalLine.exec(line);
  if (!match?.[1] || !match[2]) return null;
  return { sequence: match[1].replaceAll("''", "'"), value: match[2], called: match[3] === "true" };
}
