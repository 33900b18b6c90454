import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { spawnEmbeddedDatabase, type EmbeddedDatabase } from "./spawn";

let database: EmbeddedDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await spawnEmbeddedDatabase(undefined);
  pool = new pg.Pool({ host: database.socketDir, port: 5432, user: "postgres", database: "postgres", max: 3 });
  await pool.query("CREATE TABLE bottles (name text PRIMARY KEY)");
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});

describe("the embedded database process", () => {
  it("answers node-postgres over its socket, parameters and errors included", async () => {
    const { rows } = await pool.query<{ n: number; s: string }>("SELECT $1::int + 1 AS n, $2::text AS s", [
      41,
      "에탄올",
    ]);
    expect(rows).toEqual([{ n: 42, s: "에탄올" }]);
    await expect(pool.query("SELECT * FROM no_such_table")).rejects.toThrow(/no_such_table/);
  });

  it("sends a reply larger than the engine's output buffer whole, byte for byte", async () => {
    // ~2.4 MB of rows: the engine hands them over in many chunks.
    const { rows } = await pool.query<{ i: number; s: string }>(
      "SELECT i, repeat(chr(44032 + i % 100), 20) AS s FROM generate_series(1, 40000) AS i",
    );
    expect(rows).toHaveLength(40000);
    expect(rows[0]).toEqual({ i: 1, s: "각".repeat(20) });
    expect(rows[39999]).toEqual({ i: 40000, s: String.fromCharCode(44032 + (40000 % 100)).repeat(20) });
    expect(rows.every((row, index) => row.i === index + 1)).toBe(true);
  });

  it("lets every connection prepare the same named statement, and refuses another under that name", async () => {
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const statement = { name: "plus_one", text: "SELECT $1::int + 1 AS n" };
      for (const [index, client] of clients.entries()) {
        const { rows } = await client.query<{ n: number }>({ ...statement, values: [index] });
        expect(rows).toEqual([{ n: index + 1 }]);
      }
      const other = new pg.Client({ host: database.socketDir, port: 5432, user: "postgres", database: "postgres" });
      await other.connect();
      await expect(other.query({ name: "plus_one", text: "SELECT 2", values: [] })).rejects.toThrow(/already exists/);
      await other.end();
    } finally {
      for (const client of clients) client.release();
    }
  });

  it("runs another connection's statement only after an open transaction has ended", async () => {
    const writer = await pool.connect();
    try {
      await writer.query("BEGIN");
      await writer.query("INSERT INTO bottles VALUES ('acetone')");
      const reader = pool.query<{ n: number }>("SELECT count(*)::int AS n FROM bottles");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await writer.query("ROLLBACK");
      expect((await reader).rows[0]?.n).toBe(0);
    } finally {
      writer.release();
    }
  });

  it("rolls back the transaction of a connection that drops, and serves the next", async () => {
    const client = new pg.Client({ host: database.socketDir, port: 5432, user: "postgres", database: "postgres" });
    await client.connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO bottles VALUES ('benzene')");
    await client.end();
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM bottles");
    expect(rows[0]?.n).toBe(0);
    await pool.query("INSERT INTO bottles VALUES ('water')");
    expect((await pool.query("SELECT name FROM bottles")).rows).toEqual([{ name: "water" }]);
  });
});
