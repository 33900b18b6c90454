import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { InventoryPage } from "@enote/shared";
import { readEnv } from "../../env";
import { startServer, type RunningServer } from "../../server";
import { migrationsFolder } from "../client";
import { buildSignUp, startTestApp, type TestApp } from "../../test/harness";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "../../test/databases";
import { ok, type Result } from "../../test/factories";
import * as movedLab from "../../test/moved-lab";
import { dumpDatabase, type DumpSummary } from "./dump";
import { restoreDatabase } from "./restore";
import { LineReader } from "./lines";
import { journal } from "./migrations";

/** The rows a database of the migration before 0015 gets, copied from the source (tables of that level). */
const olderTables = ["members", "groups", "group_members", "inventory_items"];

/** What the source database held when it was dumped, and who signs in to find it. */
let source: {
  lab: movedLab.WrittenLab;
  dump: Buffer;
  summary: DumpSummary;
  fingerprint: Fingerprint;
  /** Rows of olderTables as JSON, for the database of an older migration level. */
  olderRows: Record<string, unknown[]>;
};
const temporary: string[] = [];
const databases: string[] = [];

async function newDataDir(): Promise<string> {
  const dir = await movedLab.makeDataDir("enote-dump-");
  temporary.push(dir);
  return dir;
}

async function newDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<string> {
  const url = await createTestDatabase(prefix, options);
  databases.push(url);
  return url;
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Every table's row count and a checksum of its rows (generated columns included), every sequence's
 * position, and every index's definition.
 */
type Fingerprint = Record<string, string>;
async function fingerprintOf(url: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (text: string): Promise<string> => {
      const [row] = (await client.query<{ print: string }>(text)).rows;
      return row?.print ?? "";
    };
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const { rows: sequences } = await client.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    const print: Fingerprint = {};
    for (const { name } of tables) {
      print[name] = await one(
        `SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS print
           FROM public."${name}" t`,
      );
    }
    for (const { name } of sequences) {
      print[name] = await one(`SELECT last_value || ' ' || is_called AS print FROM public."${name}"`);
    }
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public'",
    );
    for (const { name, definition } of indexes) print[`index ${name}`] = definition;
    return print;
  } finally {
    await client.end();
  }
}

async function dumpToBuffer(url: string): Promise<{ dump: Buffer; summary: DumpSummary }> {
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const summary = await dumpDatabase(url, collect);
  return { dump: Buffer.concat(chunks), summary };
}

