import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export { schema };
/** One database type for both drivers (a union of the two breaks drizzle's overloads). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Embedded PostgreSQL in `dataDir` (or in memory when dataDir is undefined), migrated. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // shared_buffers 32 MB, not PGlite's 128 MB: reads of the data dir go through the host's page
  // cache anyway, and a lab-sized database pages and searches as fast (measured with
  // bench:inventory at 100,000 items), for ~120 MB less resident memory per process.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    postgresqlconf: ["shared_buffers = 32MB"],
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

/** A PostgreSQL server, migrated. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  // Several processes may start at once on one server: migrate one at a time.
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(73110001)");
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query("SELECT pg_advisory_unlock(73110001)").catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.resolve(options.dataDir, "db"));
}
