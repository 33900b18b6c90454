import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LabBookAttachment, LabBookPage, MemoList, VerifyResult } from "@enote/shared";
import { multipartFile } from "../attachments/multipart";
import { openPostgres } from "../db/client";
import { outboxJobs } from "../db/schema";
import { readEnv } from "../env";
import { addItem, ethanol } from "../inventory/fixtures";
import { startServer } from "../server";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "../test/databases";
import { ok, type Result } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLab, completeBook, createLabBook, type Lab } from "../test/labbooks";
import * as movedLab from "../test/moved-lab";
import { scheduleDailyBackup, takeDailyBackup } from "./daily";
import { manifestName, manifestSchema, type Manifest } from "./manifest";
import { tarIndex } from "./tar";

const cli = new URL("./cli.ts", import.meta.url);
const pdf = Buffer.from("%PDF-1.7\n% ethanol safety data sheet\n%%EOF\n");

let app: TestApp;
let lab: Lab;
let sourceUrl: string;
/** The backup the first test takes, restored again by the next. */
let backupFile = "";
const books: number[] = [];
const temporary: string[] = [];
const databases: string[] = [];

async function upload(lbIdx: number, bytes: Buffer, name: string): Promise<void> {
  const { body, contentType } = multipartFile(bytes, { name, type: "application/octet-stream" });
  const response = await fetch(`${app.url}/api/labbook/${lbIdx}/attachment.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${lab.writer.token}`, "content-type": contentType },
    body,
  });
  const answer = (await response.json()) as { data: LabBookAttachment };
  expect(response.status, JSON.stringify(answer)).toBe(201);
}

async function newDataDir(): Promise<string> {
  const dir = await movedLab.makeDataDir("enote-backup-");
  temporary.push(dir);
  return dir;
}

async function newDatabase(): Promise<string> {
  const url = await createTestDatabase("backup", { empty: true });
  databases.push(url);
  return url;
}

