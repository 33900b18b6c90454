import { randomBytes } from "node:crypto";
import { stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { LabBookAttachment, VerifyResult } from "@enote/shared";
import { multipartFile } from "../attachments/multipart";
import { labBookAttachments } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, createLabBook, putStatus, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
/** Reads of stored files (FileStore.get) since the last reset. */
let reads = 0;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: "error" });
  lab = await buildLab(app);
  const files = app.server.ctx.files;
  const get = files.get.bind(files);
  files.get = (key) => {
    reads += 1;
    return get(key);
  };
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  reads = 0;
});

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

/** An ended book with `count` attachments of `size` random bytes. */
async function bookWithFiles(title: string, count: number, size: number): Promise<number> {
  const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, title);
  for (let i = 0; i < count; i += 1) await upload(lbIdx, randomBytes(size), `run-${i}.raw`);
  ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
  return lbIdx;
}

async function verifyOf(lbIdx: number, query = ""): Promise<VerifyResult> {
  return ok(
    await app.call<Result<VerifyResult>>("GET", `/api/labbook/${lbIdx}/verify.do${query}`, {
      token: lab.reader.token,
    }),
  );
}

const attachmentsCheck = (result: VerifyResult) => result.checks.find((check) => check.name === "attachments");

async function storedPathOf(lbIdx: number): Promise<string> {
  const [row] = await app.database.db
    .select({ fileKey: labBookAttachments.fileKey })
    .from(labBookAttachments)
    .where(eq(labBookAttachments.lbIdx, lbIdx))
    .limit(1);
  return path.resolve(app.server.ctx.env.ENOTE_DATA_DIR, "files", row?.fileKey ?? "");
}

describe("verify.do checks attachment files by what the store says, reading them only when needed", () => {
  it("reads none of a book's unchanged files, and every one with full=1", async () => {
    const lbIdx = await bookWithFiles("Many spectra", 5, 256 * 1024);
    reads = 0;
    const quick = await verifyOf(lbIdx);
    expect(quick.valid).toBe(true);
    expect(reads).toBe(0);
    expect(attachmentsCheck(quick)?.detail).toContain("5 attachment files match their SHA-256 (0 re-read");

    const full = await verifyOf(lbIdx, "?full=1");
    expect(full.valid).toBe(true);
    expect(reads).toBe(5);
    expect(attachmentsCheck(full)?.detail).toBe("5 attachment files match their SHA-256");
  });

  it("catches a same-size rewrite in place whose modification time was set back", async () => {
    const lbIdx = await bookWithFiles("Rewritten in place", 2, 4096);
    const file = await storedPathOf(lbIdx);
    const before = await stat(file);
    await writeFile(file, randomBytes(4096));
    await utimes(file, before.atime, before.mtime);
    expect(Math.abs((await stat(file)).mtimeMs - before.mtimeMs)).toBeLessThan(1);

    const quick = await verifyOf(lbIdx);
    expect(attachmentsCheck(quick)).toMatchObject({ ok: false });
    expect(attachmentsCheck(quick)?.detail).toMatch(/^The stored file of run-0\.raw does not match its SHA-256$/);
    expect(attachmentsCheck(await verifyOf(lbIdx, "?full=1"))).toMatchObject({ ok: false });
  });

  it("re-reads a file recorded before stamps existed once, then trusts its stamp", async () => {
    const lbIdx = await bookWithFiles("Older upload", 2, 4096);
    await app.database.db.execute(sql`UPDATE lab_book_attachments SET file_check = NULL WHERE lb_idx = ${lbIdx}`);
    reads = 0;
    expect((await verifyOf(lbIdx)).valid).toBe(true);
    expect(reads).toBe(2);
    expect((await verifyOf(lbIdx)).valid).toBe(true);
    expect(reads).toBe(2);
  });

  it("refuses a full value other than 0 or 1", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Bad query");
    const answer = await app.call<Result<VerifyResult>>("GET", `/api/labbook/${lbIdx}/verify.do?full=yes`, {
      token: lab.reader.token,
    });
    expect(answer.status).toBe(400);
  });
});
