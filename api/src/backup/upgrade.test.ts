import { copyFile, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { dumpText } from "../db/dump/files";
import { journal } from "../db/dump/migrations";
import { restoreDatabase } from "../db/dump/restore";
import { createTestDatabase, dropTestDatabase } from "../test/databases";
import type { BookSignatures, CommentList, TokenPair, VerifyResult, VersionDetail, VersionList } from "@enote/shared";
import { ok, type Result } from "../test/factories";
import type { TestApp } from "../test/harness";
import * as movedLab from "../test/moved-lab";
import { signingKeyFileName } from "../signing/key";

/**
 * A lab written by the release before issues 33–37 (migration 0033) and dumped with its db:dump,
 * with the key that release signed with (how it was made: ../test/data/README.md).
 */
const releaseDump = fileURLToPath(new URL("../test/data/release-0033.sql", import.meta.url));
const releaseLab = new URL("../test/data/release-0033.lab.json", import.meta.url);
const releaseKey = fileURLToPath(new URL("../test/data/release-0033.signing-key.pem", import.meta.url));

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

/**
 * The book the release ended and completed: its record verifies in full (signatures, content hash,
 * the chain written before the upgrade and after), and its text, drawing, comment and versions read.
 */
async function expectSignedBookKept(app: TestApp, lab: movedLab.WrittenLab): Promise<void> {
  const book = lab.completed;
  expect(book).toBeDefined();
  if (!book) return;
  const signIn = await app.call<Result<TokenPair>>("POST", "/api/oauth/authorize.do", {
    body: { memberId: book.ownerId, password: book.ownerPassword },
  });
  const token = ok(signIn).accessToken;
  const verify = ok(
    await app.call<Result<VerifyResult>>("GET", `/api/labbook/${book.lbIdx}/verify.do?full=1`, { token }),
  );
  expect(verify.checks.filter((check) => !check.ok)).toEqual([]);
  expect(verify.valid).toBe(true);
  const { signatures } = ok(
    await app.call<Result<BookSignatures>>("GET", `/api/labbook/${book.lbIdx}/signatures.do`, { token }),
  );
  expect(signatures.map((signature) => [signature.role, signature.member.name, signature.timestampState])).toEqual([
    ["WRITER", "Akira Suzuki", "none"],
    ["CHECKER", "Rosalind Franklin", "none"],
  ]);
  const { comments } = ok(
    await app.call<Result<CommentList>>("GET", `/api/labbook/${book.lbIdx}/comments.do`, { token }),
  );
  expect(comments.map((comment) => [comment.content, comment.author.name])).toEqual([
    [book.comment, "Rosalind Franklin"],
  ]);
  const { versions } = ok(
    await app.call<Result<VersionList>>("GET", `/api/labbook/${book.lbIdx}/versions.do`, { token }),
  );
  expect(versions.length).toBeGreaterThan(0);
  const newest = ok(
    await app.call<Result<VersionDetail>>("GET", `/api/labbook/${book.lbIdx}/version/${versions[0]?.versionIdx}.do`, {
      token,
    }),
  ).content;
  expect(newest.sections.find((section) => section.section === "result")?.text).toBe(book.text);
  expect(newest.memos).toEqual([{ memoIdx: book.memoIdx, title: "Apparatus", elementCount: 1 }]);
}

afterAll(async () => {
  for (const url of databases) await dropTestDatabase(url).catch(() => undefined);
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("upgrades", () => {
  it("today's E-Note starts on the previous release's database and reads its books, inventory and members; a book signed then still verifies", async () => {
    const url = await newDatabase();
    const restored = await restoreDatabase(url, dumpText(releaseDump));
    expect(restored.header.level.tag).toBe("0033_signatures_chain");
    const lab = JSON.parse(await readFile(releaseLab, "utf8")) as movedLab.WrittenLab;
    const dataDir = await movedLab.makeDataDir("enote-upgrade-");
    temporary.push(dataDir);
    // Its data dir comes along: the key it signed with (it ran on its embedded database).
    await copyFile(releaseKey, path.join(dataDir, signingKeyFileName));
    const app = await movedLab.start({ dataDir, databaseUrl: url });
    try {
      expect(await appliedMigrations(url)).toBe(journal().length);
      const token = await movedLab.signIn(app, lab);
      await movedLab.expectGroupAndProject(app, lab, token);
      await movedLab.expectLabBookListed(app, lab, token);
      await movedLab.expectTextReadBack(app, lab, token);
      await movedLab.expectItemsFound(app, lab, token);
      await movedLab.expectNewRowsAfter(app, lab, token);
      await expectSignedBookKept(app, lab);
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