async function bytesOf(body: Readable | null): Promise<Buffer> {
  if (!body) throw new Error("no such file");
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function manifestOf(file: string): Promise<Manifest> {
  const handle = await open(file);
  try {
    const entry = (await tarIndex(handle)).find((one) => one.name === manifestName);
    if (!entry) throw new Error("no manifest");
    const text = Buffer.alloc(entry.size);
    await handle.read(text, 0, entry.size, entry.offset);
    return manifestSchema.parse(JSON.parse(text.toString("utf8")));
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  for (const [title, files, complete] of [
    ["Suzuki coupling, run 1", 2, true],
    ["Suzuki coupling, run 2", 1, false],
  ] as const) {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, title);
    for (let i = 0; i < files; i += 1) await upload(lbIdx, randomBytes(40_000 + i), `spectrum-${i}.raw`);
    ok(await app.call("POST", `/api/labbook/${lbIdx}/memo.do`, { token: lab.writer.token, body: { title: "TLC" } }));
    if (complete) await completeBook(app, lab.writer.token, lab.owner.token, lbIdx);
    books.push(lbIdx);
  }
  const item = await addItem(app, lab.owner.token, ethanol(lab.groupIdx));
  const response = await fetch(`${app.url}/api/inventory/${item.rowKey}/msds.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${lab.owner.token}`, "content-type": "application/pdf" },
    body: pdf,
  });
  expect(response.status).toBe(200);
  const [row] = (
    (await app.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }
  ).rows;
  sourceUrl = databaseUrl(inject("testDatabaseServer").serverUrl, row?.name ?? "");
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const url of databases) await dropTestDatabase(url).catch(() => undefined);
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", () => {
  it("restore brings a new installation back to the backup: every book verifies and every file's bytes match", async () => {
    const backups = await newDataDir();
    const file = path.join(backups, "lab.tar");
    const source = { DATABASE_URL: sourceUrl, ENOTE_DATA_DIR: app.server.ctx.env.ENOTE_DATA_DIR };
    const backup = await movedLab.runScript(cli, ["backup", file], source);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    backupFile = file;
    const manifest = await manifestOf(file);
    // Three attachments and the MSDS, and the data dir's signing key (the tests give the token secret in the environment).
    expect(manifest.files.map((f) => f.path.split("/")[0]).sort()).toEqual([
      "attachments",
      "attachments",
      "attachments",
      "msds",
    ]);
    expect(manifest.data.map((d) => d.name)).toEqual(["signing-key.pem"]);

    const dataDir = await newDataDir();
    const url = await newDatabase();
    const restore = await movedLab.runScript(cli, ["restore", file], { DATABASE_URL: url, ENOTE_DATA_DIR: dataDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("4 files");

    // E-Note on the restored database and data dir, set up as the source was (its key in the data dir).
    const env = readEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      ENOTE_DATA_DIR: dataDir,
      ENOTE_JWT_SECRET: app.server.ctx.env.ENOTE_JWT_SECRET ?? "",
      ENOTE_SERVICES: "api",
      LOG_LEVEL: "silent",
    });
    const database = await openPostgres(url);
    const server = await startServer({ env, database });
    try {
      const get = async <T>(urlPath: string): Promise<T> => {
        const response = await fetch(server.url + urlPath, {
          headers: { authorization: `Bearer ${lab.reader.token}` },
        });
        const body = (await response.json()) as Result<T>;
        expect(response.status, JSON.stringify(body)).toBe(200);
        return ok({ status: response.status, body });
      };
      const listed = await get<LabBookPage>("/api/labbook/list.do");
      expect(listed.items.map((book) => book.lbIdx).sort()).toEqual([...books].sort());
      for (const lbIdx of books) {
        const verify = await get<VerifyResult>(`/api/labbook/${lbIdx}/verify.do?full=1`);
        expect(verify.valid, JSON.stringify(verify.checks.filter((check) => !check.ok))).toBe(true);
        expect((await get<MemoList>(`/api/labbook/${lbIdx}/memos.do`)).items).toHaveLength(1);
      }
      for (const stored of manifest.files) {
        const before = await bytesOf(await app.server.ctx.files.get(stored.path));
        expect((await bytesOf(await server.ctx.files.get(stored.path))).equals(before)).toBe(true);
      }
      expect(await readFile(path.join(dataDir, "signing-key.pem"))).toEqual(
        await readFile(path.join(app.server.ctx.env.ENOTE_DATA_DIR, "signing-key.pem")),
      );
    } finally {
      await server.close();
      await database.close();
    }

    // The restored installation is not empty any more: a second restore refuses and says why.
    const again = await movedLab.runScript(cli, ["restore", file], { DATABASE_URL: url, ENOTE_DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /already holds E-Note tables .* restored only into a new database, so nothing was changed/,
    );
  }, 180_000);

  it("refuses a file store that already holds files, and leaves the empty database empty", async () => {
    const file = backupFile;
    expect(file).not.toBe("");
    const dataDir = await newDataDir();
    await mkdir(path.join(dataDir, "files", "attachments"), { recursive: true });
    await writeFile(path.join(dataDir, "files", "attachments", "0123456789abcdef0123456789abcdef"), "other lab");
    const url = await newDatabase();
    const restore = await movedLab.runScript(cli, ["restore", file], { DATABASE_URL: url, ENOTE_DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^The file store already holds files/);
    expect(await readdir(dataDir)).toEqual(["files"]);
  }, 120_000);
});

describe("the daily backup (ENOTE_BACKUP_DIR)", () => {
  it("waits as one outbox job at the next backup hour however often it is scheduled, and keeps the newest ENOTE_BACKUP_KEEP", async () => {
    const dir = await newDataDir();
    const env = { ...app.server.ctx.env, ENOTE_BACKUP_DIR: dir, ENOTE_BACKUP_KEEP: 2, ENOTE_TIME_ZONE: "Asia/Seoul" };
    const ctx = { ...app.server.ctx, env };
    const now = new Date("2030-01-15T12:00:00Z");
    await scheduleDailyBackup(ctx, now);
    await scheduleDailyBackup(ctx, now);
    const waiting = await app.database.db
      .select({ runAt: outboxJobs.runAt, payload: outboxJobs.payload })
      .from(outboxJobs)
      .where(and(eq(outboxJobs.kind, "backup.daily"), isNull(outboxJobs.doneAt)));
    // 03:00 in Seoul on the 16th is 18:00 UTC on the 15th.
    expect(waiting).toEqual([{ runAt: new Date("2030-01-15T18:00:00Z"), payload: { day: "2030-01-16" } }]);

    for (const old of ["enote-2026-11-26.tar", "enote-2026-11-27.tar"]) await writeFile(path.join(dir, old), "");
    await takeDailyBackup(ctx, { day: "2026-11-28" });
    expect((await readdir(dir)).sort()).toEqual(["enote-2026-11-27.tar", "enote-2026-11-28.tar"]);
    expect((await manifestOf(path.join(dir, "enote-2026-11-28.tar"))).files).toHaveLength(4);
  }, 60_000);
});
