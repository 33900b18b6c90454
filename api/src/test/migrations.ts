// For tests of a migration's data changes: a database migrated up to a given migration, written
// as the older code wrote it, then migrated on. A fresh database on the run's test server.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { migrationsFolder } from "../db/client";
import { createTestDatabase, dropTestDatabase } from "./databases";

interface MigrationTarget {
  query(sql: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openMigrationTarget(): Promise<MigrationTarget> {
  const url = await createTestDatabase("enote_migration", { empty: true });
  // One connection: the session setting below (foreign keys off) must hold for every query.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool);
  return {
    query: async (sql) => (await pool.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await dropTestDatabase(url);
    },
  };
}

/** A copy of the migrations folder whose journal stops before migration `idx`; remove it after. */
async function migrationsBefore(idx: number): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "enote-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * For a test of migration `idx`'s data changes: before the file's tests, a database migrated up
 * to just before it, with foreign keys off for its one session (the rows need only look like the
 * older code's, and references are not what is tested); `migrateOn` applies `idx` and the rest.
 * Closed and removed after the file's tests.
 */
export function databaseBeforeMigration(idx: number): {
  query: MigrationTarget["query"];
  migrateOn(): Promise<void>;
} {
  let target: MigrationTarget | undefined;
  let older: Awaited<ReturnType<typeof migrationsBefore>> | undefined;
  beforeAll(async () => {
    target = await openMigrationTarget();
    older = await migrationsBefore(idx);
    await target.migrate(older.folder);
    await target.query("SET session_replication_role = replica");
  });
  afterAll(async () => {
    await target?.close();
    await older?.remove();
  });
  const opened = (): MigrationTarget => {
    if (!target) throw new Error("the migration target opens in beforeAll");
    return target;
  };
  return { query: (sql) => opened().query(sql), migrateOn: () => opened().migrate(migrationsFolder) };
}
