import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryItems } from "../db/schema";
import { addItem, buildLab, ethanol, type Lab } from "../inventory/fixtures";
import { startTestApp, type TestApp } from "../test/harness";
import { startTestS3, type TestS3 } from "./s3-test-server";

let s3: TestS3;
let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  s3 = await startTestS3();
  app = await startTestApp(s3.env);
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const pdf = Buffer.from("%PDF-1.7\n% on S3\n%%EOF\n");
const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(32, 1)]);

async function send(method: string, urlPath: string, body?: Buffer, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${lab.member.token}` };
  if (type) headers["content-type"] = type;
  const response = await fetch(app.url + urlPath, { method, headers, body });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("inventory files with ENOTE_S3_BUCKET set", () => {
  it("keeps MSDS PDFs and structure images in the bucket, none in the data dir, and removes them there", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    expect((await send("POST", `/api/inventory/${item.rowKey}/msds.do`, pdf, "application/pdf")).status).toBe(200);
    expect((await send("POST", `/api/inventory/${item.rowKey}/structure.do`, png, "image/png")).status).toBe(200);
    expect((await send("GET", `/api/inventory/${item.rowKey}/msds.do`)).bytes.equals(pdf)).toBe(true);
    expect((await send("GET", `/api/inventory/${item.rowKey}/structure.do`)).bytes.equals(png)).toBe(true);

    const [row] = await app.database.db
      .select({ msds: inventoryItems.msdsFile, structure: inventoryItems.structureFile })
      .from(inventoryItems)
      .where(eq(inventoryItems.rowKey, item.rowKey));
    expect(row?.msds).toMatch(/^msds\/[0-9a-f]{32}$/);
    expect(row?.structure).toMatch(/^structure\/[0-9a-f]{32}$/);
    const { files, env } = app.server.ctx;
    expect(await files.exists(row?.msds ?? "")).toBe(true);
    expect(await readdir(path.join(env.ENOTE_DATA_DIR, "files")).catch(() => [])).toEqual([]);

    expect((await send("DELETE", `/api/inventory/${item.rowKey}/msds.do`)).status).toBe(200);
    expect(await files.exists(row?.msds ?? "")).toBe(false);
  });
});
