import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded/server";
import { refuseOldEmbeddedData } from "./legacy-import/detect";
import { migrateDatabase } from "./migrate";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The embedded server E-Note started, when no DATABASE_URL was given. */
  embedded?: EmbeddedPostgres;
  /** The connection pool's use now (metrics). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The api's migrations folder (drizzle-kit writes it; tests of a migration read it). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** The advisory lock migrating holds: whatever else writes the schema whole (an import) takes it too. */
export const migrationLock = 73110001;

/**
 * Migrates on one connection, one process at a time (several may start at once on one server):
 * each migration in its own transaction, and never a database a newer E-Note migrated (./migrate.ts).
 */
async function migrated(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLock]);
    await migrateDatabase(client, migrationsFolder, "database");
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => undefined);
    client.release();
  }
}

async function open(pool: pg.Pool, embedded?: EmbeddedPostgres): Promise<Database> {
  // An idle connection that breaks (the server restarted) leaves the pool; the next query opens
  // a new one and reports its own error. Unhandled, the pool's event would end the process.
  pool.on("error", () => undefined);
  // A connection that breaks while checked out (a transaction waiting between its statements when
  // the database server is killed) reports it on the connection itself, where pg's pool listens no
  // longer: the statement in flight or the next one fails with the error and the transaction rolls
  // back, but an 'error' event nobody listens to would end the whole process.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  try {
    await migrated(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    embedded,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** A PostgreSQL server, migrated; `poolMax` connections at most (tests pin one to read its session's state). */
export async function openPostgres(url: string, poolMax = 10): Promise<Database> {
  return open(new pg.Pool({ connectionString: url, max: poolMax }));
}

/** The embedded PostgreSQL server of `dataDir` (started here, stopped by close()), migrated. */
export async function openEmbedded(dataDir: string, log?: (message: string) => void): Promise<Database> {
  await refuseOldEmbeddedData(dataDir);
  const embedded = await startEmbeddedPostgres(dataDir, { log });
  return open(new pg.Pool({ ...embedded.connection, max: 10 }), embedded);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir, options.log);
}