/** The connection string of the database a test app runs on. */
async function urlOf(app: TestApp): Promise<string> {
  const result = await app.database.db.execute(sql`SELECT current_database() AS name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  if (!row) throw new Error("no current database");
  return databaseUrl(inject("testDatabaseServer").serverUrl, row.name);
}

/** E-Note started on the database of `url`, as `npm start` would with DATABASE_URL. */
async function serve(url: string): Promise<TestApp> {
  return movedLab.start({ dataDir: await newDataDir(), databaseUrl: url });
}

async function tablesIn(url: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    url,
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
  );
  return row?.n ?? -1;
}

/** npm run db:dump / db:restore. */
const runCli = (args: string[], env: Record<string, string>) =>
  movedLab.runScript(new URL("./cli.ts", import.meta.url), args, env);

beforeAll(async () => {
  // Everything is written through the real api, as members write it.
  const app = await startTestApp();
  try {
    const lab = await movedLab.write(app);
    const url = await urlOf(app);
    const { dump, summary } = await dumpToBuffer(url);
    const olderRows: Record<string, unknown[]> = {};
    for (const table of olderTables) {
      olderRows[table] = (
        await query<{ row: unknown }>(url, `SELECT row_to_json(t) AS row FROM public.${table} t`)
      ).map(({ row }) => row);
    }
    source = { lab, dump, summary, fingerprint: await fingerprintOf(url), olderRows };
  } finally {
    await app.close();
  }
});

afterAll(async () => {
  for (const url of databases) await dropTestDatabase(url);
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("reading a dump line by line", () => {
  it("finds lines split across chunks, a line longer than many chunks, and a last line without its newline", async () => {
    const long = "x".repeat(200_000);
    const text = Buffer.from(`first\nsecond\n\n${long}\n한국어\nlast`);
    const chunks: Buffer[] = [];
    for (let start = 0; start < text.length; start += 1000) chunks.push(text.subarray(start, start + 1000));
    const reader = new LineReader(Readable.from(chunks));
    const lines: string[] = [];
    for (let line = await reader.nextText(); line !== null; line = await reader.nextText()) lines.push(line);
    expect(lines).toEqual(["first", "second", "", long, "한국어", "last"]);
    expect(reader.lineNumber).toBe(6);
  });
});

describe("a dump restored into an empty database", () => {
  let restoredUrl: string;
  let restored: Awaited<ReturnType<typeof restoreDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    restoredUrl = await newDatabase("enote_restored", { empty: true });
    restored = await restoreDatabase(restoredUrl, Readable.from([source.dump]));
  });
  afterAll(async () => {
    await app?.close();
  });

  it("holds every row of every table, every sequence's position and every index, as the dumped database did", async () => {
    expect(await fingerprintOf(restoredUrl)).toEqual(source.fingerprint);
    expect(restored.tables).toEqual(source.summary.tables);
    expect(restored.sequences).toBe(source.summary.sequences);
    expect(restored.header.level).toEqual(journal().at(-1));
    const rows = Object.fromEntries(restored.tables.map(({ table, rows }) => [table, rows]));
    // The derived tables came with the dump: triggers were off while it loaded.
    expect(rows).toMatchObject({ members: 8, groups: 2, projects: 1, lab_books: 1, inventory_items: 2 });
    expect(rows.inventory_words).toBeGreaterThan(0);
    // Analyzed after loading: the planner knows the restored rows.
    const [stats] = await query<{ n: number }>(
      restoredUrl,
      "SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = 'public' AND tablename = 'inventory_items'",
    );
    expect(stats?.n).toBeGreaterThan(0);
    expect((rows.collab_documents ?? 0) + (rows.collab_updates ?? 0)).toBeGreaterThan(0);
  });

  it("lets a member sign in with their password and find their group, project and lab book", async () => {
    app = await serve(restoredUrl);
    const token = await movedLab.signIn(app, source.lab);
    await movedLab.expectGroupAndProject(app, source.lab, token);
    await movedLab.expectLabBookListed(app, source.lab, token);
  });

  it("reads the lab book's typed text back through the collab socket", async () => {
    await movedLab.expectTextReadBack(app, source.lab, await movedLab.signIn(app, source.lab));
  });

  it("lists the inventory items and finds one by a fragment of its Korean name", async () => {
    await movedLab.expectItemsFound(app, source.lab, await movedLab.signIn(app, source.lab));
  });

  it("numbers new members, items and lab books after the restored ones", async () => {
    await movedLab.expectNewRowsAfter(app, source.lab, await movedLab.signIn(app, source.lab));
  });

  it("takes every table at one moment while E-Note writes on", async () => {
    const chunks: Buffer[] = [];
    let renamed = false;
    const output = new Writable({
      // No buffer: the dump waits for each write, so the rename commits after the dump began and
      // before it reads any table but the first.
      highWaterMark: 0,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        if (renamed) return done();
        renamed = true;
        query(restoredUrl, "UPDATE projects SET name = 'Renamed during the dump'").then(() => done(), done);
      },
    });
    await dumpDatabase(restoredUrl, output);
    const [now] = await query<{ name: string }>(restoredUrl, "SELECT name FROM projects");
    expect(now?.name).toBe("Renamed during the dump");
    const dumped = Buffer.concat(chunks).toString("utf8");
    expect(dumped).toContain(`\t${movedLab.projectName}\t`);
    expect(dumped).not.toContain("Renamed during the dump");
  });
});

describe("what a restore refuses, changing nothing", () => {
  it("refuses a database that already holds E-Note tables", async () => {
    const url = await newDatabase("enote_full");
    const before = await fingerprintOf(url);
    const journalRows = "SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id";
    const journalBefore = await query(url, journalRows);
    await expect(restoreDatabase(url, Readable.from([source.dump]))).rejects.toThrow(
      /already holds E-Note tables \(\d+ tables in schema public and a migration journal\).*nothing was changed/,
    );
    expect(await fingerprintOf(url)).toEqual(before);
    expect(await query(url, journalRows)).toEqual(journalBefore);
  });

  it("leaves no table behind when the dump ends inside a table's rows", async () => {
    const url = await newDatabase("enote_cut", { empty: true });
    const members = source.dump.indexOf('COPY public."members"');
    const cut = source.dump.subarray(0, source.dump.indexOf("\n", members) + 40);
    await expect(restoreDatabase(url, Readable.from([cut]))).rejects.toThrow(
      /failed and changed nothing: the file ends inside the rows of table members/,
    );
    expect(await tablesIn(url)).toBe(0);
  });

  it("refuses a dump of a newer E-Note before it connects", async () => {
    const newer = source.dump
      .toString("utf8")
      .replace(/^-- Migration: .*$/m, "-- Migration: 99 0099_future (created_at 9999999999999)");
    await expect(restoreDatabase("postgres://nobody@127.0.0.1:1/none", Readable.from([newer]))).rejects.toThrow(
      /The dump is of a newer E-Note \(migration 0099_future\).*restore it with that version or a newer one/,
    );
  });
});

describe("a dump of an older migration level", () => {
  const before = journal().find((entry) => entry.tag === "0015_inventory_words");

  /** A database migrated up to (not including) migration 0015, holding the source's members, groups and items. */
  async function olderDatabase(): Promise<string> {
    const url = await newDatabase("enote_older", { empty: true });
    const folder = await mkdtemp(path.join(os.tmpdir(), "enote-migrations-"));
    temporary.push(folder);
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const entries = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
    entries.entries = entries.entries.filter((entry) => entry.idx < (before?.idx ?? 0));
    await writeFile(journalPath, JSON.stringify(entries));
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
      for (const table of olderTables) {
        const columns = (
          await pool.query<{ name: string }>(
            `SELECT attname AS name FROM pg_attribute
              WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
            [`public.${table}`],
          )
        ).rows.map(({ name }) => `"${name}"`);
        await pool.query(
          `INSERT INTO public.${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::public.${table}, $1::json)`,
          [JSON.stringify(source.olderRows[table])],
        );
      }
    } finally {
      await pool.end();
    }
    return url;
  }

  it("restores at its own level, and E-Note migrates it on at its next start", async () => {
    expect(before).toBeDefined();
    const { dump, summary } = await dumpToBuffer(await olderDatabase());
    expect(summary.level.idx).toBe((before?.idx ?? 0) - 1);
    expect(dump.toString("utf8")).toMatch(/^-- Migration: 14 0014_inventory_search_head \(created_at \d+\)$/m);

    const url = await newDatabase("enote_restored_older", { empty: true });
    await restoreDatabase(url, Readable.from([dump]));
    const [last] = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    expect(last?.n).toBe(before?.idx);
    expect(await query(url, "SELECT to_regclass('public.inventory_words') AS t")).toEqual([{ t: null }]);

    const app = await serve(url);
    try {
      const token = await movedLab.signIn(app, source.lab);
      const found = ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${source.lab.groupIdx}&q=${encodeURIComponent("톨루")}`,
          { token },
        ),
      );
      expect(found.items.map((item) => item.name)).toEqual(["톨루엔"]);
    } finally {
      await app.close();
    }
  });
});

describe("npm run db:dump and db:restore on the embedded server of a data directory", () => {
  let dataDir: string;
  let signUp: ReturnType<typeof buildSignUp>;
  /** The dump taken while E-Note ran. */
  let whileRunning: string;
  const gunzipped = async (file: string) => gunzipSync(await readFile(file)).toString("utf8");
  const fileIn = (dir: string) => path.join(dir, "backup.sql.gz");

  /** E-Note as `npm start` runs it on the data directory, in this process (which then owns the directory). */
  async function startENote(dir: string): Promise<RunningServer> {
    return startServer({
      env: readEnv({ PORT: "0", HOST: "127.0.0.1", ENOTE_DATA_DIR: dir, ENOTE_SERVICES: "api", LOG_LEVEL: "silent" }),
    });
  }

  async function signInTo(server: RunningServer): Promise<number> {
    const response = await fetch(`${server.url}/api/oauth/authorize.do`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ memberId: signUp.memberId, password: signUp.password }),
    });
    return response.status;
  }

  beforeAll(async () => {
    dataDir = await newDataDir();
    signUp = buildSignUp();
  });

  it("dumps the server of a running E-Note through its socket, and E-Note keeps serving", async () => {
    const server = await startENote(dataDir);
    try {
      const signedUp = await fetch(`${server.url}/api/oauth/signUp.do`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(signUp),
      });
      expect(signedUp.status).toBe(200);
      whileRunning = fileIn(await newDataDir());
      const result = await runCli(["dump", whileRunning], { ENOTE_DATA_DIR: dataDir });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`served by the running E-Note (pid ${process.pid})`);
      expect(result.stdout).toContain(`at migration ${journal().at(-1)?.idx} (${journal().at(-1)?.tag})`);
      expect(await gunzipped(whileRunning)).toContain(`\t${signUp.memberId}\t`);
      expect(await signInTo(server)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("starts the embedded server for itself when no E-Note runs, and stops it after", async () => {
    const out = await newDataDir();
    const result = await runCli(["dump", fileIn(out)], { ENOTE_DATA_DIR: dataDir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`embedded database of ${dataDir}, started for this command`);
    expect(await gunzipped(fileIn(out))).toContain(`\t${signUp.memberId}\t`);
    const left = await readdir(dataDir);
    expect(left).not.toContain("enote.pid");
    expect(await readdir(path.join(dataDir, "pg"))).not.toContain("postmaster.pid");

    // Restored into a new data directory, E-Note starts there on the restored data.
    const fresh = await newDataDir();
    const restored = await runCli(["restore", fileIn(out)], { ENOTE_DATA_DIR: fresh });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^ {2}members +1$/m);
    const server = await startENote(fresh);
    try {
      expect(await signInTo(server)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("restores the embedded server's dump into DATABASE_URL's database (PostgreSQL 15 when TEST_DATABASE_URL is set)", async () => {
    const url = await newDatabase("enote_moved", { empty: true });
    const result = await runCli(["restore", whileRunning], { DATABASE_URL: url });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("into the DATABASE_URL's database enote_moved_");
    const [row] = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM members WHERE member_id = $1", [
      signUp.memberId,
    ]);
    expect(row?.n).toBe(1);
  });

  it("refuses a damaged file in one sentence, and leaves the database without tables", async () => {
    const url = await newDatabase("enote_damaged", { empty: true });
    const bytes = await readFile(whileRunning);
    const damaged = path.join(await newDataDir(), "damaged.sql.gz");
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const result = await runCli(["restore", damaged], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The restore into the database enote_damaged_\w+ on \S+ failed and changed nothing: the dump \S+ cannot be read to its end \(unexpected end of file\): it is damaged\.$/,
    );
    expect(await tablesIn(url)).toBe(0);
  });

  it("says in one sentence that a database without E-Note data has nothing to dump, and writes no file", async () => {
    const url = await newDatabase("enote_nothing", { empty: true });
    const out = await newDataDir();
    const result = await runCli(["dump", fileIn(out)], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The database enote_nothing_\w+ on \S+ holds no E-Note database \(no migration was applied to it\)\.$/,
    );
    expect(await readdir(out)).toEqual([]);
  });
});
