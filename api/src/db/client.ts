import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { spawnEmbeddedDatabase, type EmbeddedDatabase } from "./embedded/spawn";
import { keepUp, type Upkeep } from "./embedded/upkeep";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database process, when the database is PGlite. */
  embedded?: EmbeddedDatabase;
  /** What autovacuum does on a server, done for the embedded database (embedded/upkeep.ts). */
  upkeep?: Upkeep;
  close(): Promise<void>;
}

/** The api's migrations folder (drizzle-kit writes it; tests of a migration read it). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Migrates on one connection, one process at a time (several may start at once on one server). */
async function migrated(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(73110001)");
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock(73110001)").catch(() => undefined);
    client.release();
  }
}

async function open(pool: pg.Pool, kind: Database["kind"], embedded?: EmbeddedDatabase): Promise<Database> {
  // An idle connection that breaks (the server restarted) leaves the pool; the next query opens
  // a new one and reports its own error. Unhandled, the pool's event would end the process.
  pool.on("error", () => undefined);
  try {
    await migrated(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  const upkeep = embedded ? keepUp(pool) : undefined;
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind,
    embedded,
    upkeep,
    close: async () => {
      await upkeep?.stop();
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when dataDir is undefined, migrated.
 * It runs in its own process and is reached over its socket like a server. The engine runs one
 * batch at a time (embedded/session.ts), but with four connections the next query is already
 * queued there while a reply travels back and the api reads it: with one, the engine idled in
 * between (bench:inventory first page p50 57 → 43 ms, 173 → 228 requests/s).
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const embedded = await spawnEmbeddedDatabase(dataDir);
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: 5432,
    user: "postgres",
    database: "postgres",
    max: 4,
    idleTimeoutMillis: 0,
  });
  return open(pool, "pglite", embedded);
}

/** A PostgreSQL server, migrated. */
export async function openPostgres(url: string): Promise<Database> {
  return open(new pg.Pool({ connectionString: url, max: 10 }), "postgres");
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.resolve(options.dataDir, "db"));
}
