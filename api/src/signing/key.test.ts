import { access, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SigningKey } from "@enote/shared";
import { signingKeys } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { signingKeyFileName, signingKeyOf } from "./key";

let app: TestApp;
beforeAll(async () => {
  // An installation on an external database: api hosts may not share a data dir, so the key lives in the database.
  app = await startTestApp({ DATABASE_URL: "postgres://enote@db.lab.example:5432/enote" });
});
afterAll(async () => {
  await app?.close();
});

describe("the installation's signing key with DATABASE_URL set", () => {
  it("is kept in the database, not the data dir, and published at key.do", async () => {
    const published = ok(await app.call<Result<SigningKey>>("GET", "/api/signing/key.do"));
    const rows = await app.database.db.select().from(signingKeys);
    expect(rows.map((row) => row.keyId)).toEqual([published.keyId]);
    expect(rows[0]?.privateKey).toContain("BEGIN PRIVATE KEY");
    const file = path.join(app.server.ctx.env.ENOTE_DATA_DIR, signingKeyFileName);
    await expect(access(file)).rejects.toThrow();
  });

  it("is the same key for another api host on the same database", async () => {
    const first = await signingKeyOf(app.server.ctx);
    // Another host: another context (its own cache), the same database.
    const other = await signingKeyOf({ ...app.server.ctx });
    expect(other.keyId).toBe(first.keyId);
    expect(await app.database.db.select().from(signingKeys)).toHaveLength(1);
  });

  it("goes on with the data dir's key when an installation moves from its embedded database", async () => {
    // The data dir of an installation that ran on its embedded database, now given DATABASE_URL.
    const embedded = await startTestApp();
    const moved = await startTestApp({ DATABASE_URL: "postgres://enote@db.lab.example:5432/enote" });
    try {
      const before = await signingKeyOf(embedded.server.ctx);
      const keyFile = path.join(moved.server.ctx.env.ENOTE_DATA_DIR, signingKeyFileName);
      await writeFile(keyFile, await readFile(path.join(embedded.server.ctx.env.ENOTE_DATA_DIR, signingKeyFileName)));
      const after = await signingKeyOf(moved.server.ctx);
      expect(after.keyId).toBe(before.keyId);
      expect((await moved.database.db.select().from(signingKeys)).map((row) => row.keyId)).toEqual([before.keyId]);
    } finally {
      await Promise.all([embedded.close(), moved.close()]);
    }
  });

  it("names the data dir's file when the key there is not a key, and makes none in the database", async () => {
    const moved = await startTestApp({ DATABASE_URL: "postgres://enote@db.lab.example:5432/enote" });
    try {
      const keyFile = path.join(moved.server.ctx.env.ENOTE_DATA_DIR, signingKeyFileName);
      await writeFile(keyFile, "not a key\n");
      await expect(signingKeyOf(moved.server.ctx)).rejects.toThrow(
        `The signing key in ${keyFile} is not a PEM private key`,
      );
      expect(await moved.database.db.select().from(signingKeys)).toEqual([]);
    } finally {
      await moved.close();
    }
  });
});
