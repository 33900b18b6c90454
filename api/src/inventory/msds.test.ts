import { mkdir, readdir, writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryLimits, type InventoryHistoryEntry, type InventoryItem } from "@enote/shared";
import { inventoryItems } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, type Lab } from "./fixtures";

let app: TestApp;
let lab: Lab;
let bottle: InventoryItem;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  bottle = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
});
afterAll(async () => {
  await app?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const msdsPath = (rowKey: string) => `/api/inventory/${rowKey}/msds.do`;

async function send(method: string, rowKey: string, token: string, body?: Buffer, contentType = "application/pdf") {
  const response = await fetch(app.url + msdsPath(rowKey), {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body,
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const json = <T>(bytes: Buffer) => JSON.parse(bytes.toString()) as T;
const msdsFiles = () => readdir(path.join(app.server.ctx.env.ENOTE_DATA_DIR, "files", "msds"));

describe("MSDS upload and download", () => {
  it("stores a PDF, serves it back as a download, and replaces it", async () => {
    const first = await send("POST", bottle.rowKey, lab.member.token, pdf("first"));
    expect(first.status).toBe(200);
    const item = json<Result<InventoryItem>>(first.bytes).data;
    expect(item.msdsFile).toMatchObject({ size: pdf("first").length });

    const download = await send("GET", bottle.rowKey, lab.colleague.token);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${bottle.pinNo}-MSDS.pdf"`);
    expect(download.bytes.equals(pdf("first"))).toBe(true);

    expect((await send("POST", bottle.rowKey, lab.colleague.token, pdf("second"))).status).toBe(200);
    expect((await send("GET", bottle.rowKey, lab.member.token)).bytes.equals(pdf("second"))).toBe(true);
    expect(await msdsFiles()).toHaveLength(1);
  });

  it("serves an MSDS stored before the one file store, and removes it once replaced", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    // As the api stored MSDS files until issue 20: a bare name in ENOTE_DATA_DIR/files/msds.
    const legacyName = `${item.rowKey}-0123456789ab.pdf`;
    const dir = path.join(app.server.ctx.env.ENOTE_DATA_DIR, "files", "msds");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, legacyName), pdf("legacy"));
    await app.database.db
      .update(inventoryItems)
      .set({ msdsFile: legacyName, msdsSize: pdf("legacy").length, msdsUploadedAt: new Date() })
      .where(eq(inventoryItems.rowKey, item.rowKey));
    expect((await send("GET", item.rowKey, lab.member.token)).bytes.equals(pdf("legacy"))).toBe(true);
    expect((await send("POST", item.rowKey, lab.member.token, pdf("new"))).status).toBe(200);
    expect(await msdsFiles()).not.toContain(legacyName);
    expect((await send("GET", item.rowKey, lab.member.token)).bytes.equals(pdf("new"))).toBe(true);
  });

  it("refuses a file that is not a PDF with 400 and an oversized one with 413, keeping the stored one", async () => {
    const png = await send(
      "POST",
      bottle.rowKey,
      lab.member.token,
      Buffer.from("\x89PNG\r\n\x1a\n not a pdf"),
      "image/png",
    );
    expect(png.status).toBe(400);
    expect(json<ErrorBody>(png.bytes)).toMatchObject({ code: "NOT_A_PDF", message: "The MSDS must be a PDF file" });
    const page = Buffer.from("<!doctype html><html><body><p>%PDF-1.7 in a paragraph</p></body></html>");
    const html = await send("POST", bottle.rowKey, lab.member.token, page);
    expect(html.status).toBe(400);
    expect(json<ErrorBody>(html.bytes).code).toBe("NOT_A_PDF");
    const big = Buffer.concat([pdf("big"), Buffer.alloc(inventoryLimits.msdsBytesMax, 32)]);
    const tooBig = await send("POST", bottle.rowKey, lab.member.token, big);
    expect(tooBig.status).toBe(413);
    expect(json<ErrorBody>(tooBig.bytes).code).toBe("FILE_TOO_LARGE");
    expect((await send("GET", bottle.rowKey, lab.member.token)).bytes.equals(pdf("second"))).toBe(true);
  });

  it("hides the MSDS of a bottle from other groups and of a private bottle from other members", async () => {
    expect((await send("GET", bottle.rowKey, lab.outsider.token)).status).toBe(404);
    expect((await send("POST", bottle.rowKey, lab.outsider.token, pdf("x"))).status).toBe(404);
    const secret = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { isPrivate: true }));
    expect((await send("POST", secret.rowKey, lab.member.token, pdf("mine"))).status).toBe(200);
    expect((await send("GET", secret.rowKey, lab.colleague.token)).status).toBe(404);
    expect((await send("GET", secret.rowKey, lab.manager.token)).status).toBe(200);
  });

  it("removes the file, records it in the history, and then has none to serve", async () => {
    const removed = await app.call<Result<InventoryItem>>("DELETE", msdsPath(bottle.rowKey), {
      token: lab.member.token,
    });
    expect(ok(removed).msdsFile).toBeNull();
    expect((await send("GET", bottle.rowKey, lab.member.token)).status).toBe(404);
    expect((await app.call("DELETE", msdsPath(bottle.rowKey), { token: lab.member.token })).status).toBe(404);
    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${bottle.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    const fileChanges = history.entries.filter((e) => e.kind === "updated" && e.fields.includes("msdsFile"));
    expect(fileChanges).toHaveLength(3);
  });
});
