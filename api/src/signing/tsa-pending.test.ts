import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { BookSignatures, VerifyResult } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, createLabBook, putStatus, type Lab } from "../test/labbooks";
import { freePort, startTestTsa, type TestTsa } from "../test/tsa-server";
import { anchorChains } from "./anchor";

const run = promisify(execFile);

/** E-Note is told a TSA URL on which nothing listens yet: the TSA is started only after the signing. */
let port: number;
let tsa: TestTsa | null = null;
let app: TestApp;
let lab: Lab;
let scratch: string;
beforeAll(async () => {
  port = await freePort();
  app = await startTestApp({ ENOTE_TSA_URL: `http://127.0.0.1:${port}/tsa`, LOG_LEVEL: "error" });
  lab = await buildLab(app);
  scratch = await mkdtemp(path.join(os.tmpdir(), "enote-tsa-pending-"));
});
afterAll(async () => {
  await app?.close();
  await tsa?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function verifyOf(lbIdx: number): Promise<VerifyResult> {
  return ok(
    await app.call<Result<VerifyResult>>("GET", `/api/labbook/${lbIdx}/verify.do`, { token: lab.reader.token }),
  );
}

async function signaturesOf(lbIdx: number) {
  return ok(
    await app.call<Result<BookSignatures>>("GET", `/api/labbook/${lbIdx}/signatures.do`, { token: lab.reader.token }),
  ).signatures;
}

/** The retries' backoff has passed: every waiting job is due. */
async function retryNow(): Promise<void> {
  await app.database.db.execute(sql`UPDATE outbox_jobs SET run_at = now() WHERE done_at IS NULL`);
}

async function opensslVerifies(statement: string, token: string, caFile: string): Promise<boolean> {
  const data = path.join(scratch, `${Math.random()}.json`);
  const tokenFile = path.join(scratch, `${Math.random()}.tst`);
  await writeFile(data, statement, "utf8");
  await writeFile(tokenFile, Buffer.from(token, "base64"));
  return run("openssl", ["ts", "-verify", "-data", data, "-in", tokenFile, "-token_in", "-CAfile", caFile]).then(
    ({ stdout }) => stdout.includes("Verification: OK"),
    () => false,
  );
}

describe("signing while the time-stamping authority is unreachable", () => {
  it("ends and completes the book at once, then the queue fetches tokens verify.do and openssl accept", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Signed offline");
    expect((await putStatus(app, lab.writer.token, lbIdx, "END")).status).toBe(200);
    expect((await putStatus(app, lab.owner.token, lbIdx, "COMPLETE")).status).toBe(200);

    const pending = await signaturesOf(lbIdx);
    expect(pending.map((s) => [s.role, s.timestampState])).toEqual([
      ["WRITER", "pending"],
      ["CHECKER", "pending"],
    ]);
    const before = await verifyOf(lbIdx);
    expect(before.valid).toBe(true);
    const waiting = before.checks.filter((check) => check.name === "timestamp");
    expect(waiting.map((check) => check.detail)).toEqual([
      expect.stringContaining("time-stamp pending since"),
      expect.stringContaining("time-stamp pending since"),
    ]);

    // The daily anchor, made during the outage, is pending the same way.
    const anchorIdx = await anchorChains(app.server.ctx);
    expect(anchorIdx).not.toBeNull();
    const anchorBefore = (await verifyOf(lbIdx)).checks.find((check) => check.name === "anchor");
    expect(anchorBefore).toMatchObject({ ok: true });
    expect(anchorBefore?.detail).toContain("its time stamp is pending");

    tsa = await startTestTsa({ port });
    await retryNow();
    await app.server.ctx.outbox.drain();
    expect(tsa.answered()).toBe(3);

    const stamped = await signaturesOf(lbIdx);
    for (const signature of stamped) {
      expect(signature.timestampState).toBe("stamped");
      expect(signature.timestamp?.tsa).toBe("CN=E-Note Test TSA");
      expect(await opensslVerifies(signature.statement, signature.timestampToken ?? "", tsa.caFile)).toBe(true);
    }
    const after = await verifyOf(lbIdx);
    expect(after.valid).toBe(true);
    for (const check of after.checks.filter((c) => c.name === "timestamp"))
      expect(check.detail).toMatch(/time-stamped .* by CN=E-Note Test TSA, after it was pending since /);
    expect(after.checks.find((check) => check.name === "anchor")?.detail).toMatch(
      /is in the daily anchor of .*, time-stamped by CN=E-Note Test TSA/,
    );
  });
});
