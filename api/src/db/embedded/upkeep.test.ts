import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { spawnEmbeddedDatabase, type EmbeddedDatabase } from "./spawn";
import { keepUp, type Upkeep } from "./upkeep";

let database: EmbeddedDatabase;
let pool: pg.Pool;
let upkeep: Upkeep;

beforeAll(async () => {
  database = await spawnEmbeddedDatabase(undefined);
  pool = new pg.Pool({ host: database.socketDir, port: 5432, user: "postgres", database: "postgres", max: 2 });
  upkeep = keepUp(pool, 3_600_000);
});
afterAll(async () => {
  await upkeep?.stop();
  await pool?.end();
  await database?.stop();
});

async function tableState(table: string) {
  const { rows } = await pool.query<{ vacuumed: boolean; analyzed: boolean; allVisible: number; pages: number }>(
    `SELECT s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analyzed,
       c.relallvisible AS "allVisible", c.relpages AS pages
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = $1`,
    [table],
  );
  return rows[0];
}

describe("the embedded database's upkeep (PGlite has no autovacuum)", () => {
  it("vacuums and analyzes a table once as many rows changed as autovacuum waits for, and leaves a quiet one alone", async () => {
    await pool.query("CREATE TABLE shelves (id int PRIMARY KEY, label text)");
    await pool.query("CREATE TABLE quiet (id int PRIMARY KEY)");
    await pool.query("INSERT INTO quiet VALUES (1)");
    await pool.query("INSERT INTO shelves SELECT i, 'shelf ' || i FROM generate_series(1, 3000) AS i");
    expect(await tableState("shelves")).toMatchObject({ vacuumed: false, analyzed: false });

    expect(await upkeep.runOnce()).toEqual(["shelves"]);
    const state = await tableState("shelves");
    expect(state).toMatchObject({ vacuumed: true, analyzed: true });
    // Its pages are all-visible now: index-only scans need not read the rows.
    expect(state?.pages).toBeGreaterThan(0);
    expect(state?.allVisible).toBe(state?.pages);
    expect(await tableState("quiet")).toMatchObject({ vacuumed: false });

    // Nothing changed since: nothing is due.
    expect(await upkeep.runOnce()).toEqual([]);
  });

  it("analyzes a table whose rows changed, without vacuuming when few rows died", async () => {
    await pool.query("CREATE TABLE labels (id int PRIMARY KEY, text text)");
    await pool.query("INSERT INTO labels SELECT i, 'label' FROM generate_series(1, 500) AS i");
    expect(await upkeep.runOnce()).toEqual(["labels"]);
    // 120 of 500 rows changed: analyze (past 50 + 10%), but too few dead rows to vacuum (50 + 20%).
    await pool.query("UPDATE labels SET text = 'relabelled' WHERE id <= 120");
    expect(await upkeep.runOnce()).toEqual(["labels"]);
    expect(await tableState("labels")).toMatchObject({ vacuumed: false, analyzed: true });
  });
});
