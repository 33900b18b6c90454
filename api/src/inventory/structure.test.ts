import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryLimits, type InventoryHistoryEntry, type InventoryItem } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, type Lab } from "./fixtures";

let app: TestApp;
let lab: Lab;
let bottle: InventoryItem;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  bottle = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { smiles: null }));
});
afterAll(async () => {
  await app?.close();
});

/** The first bytes of a PNG (signature and IHDR) with a marker, enough for the signature check. */
const png = (marker: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from(marker)]);
const jpeg = (marker: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from(marker)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const structurePath = (rowKey: string) => `/api/inventory/${rowKey}/structure.do`;

async function send(method: string, rowKey: string, token: string, body?: Buffer, contentType = "image/png") {
  const response = await fetch(app.url + structurePath(rowKey), {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body,
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const json = <T>(bytes: Buffer) => JSON.parse(bytes.toString()) as T;
const storedFiles = () => readdir(path.join(app.server.ctx.env.ENOTE_DATA_DIR, "files", "structure"));

describe("structural formula image", () => {
  it("stores a PNG, serves it back inline with its type and nosniff, and replaces it with a JPEG", async () => {
    const first = await send("POST", bottle.rowKey, lab.member.token, png("first"));
    expect(first.status).toBe(200);
    expect(json<Result<InventoryItem>>(first.bytes).data.structureImage).toMatchObject({
      type: "image/png",
      size: png("first").length,
    });

    const served = await send("GET", bottle.rowKey, lab.colleague.token);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(served.bytes.equals(png("first"))).toBe(true);

    // The declared type does not matter: the bytes say JPEG.
    const second = await send("POST", bottle.rowKey, lab.colleague.token, jpeg("second"), "application/octet-stream");
    expect(json<Result<InventoryItem>>(second.bytes).data.structureImage?.type).toBe("image/jpeg");
    const again = await send("GET", bottle.rowKey, lab.member.token);
    expect(again.headers.get("content-type")).toBe("image/jpeg");
    expect(again.bytes.equals(jpeg("second"))).toBe(true);
    expect(await storedFiles()).toHaveLength(1);
  });

  it("refuses SVG and other non-images with 400 and an oversized image with 413, keeping the stored one", async () => {
    for (const [body, type] of [
      [svg, "image/svg+xml"],
      [svg, "image/png"],
      [Buffer.from("%PDF-1.7\n"), "image/png"],
      [Buffer.alloc(0), "image/png"],
    ] as const) {
      const refused = await send("POST", bottle.rowKey, lab.member.token, body, type);
      expect(refused.status).toBe(400);
      expect(json<ErrorBody>(refused.bytes)).toMatchObject({
        code: "NOT_AN_IMAGE",
        message: "The structural formula must be a PNG or JPEG image",
      });
    }
    const big = Buffer.concat([png("big"), Buffer.alloc(inventoryLimits.structureImageBytesMax, 0)]);
    const tooBig = await send("POST", bottle.rowKey, lab.member.token, big);
    expect(tooBig.status).toBe(413);
    expect(json<ErrorBody>(tooBig.bytes).code).toBe("FILE_TOO_LARGE");
    expect((await send("GET", bottle.rowKey, lab.member.token)).bytes.equals(jpeg("second"))).toBe(true);
  });

  it("hides a private item's image from other members and every image from other groups (404)", async () => {
    expect((await send("GET", bottle.rowKey, lab.outsider.token)).status).toBe(404);
    expect((await send("POST", bottle.rowKey, lab.outsider.token, png("x"))).status).toBe(404);
    const secret = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { isPrivate: true }));
    expect((await send("POST", secret.rowKey, lab.member.token, png("mine"))).status).toBe(200);
    for (const who of [lab.colleague, lab.admin, lab.outsider]) {
      expect((await send("GET", secret.rowKey, who.token)).status).toBe(404);
      expect((await send("DELETE", secret.rowKey, who.token)).status).toBe(404);
    }
    expect((await send("GET", secret.rowKey, lab.manager.token)).status).toBe(200);
  });

  it("removes the image, records uploads and removal in the history, and then has none to serve", async () => {
    const removed = await app.call<Result<InventoryItem>>("DELETE", structurePath(bottle.rowKey), {
      token: lab.member.token,
    });
    expect(ok(removed).structureImage).toBeNull();
    expect((await send("GET", bottle.rowKey, lab.member.token)).status).toBe(404);
    expect((await app.call("DELETE", structurePath(bottle.rowKey), { token: lab.member.token })).status).toBe(404);
    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${bottle.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    const changes = history.entries.filter((e) => e.kind === "updated" && e.fields.includes("structureImage"));
    expect(changes).toHaveLength(3);
    expect(await storedFiles()).not.toContain(expect.stringContaining(bottle.rowKey));
  });
});
