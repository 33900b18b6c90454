import { cp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { startTestApp, type TestApp } from "../../test/harness";
import { createTestDatabase, dropTestDatabase } from "../../test/databases";
import * as movedLab from "../../test/moved-lab";
import { importDataDir, importPgliteDir, type ImportCounts } from "./import";
import { loadDump } from "./load";
import { writeOldDatabase, type Row } from "./old-database";
import { importReport } from "./report";

/** What the earlier E-Note held, and who signs in to find it. */
let old: { lab: movedLab.WrittenLab; dir: string; counts: ImportCounts };
const temporary: string[] = [];

async function newDataDir(): Promise<string> {
  const dir = await movedLab.makeDataDir("enote-import-");
  temporary.push(dir);
  return dir;
}

/** A data directory as the PGlite version of E-Note left it: `db` holds the old database. */
async function oldDataDir(): Promise<string> {
  const dir = await newDataDir();
  await cp(old.dir, path.join(dir, "db"), { recursive: true });
  return dir;
}

/** npm run db:import-pglite. */
const runCli = (env: Record<string, string>) => movedLab.runScript(new URL("./cli.ts", import.meta.url), [], env);

const countsQuery = `SELECT (SELECT count(*) FROM members)::int AS "members", (SELECT count(*) FROM groups)::int AS "groups",
  (SELECT count(*) FROM projects)::int AS "projects", (SELECT count(*) FROM lab_books)::int AS "labBooks",
  (SELECT count(*) FROM inventory_items)::int AS "inventoryItems"`;

beforeAll(async () => {
  // Everything is written through the real API, as members of the earlier E-Note wrote it.
  const app = await startTestApp();
  try {
    // `write` ends with a stop, which stores every open document, as the earlier E-Note did when stopped.
    const lab = await movedLab.write(app);
    const query = async (text: string): Promise<Row[]> =>
      ((await app.database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
    const [counts] = (await query(countsQuery)) as unknown as ImportCounts[];
    if (!counts) throw new Error("the source database answered no counts");
    const dir = path.join(await newDataDir(), "old-db");
    await writeOldDatabase(query, dir);
    old = { lab, dir, counts };
  } finally {
    await app.close();
  }
});

afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("npm run db:import-pglite on a data directory of the PGlite version", () => {
  let dataDir: string;
  let imported: Awaited<ReturnType<typeof runCli>>;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = await oldDataDir();
    imported = await runCli({ ENOTE_DATA_DIR: dataDir });
    // E-Note as `npm start` runs it on that directory: no database given, so it opens the embedded one.
    app = await movedLab.start({ dataDir });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("prints what it moved and where it kept the old directory, which no longer blocks a start", async () => {
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith("db"));
    expect(kept).toEqual([expect.stringMatching(/^db\.imported-\d{8}-\d{6}$/)]);
    expect(imported.stdout).toContain(importReport(old.counts, path.join(dataDir, kept[0]!)));
    expect(old.counts).toMatchObject({ groups: 2, projects: 1, labBooks: 1, inventoryItems: 2 });
  });

  it("lets a member sign in with their password and find their group and project", async () => {
    await movedLab.expectGroupAndProject(app, old.lab, await movedLab.signIn(app, old.lab));
  });

  it("lists the lab book by its title and by a word of its text, which reads back through the collab socket", async () => {
    const token = await movedLab.signIn(app, old.lab);
    await movedLab.expectLabBookListed(app, old.lab, token);
    await movedLab.expectTextReadBack(app, old.lab, token);
  });

  it("lists the inventory items, finds one by name, and numbers new items and lab books after the old ones", async () => {
    const token = await movedLab.signIn(app, old.lab);
    await movedLab.expectItemsFound(app, old.lab, token);
    await movedLab.expectNewRowsAfter(app, old.lab, token);
  });
});

describe("importing into other targets", () => {
  it("loads into an empty database of a DATABASE_URL server (PostgreSQL 15 when TEST_DATABASE_URL is set)", async () => {
    const url = await createTestDatabase("enote_import", { empty: true });
    try {
      const dataDir = await oldDataDir();
      expect(await importPgliteDir(path.join(dataDir, "db"), url)).toEqual(old.counts);
    } finally {
      await dropTestDatabase(url);
    }
  });

  it("refuses a target that already holds E-Note tables, and changes neither it nor the old directory", async () => {
    const url = await createTestDatabase("enote_import");
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const journal = "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations";
      const before = (await target.query(journal)).rows;
      const dataDir = await oldDataDir();
      await expect(importDataDir(dataDir, { databaseUrl: url })).rejects.toThrow(
        /already holds \d+ tables in schema public and a migration journal .*so nothing was changed/,
      );
      expect((await target.query(countsQuery)).rows[0]).toMatchObject({ members: 0, groups: 0, inventoryItems: 0 });
      expect((await target.query(journal)).rows).toEqual(before);
      expect(await readdir(dataDir)).toEqual(["db"]);
    } finally {
      await target.end();
      await dropTestDatabase(url);
    }
  });

  it("loads all of a dump or nothing", async () => {
    const url = await createTestDatabase("enote_import", { empty: true });
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const dump = "CREATE TABLE public.first (x int);\nINSERT INTO public.first VALUES (1);\nSELECT 1 / 0;\n";
      await expect(loadDump(dump, url)).rejects.toThrow(/nothing was imported: division by zero, in: SELECT 1 \/ 0/);
      expect((await target.query("SELECT to_regclass('public.first') AS t")).rows).toEqual([{ t: null }]);
    } finally {
      await target.end();
      await dropTestDatabase(url);
    }
  });

  it("tells an operator whose data directory holds no old database so, and starts no server there", async () => {
    const dataDir = await newDataDir();
    const result = await runCli({ ENOTE_DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${path.join(dataDir, "db")} holds no database of an earlier E-Note, so there is nothing to import.`,
    );
    await expect(stat(path.join(dataDir, "pg"))).rejects.toThrow();
  });
});
