// Loads a plain SQL dump into an empty PostgreSQL database in one transaction: all of it, or
// (any statement failing) nothing.
import pg from "pg";
import { migrationLock } from "../client";
import { sqlStatements } from "./split";

/** A connection string, or node-postgres settings (the embedded server's). */
export type ImportTarget = string | pg.ClientConfig;

/** What the import moved, read back from the target. */
export interface ImportCounts {
  members: number;
  groups: number;
  projects: number;
  labBooks: number;
  inventoryItems: number;
}

/** Statements sent in one query: few round trips, and a failing one still easy to find. */
const chunkStatements = 500;
const chunkChars = 1_000_000;

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The target as the operator knows it ("database enote on /srv/enote/pg"), its password left out. */
export function describeTarget(target: ImportTarget): string {
  if (typeof target !== "string") return `database ${target.database ?? "postgres"} on ${target.host ?? "localhost"}`;
  try {
    const url = new URL(target);
    return `database ${url.pathname.slice(1) || "postgres"} on ${url.searchParams.get("host") || url.host || "localhost"}`;
  } catch {
    return "target database";
  }
}

export async function connect(target: ImportTarget): Promise<pg.Client> {
  const client = new pg.Client(typeof target === "string" ? { connectionString: target } : target);
  // A connection that breaks mid-import fails the query in progress; unhandled, the event would end the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(`Could not connect to the ${describeTarget(target)}: ${reason(error)}`, { cause: error });
  }
  return client;
}

/** Throws unless the database holds no table in schema public and no migration journal. */
export async function refuseUnlessEmpty(client: pg.Client, target: ImportTarget): Promise<void> {
  const { rows } = await client.query<{ tables: number; journal: boolean }>(
    `SELECT (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'public')::int AS tables,
            EXISTS (SELECT 1 FROM pg_catalog.pg_namespace WHERE nspname = 'drizzle') AS journal`,
  );
  const { tables = 0, journal = false } = rows[0] ?? {};
  if (tables === 0 && !journal) return;
  const held = [
    tables > 0 ? `${tables} tables in schema public` : "",
    journal ? "a migration journal (schema drizzle)" : "",
  ]
    .filter(Boolean)
    .join(" and ");
  throw new Error(
    `The ${describeTarget(target)} already holds ${held}: the import only fills an empty database, so nothing was changed.`,
  );
}

/** The dump's statements in chunks, without what the server does not know. */
function* chunks(dump: string, serverVersion: number): Generator<string[]> {
  let chunk: string[] = [];
  let chars = 0;
  for (const statement of sqlStatements(dump)) {
    // pg_dump 17+ writes this setting, which servers before 17 refuse.
    if (serverVersion < 170000 && /^SET\s+transaction_timeout\b/i.test(statement)) continue;
    chunk.push(statement);
    chars += statement.length;
    if (chunk.length >= chunkStatements || chars >= chunkChars) {
      yield chunk;
      chunk = [];
      chars = 0;
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** What the server said, and the statement it said it of (shortened). */
function failure(error: unknown, statement?: string): string {
  const { detail } = error as { detail?: string };
  const said = detail ? `${reason(error)} (${detail})` : reason(error);
  if (statement === undefined) return said;
  const line = statement.replace(/\s+/g, " ");
  return `${said}, in: ${line.length > 160 ? `${line.slice(0, 160)}…` : line}`;
}

/**
 * Runs a chunk's statements in one query. When one fails, they run again one at a time from the
 * chunk's savepoint, only to name the failing statement: a server names it for syntax errors only.
 */
async function runChunk(client: pg.Client, chunk: string[]): Promise<void> {
  try {
    // Each semicolon on a line of its own: a statement may end in a -- comment.
    await client.query(
      `SAVEPOINT chunk;\n${chunk.map((statement) => `${statement}\n;\n`).join("")}RELEASE SAVEPOINT chunk`,
    );
  } catch (error) {
    await client.query("ROLLBACK TO SAVEPOINT chunk").catch(() => {
      throw new Error(failure(error), { cause: error });
    });
    for (const statement of chunk) {
      await client.query(statement).catch((again: unknown) => {
        throw new Error(failure(again, statement), { cause: again });
      });
    }
    throw new Error(failure(error), { cause: error });
  }
}

async function countsOf(client: pg.Client): Promise<ImportCounts> {
  // Qualified names: the dump left the session's search_path empty.
  const { rows } = await client.query<ImportCounts>(
    `SELECT (SELECT count(*) FROM public.members)::int AS "members",
            (SELECT count(*) FROM public.groups)::int AS "groups",
            (SELECT count(*) FROM public.projects)::int AS "projects",
            (SELECT count(*) FROM public.lab_books)::int AS "labBooks",
            (SELECT count(*) FROM public.inventory_items)::int AS "inventoryItems"`,
  );
  const [counts] = rows;
  if (!counts) throw new Error("The count of what was imported came back empty.");
  return counts;
}

/** Loads `dump` into `target`, which must be empty, in one transaction; resolves with what it holds then. */
export async function loadDump(dump: string, target: ImportTarget): Promise<ImportCounts> {
  const client = await connect(target);
  try {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    const serverVersion = Number(rows[0]?.server_version_num);
    await client.query("BEGIN");
    try {
      // An E-Note starting on this server meanwhile waits for the import instead of migrating under it.
      await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLock]);
      await refuseUnlessEmpty(client, target);
      for (const chunk of chunks(dump, serverVersion)) {
        await runChunk(client, chunk).catch((error: unknown) => {
          throw new Error(
            `The old data could not be loaded into the ${describeTarget(target)}, so nothing was imported: ${reason(error)}`,
            { cause: error },
          );
        });
      }
      const counts = await countsOf(client);
      await client.query("COMMIT");
      return counts;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
