import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { redPng } from "./support/attachments";
import { MemosPanel, storedMemo } from "./support/memos";
import { threeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember;
let writer: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

async function createBook(title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: writer.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

async function createMemo(lbIdx: number, title: string): Promise<number> {
  const memo = await call<{ memoIdx: number }>(server.url, "POST", `/api/labbook/${lbIdx}/memo.do`, {
    token: writer.accessToken,
    body: { title },
  });
  return memo.memoIdx;
}

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember | null): Promise<Page> {
  return pool.pageOf(who);
}

/** `who` with the book open and its memos at hand. */
async function memosOf(who: ApiMember, lbIdx: number): Promise<MemosPanel> {
  const view = new ExperimentPage(await pageOf(who));
  await view.open(lbIdx);
  return new MemosPanel(view.page);
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner, writer, reader, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("drawing memos", () => {
  it("two members draw on one memo at once and both see both drawings", async () => {
    const lbIdx = await createBook("Reflux setup");
    const a = await memosOf(writer, lbIdx);
    const b = await memosOf(owner, lbIdx);
    await a.add("Apparatus");
    // B's list shows the new memo without a reload.
    await b.page.getByTestId("memo-row").filter({ hasText: "Apparatus" }).waitFor({ timeout: 15_000 });
    await b.open("Apparatus");
    expect(await a.isEditable()).toBe(true);
    expect(await b.isEditable()).toBe(true);

    await Promise.all([a.drawRectangle(400, 250), b.drawRectangle(750, 450)]);
    await expect.poll(() => a.elementCount(), live).toBe(2);
    await expect.poll(() => b.elementCount(), live).toBe(2);

    // A reopened memo shows what was stored.
    const c = await memosOf(owner, lbIdx);
    await c.open("Apparatus");
    await expect.poll(() => c.elementCount(), live).toBe(2);
  });

  it("a READER watches a drawing appear live and cannot change it", async () => {
    const lbIdx = await createBook("TLC");
    await createMemo(lbIdx, "Plate");
    const viewer = await memosOf(reader, lbIdx);
    expect(await viewer.page.getByTestId("memo-add").count()).toBe(0);
    await viewer.open("Plate");
    expect(await viewer.isEditable()).toBe(false);
    await viewer.page.getByTestId("memo-view-only").waitFor();

    const drawer = await memosOf(writer, lbIdx);
    await drawer.open("Plate");
    await drawer.drawRectangle(450, 300);
    await expect.poll(() => viewer.elementCount(), live).toBe(1);

    await viewer.drawRectangle(700, 500);
    await viewer.page.waitForTimeout(500);
    expect(await viewer.elementCount()).toBe(1);
    expect(await drawer.elementCount()).toBe(1);
  });

  it("freezes memos once the book is complete", async () => {
    const lbIdx = await createBook("Frozen");
    await createMemo(lbIdx, "Sketch");
    const a = await memosOf(writer, lbIdx);
    await a.open("Sketch");
    await a.drawRectangle(450, 300);
    await expect.poll(() => a.elementCount(), live).toBe(1);

    await call(server.url, "PUT", `/api/labbook/${lbIdx}/status.do`, {
      token: writer.accessToken,
      body: { status: "END", password: writer.password },
    });
    await call(server.url, "PUT", `/api/labbook/${lbIdx}/status.do`, {
      token: owner.accessToken,
      body: { status: "COMPLETE", password: owner.password },
    });
    await expect.poll(() => a.isEditable(), live).toBe(false);
    await a.page.getByTestId("memo-close").click();
    await expect.poll(() => a.page.getByTestId("memo-add").count(), live).toBe(0);
    const refused = await fetch(`${server.url}/api/labbook/${lbIdx}/memo.do`, {
      method: "POST",
      headers: { Authorization: `Bearer ${writer.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Late" }),
    });
    expect(refused.status).toBe(409);
  });

  it("an anonymous viewer of a public book watches a drawing appear live, as an SVG", async () => {
    const lbIdx = await createBook("Shared sketch");
    await createMemo(lbIdx, "Public sketch");
    const shared = await call<{ shareUrl: string }>(server.url, "PUT", `/api/labbook/${lbIdx}/share.do`, {
      token: writer.accessToken,
      body: { sharePermission: "PUBLIC" },
    });
    const anonymous = new ExperimentPage(await pageOf(null));
    await anonymous.openShared(shared.shareUrl);
    const svg = anonymous.page.getByTestId("memo-svg");
    await expect.poll(() => svg.getAttribute("data-elements"), live).toBe("0");

    const drawer = await memosOf(writer, lbIdx);
    await drawer.open("Public sketch");
    await drawer.drawRectangle(450, 300);
    await expect.poll(() => svg.getAttribute("data-elements"), live).toBe("1");
    expect(await svg.locator("svg").count()).toBe(1);
  });

  it("an image placed on a memo is stored as an attachment and drawn for the other member, a reader and the share view", async () => {
    const lbIdx = await createBook("Chromatogram");
    const memoIdx = await createMemo(lbIdx, "Spot photo");
    const a = await memosOf(writer, lbIdx);
    const b = await memosOf(owner, lbIdx);
    const watcher = await memosOf(reader, lbIdx);
    await a.open("Spot photo");
    await b.open("Spot photo");
    await watcher.open("Spot photo");

    await a.dropImage("tlc-spot.png", redPng(80, 60));
    await expect.poll(() => a.elementCount(), live).toBe(1);
    // B and the reader fetch the attachment for A's element and draw it: red pixels on their canvas.
    for (const other of [b, watcher]) {
      await expect.poll(() => other.elementCount(), live).toBe(1);
      await expect.poll(() => other.fileCount(), live).toBe(1);
      await expect.poll(() => other.redPixels(), live).toBeGreaterThan(100);
    }

    // The image is an attachment of the book; the memo's document refers to it and holds no image data.
    const list = await call<{ attachments: { attachmentIdx: number; name: string }[] }>(
      server.url,
      "GET",
      `/api/labbook/${lbIdx}/attachments.do`,
      { token: owner.accessToken },
    );
    const attachment = list.attachments.find((item) => item.name === "tlc-spot.png");
    expect(attachment).toBeDefined();
    let stored: Record<string, unknown> = {};
    await expect
      .poll(async () => {
        stored = await storedMemo(server.url, memoIdx, owner.accessToken);
        return Object.values(stored).map((element) => (element as { fileId?: string }).fileId);
      }, live)
      .toEqual([`attachment-${attachment?.attachmentIdx}`]);
    expect(JSON.stringify(stored)).not.toContain("data:");

    // The share view's SVG shows it too, fetched with the link's key.
    const shared = await call<{ shareUrl: string }>(server.url, "PUT", `/api/labbook/${lbIdx}/share.do`, {
      token: writer.accessToken,
      body: { sharePermission: "PUBLIC" },
    });
    const anonymous = new ExperimentPage(await pageOf(null));
    await anonymous.openShared(shared.shareUrl);
    const svg = anonymous.page.getByTestId("memo-svg");
    await expect.poll(() => svg.getAttribute("data-elements"), live).toBe("1");
    await expect
      .poll(
        () =>
          svg
            .locator("svg image")
            .first()
            .getAttribute("href", { timeout: 1_000 })
            .catch(() => null),
        live,
      )
      .toMatch(/^data:image\/png;base64,/);
  });

  it("the sign-in page and the lab book list never download Excalidraw", async () => {
    const lbIdx = await createBook("List only");
    await createMemo(lbIdx, "Not opened");
    /** Whether any script the page fetched is Excalidraw's (its package name is in its code). */
    const excalidrawLoaded = async (page: Page, path: string, ready: string) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
      });
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      await page.waitForLoadState("networkidle");
      return (await Promise.all(scripts)).some((code) => code.includes("@excalidraw/excalidraw"));
    };
    expect(await excalidrawLoaded(await pageOf(null), "/auth/signIn", "signin-form")).toBe(false);
    expect(await excalidrawLoaded(await pageOf(writer), "/labBook", "labbook-list-page")).toBe(false);
    // The check can fail: opening a memo does download it.
    const memos = await memosOf(writer, lbIdx);
    const scripts: Promise<string>[] = [];
    memos.page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    await memos.open("Not opened");
    expect((await Promise.all(scripts)).some((code) => code.includes("@excalidraw/excalidraw"))).toBe(true);
  });
});
