import { readFile, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { dumpText } from "../db/dump/files";
import { journal } from "../db/dump/migrations";
import { restoreDatabase } from "../db/dump/restore";
import { createTestDatabase, dropTestDatabase } from "../test/databases";
import * as movedLab from "../test/moved-lab";

/** A lab written by the release before issues 33–37 (migration 0033) and dumped with its db:dump. */
const releaseDump = fileURLToPath(new URL("../test/data/release-0033.sql", import.meta.url));
const releaseLab = new URL("../test/data/release-0033.lab.json", import.meta.url);

const temporary: string[] = [];
const databases: string[] = [];

async function newDatabase(): Promise<string> {
  const url = await createTestDatabase("upgrade", { empty: true });
  databases.push(url);
  return url;
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle."__drizzle_migrations"');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const url of databases) await dropTestDatabase(url).catch(() => undefined);
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("upgrades", () => {
  it("today's E-Note starts on the previous release's database and reads its books, inventory and members", async () => {
    const url = await newDatabase();
    const restored = await restoreDatabase(url, dumpText(releaseDump));
    expect(restored.header.level.tag).toBe("0033_signatures_chain");
    const lab = JSON.parse(await readFile(releaseLab, "utf8")) as movedLab.WrittenLab;
    const dataDir = await movedLab.makeDataDir("enote-upgrade-");
    temporary.push(dataDir);
    const app = await movedLab.start({ dataDir, databaseUrl: url });
    try {
      expect(await appliedMigrations(url)).toBe(journal().length);
      const token = await movedLab.signIn(app, lab);
      await movedLab.expectGroupAndProject(app, lab, token);
      await movedLab.expectLabBookListed(app, lab, token);
      await movedLab.expectTextReadBack(app, lab, token);
      await movedLab.expectItemsFound(app, lab, token);
      await movedLab.expectNewRowsAfter(app, lab, token);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("refuses to start on a database a newer E-Note migrated, says why, and changes nothing", async () => {
    const url = await newDatabase();
    await (await openPostgres(url)).close();
    const last = journal().at(-1)?.when ?? 0;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('INSERT INTO drizzle."__drizzle_migrations" (hash, created_at) VALUES ($1, $2)', [
      "from a newer E-Note",
      last + 86_400_000,
    ]);
    await client.end();
    await expect(openPostgres(url)).rejects.toThrow(
      /^The database was migrated by a newer E-Note than this one: it records 1 migration\(s\) this E-Note does not know/,
    );
    expect(await appliedMigrations(url)).toBe(journal().length + 1);
  }, 60_000);
});
