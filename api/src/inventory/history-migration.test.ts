import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Migration 0009 maps the English texts earlier history entries kept ("name, location",
 * "500 mL → 250 mL", "import") onto structured columns. This migrates a database to 0008, writes
 * entries as the old code did, migrates on, and reads them back. PGlite, or the PostgreSQL
 * server of TEST_DATABASE_URL when set.
 */

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");
const structuredMigration = 9;

interface Target {
  query(sql: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `enote_hist_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzlePg(pool);
  return {
    query: async (sql) => (await pool.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A copy of the migrations folder whose journal stops before migration `idx`. */
async function migrationsBefore(idx: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-migrations-"));
  await cp(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

let target: Target;
let oldMigrations: string;
beforeAll(async () => {
  target = await openTarget();
  oldMigrations = await migrationsBefore(structuredMigration);
});
afterAll(async () => {
  await target?.close();
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
});

describe("migration 0009 (structured inventory history)", () => {
  it("maps the old English history texts onto fields, amounts and sources, and keeps what it cannot read", async () => {
    await target.migrate(oldMigrations);
    // The rows only need to look like the old code's: references are not what is tested here,
    // so foreign keys are off for this session (inserts and the migration alike).
    await target.query("SET session_replication_role = replica");
    await target.query(`INSERT INTO inventory_history (row_key, kind, detail, member_idx) VALUES
      ('aaaaaaaaaaaa', 'created', NULL, 1),
      ('aaaaaaaaaaaa', 'created', 'import', 1),
      ('aaaaaaaaaaaa', 'updated', 'name, location', 1),
      ('aaaaaaaaaaaa', 'updated', 'msdsFile', 1),
      ('aaaaaaaaaaaa', 'amount', '500 mL → 250 mL', 1),
      ('aaaaaaaaaaaa', 'amount', '1e-7 g → 2.5 µL', 1),
      ('aaaaaaaaaaaa', 'amount', 'about half', 1),
      ('aaaaaaaaaaaa', 'disused', 'Bottle empty, 3 → 0', 1)`);
    await target.migrate(migrations);

    const rows = await target.query(
      `SELECT kind, detail, fields, amount_before, unit_before, amount_after, unit_after, source
       FROM inventory_history ORDER BY history_idx`,
    );
    const none = { fields: null, amount_before: null, unit_before: null, amount_after: null, unit_after: null };
    expect(rows).toEqual([
      { kind: "created", detail: null, ...none, source: "form" },
      { kind: "created", detail: null, ...none, source: "import" },
      { kind: "updated", detail: null, ...none, fields: ["name", "location"], source: null },
      { kind: "updated", detail: null, ...none, fields: ["msdsFile"], source: null },
      {
        kind: "amount",
        detail: null,
        ...none,
        amount_before: 500,
        unit_before: "mL",
        amount_after: 250,
        unit_after: "mL",
        source: null,
      },
      {
        kind: "amount",
        detail: null,
        ...none,
        amount_before: 1e-7,
        unit_before: "g",
        amount_after: 2.5,
        unit_after: "µL",
        source: null,
      },
      { kind: "amount", detail: "about half", ...none, source: null },
      { kind: "disused", detail: "Bottle empty, 3 → 0", ...none, source: null },
    ]);
  });
});
