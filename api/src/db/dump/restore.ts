// Restores a dump (format.ts) into a database without E-Note tables, in one transaction: the
// tables are made by this E-Note's migrations up to the dump's level, then every COPY block is
// loaded with triggers and foreign-key checks off and the sequences set. Any failure leaves the
// database as it was. Migrations newer than the dump run when E-Note next starts, as on any older
// database.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { connect, describeTarget, reason, untimed, type DatabaseTarget } from "./connection";
import type { TableCount } from "./dump";
import {
  copyEnd,
  endMarker,
  parseCopy,
  parseHeader,
  parseSetval,
  quoted,
  sessionSettings,
  settingLines,
  type CopyBlock,
  type DumpHeader,
} from "./format";
import { dropIndexes } from "./indexes";
import { LineReader } from "./lines";
import { knownLevel, migrateTo } from "./migrations";

export interface RestoreSummary {
  header: DumpHeader;
  tables: TableCount[];
  sequences: number;
}

/** The key E-Note's migrator locks (db/client.ts): a starting E-Note waits for the restore instead of migrating under it. */
const migrationLock = 73110001;
/** Rows sent to the server per write. */
const batchBytes = 64 * 1024;
const newline = Buffer.from("\n");

/** Reads the header (the first three lines) and checks that this E-Note has the dump's migration. */
export async function readHeader(lines: LineReader): Promise<DumpHeader> {
  const header = parseHeader(await lines.nextText(), await lines.nextText(), await lines.nextText());
  knownLevel(header.level);
  return header;
}

/** Throws unless the database holds no table in schema public and no migration journal. */
export async function refuseUnlessEmpty(client: pg.ClientBase, what: string): Promise<void> {
  const { rows } = await client.query<{ tables: number; journal: boolean }>(
    `SELECT (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'public')::int AS tables,
            to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS journal`,
  );
  const { tables = 0, journal = false } = rows[0] ?? {};
  if (tables === 0 && !journal) return;
  const held = [tables > 0 ? `${tables} tables in schema public` : "", journal ? "a migration journal" : ""]
    .filter(Boolean)
    .join(" and ");
  throw new Error(
    `The ${what} already holds E-Note tables (${held}): a dump is restored only into a new database, so nothing was changed.`,
  );
}

/** Streams the rows of one COPY block, up to its `\.` line, into its table; resolves with the row count. */
async function loadBlock(client: pg.ClientBase, block: CopyBlock, lines: LineReader): Promise<number> {
  const columns = block.columns.map(quoted).join(", ");
  const into = client.query(copyFrom(`COPY public.${quoted(block.table)} (${columns}) FROM STDIN`));
  async function* rows(): AsyncGenerator<Buffer> {
    let batch: Buffer[] = [];
    let size = 0;
    for (let line = await lines.next(); ; line = await lines.next()) {
      if (line === null) throw new Error(`the file ends inside the rows of table ${block.table}`);
      if (line.length === copyEnd.length && line.toString("latin1") === copyEnd) break;
      batch.push(line, newline);
      size += line.length + 1;
      if (size >= batchBytes) {
        yield Buffer.concat(batch);
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) yield Buffer.concat(batch);
  }
  await pipeline(Readable.from(rows()), into);
  return into.rowCount;
}

/** What the server said, with its detail and place (a COPY names the table and line). */
function said(error: unknown): string {
  const { detail, where } = error as { detail?: string; where?: string };
  return [reason(error), detail, where].filter(Boolean).join("; ").replace(/\.$/, "");
}

/** Loads the dump's body (after its header) on the client's open transaction. */
async function load(client: pg.ClientBase, lines: LineReader): Promise<Omit<RestoreSummary, "header">> {
  const summary: Omit<RestoreSummary, "header"> = { tables: [], sequences: 0 };
  let ended = false;
  for (let text = await lines.nextText(); text !== null; text = await lines.nextText()) {
    if (text === "") continue;
    if (ended) throw new Error(`line ${lines.lineNumber} follows the dump's last line`);
    if (text === endMarker) {
      ended = true;
      continue;
    }
    if (text.startsWith("--") || settingLines.has(text)) continue;
    const block = parseCopy(text);
    if (block) {
      summary.tables.push({ table: block.table, rows: await loadBlock(client, block, lines) });
      continue;
    }
    const sequence = parseSetval(text);
    if (!sequence) throw new Error(`line ${lines.lineNumber} is not one E-Note writes: ${text.slice(0, 80)}`);
    await client.query("SELECT pg_catalog.setval($1::regclass, $2, $3)", [
      sequence.sequence,
      sequence.value,
      sequence.called,
    ]);
    summary.sequences += 1;
  }
  if (!ended) throw new Error("the file ends before the dump's last line (it is incomplete)");
  return summary;
}

/**
 * Restores the dump read from `input` (its text, not gzip'd) into `target`, which must hold no
 * E-Note tables. All of it or, on any failure, nothing; `signal` stops it before it commits.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  input: AsyncIterable<Buffer>,
  options: { signal?: AbortSignal } = {},
): Promise<RestoreSummary> {
  const lines = new LineReader(input);
  const header = await readHeader(lines);
  const what = describeTarget(target);
  const { client, done } = await connect(target);
  let failed = true;
  try {
    await client.query("BEGIN");
    await untimed(client);
    await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLock]);
    await refuseUnlessEmpty(client, what);
    try {
      await migrateTo(client, header.level);
      for (const [name, value] of sessionSettings) await client.query(`SET LOCAL ${name} = ${value}`);
      const rebuildIndexes = await dropIndexes(client);
      const summary = await load(client, lines);
      await rebuildIndexes();
      // The migrations measured empty tables: the planner's first queries on the restored data
      // would go by that until autovacuum came round.
      for (const { table, rows } of summary.tables) if (rows > 0) await client.query(`ANALYZE public.${quoted(table)}`);
      options.signal?.throwIfAborted();
      await client.query("COMMIT");
      failed = false;
      return { header, ...summary };
    } catch (error) {
      throw new Error(`The restore into the ${what} failed and changed nothing: ${said(error)}.`, { cause: error });
    }
  } finally {
    if (failed) await client.query("ROLLBACK").catch(() => undefined);
    await done(failed);
  }
}
