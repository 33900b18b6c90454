// Writes a logical dump of an E-Note database (format.ts): every row of every table of schema
// public, and every sequence's position, read in one REPEATABLE READ transaction so that the dump
// is one consistent moment while E-Note keeps writing. Rows stream from the server to the output.
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { connect, describeTarget, untimed, type DatabaseTarget } from "./connection";
import {
  copyEnd,
  copyText,
  endMarker,
  headerText,
  quoted,
  setvalText,
  type CopyBlock,
  type SequenceValue,
} from "./format";
import { levelOf, type MigrationLevel } from "./migrations";

export interface TableCount {
  table: string;
  rows: number;
}

export interface DumpSummary {
  level: MigrationLevel;
  created: string;
  tables: TableCount[];
  sequences: number;
}

/** The tables of schema public in name order, with their columns but the generated ones (the server computes those). */
async function tablesOf(client: pg.ClientBase): Promise<CopyBlock[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS "table", array_agg(a.attname::text ORDER BY a.attnum) AS "columns"
       FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.relname
      ORDER BY c.relname COLLATE "C"`,
  );
  return rows;
}

/** The sequences of schema public (serial, bigserial and identity columns' included), read after the rows. */
async function sequencesOf(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname COLLATE "C"`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const sequence = `public.${quoted(name)}`;
    // A sequence is outside the snapshot: it reads at least as far as any row of the dump used.
    const [position] = (
      await client.query<{ value: string; called: boolean }>(
        `SELECT last_value::text AS value, is_called AS called FROM ${sequence}`,
      )
    ).rows;
    if (position) values.push({ sequence, ...position });
  }
  return values;
}

async function* script(
  client: pg.ClientBase,
  summary: DumpSummary,
  tables: CopyBlock[],
  serverVersion: string,
): AsyncGenerator<Buffer> {
  yield Buffer.from(headerText(summary, serverVersion));
  for (const block of tables) {
    yield Buffer.from(`\n${copyText(block)}\n`);
    const rows = client.query(
      copyTo(`COPY public.${quoted(block.table)} (${block.columns.map(quoted).join(", ")}) TO STDOUT`),
    );
    for await (const chunk of rows) yield chunk as Buffer;
    summary.tables.push({ table: block.table, rows: rows.rowCount });
    yield Buffer.from(`${copyEnd}\n`);
  }
  const sequences = await sequencesOf(client);
  summary.sequences = sequences.length;
  yield Buffer.from(`\n${sequences.map((value) => `${setvalText(value)}\n`).join("")}\n${endMarker}\n`);
}

/**
 * Writes the dump of `target` (an E-Note database at a migration this E-Note knows) to `output`,
 * which it ends. Resolves with what was dumped; `signal` stops it half-way (the output is destroyed).
 */
export async function dumpDatabase(
  target: DatabaseTarget,
  output: Writable,
  options: { signal?: AbortSignal; inSnapshot?: (client: pg.ClientBase) => Promise<void> } = {},
): Promise<DumpSummary> {
  const { client, done } = await connect(target);
  let failed = true;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    await untimed(client);
    await client.query("SET LOCAL datestyle = 'ISO'; SET LOCAL intervalstyle = 'postgres'");
    // The first read takes the snapshot every later one sees.
    const level = await levelOf(client, describeTarget(target));
    const tables = await tablesOf(client);
    // What else must be read at the dump's moment (a backup's list of stored files).
    await options.inSnapshot?.(client);
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    const summary: DumpSummary = { level, created: new Date().toISOString(), tables: [], sequences: 0 };
    await pipeline(script(client, summary, tables, rows[0]?.server_version ?? "?"), output, {
      signal: options.signal,
    });
    await client.query("COMMIT");
    failed = false;
    return summary;
  } finally {
    await done(failed);
  }
}
