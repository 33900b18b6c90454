import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { AttachmentsPanel, dropImage, pasteImage, redPng } from "./support/attachments";
import { ExperimentPage } from "./support/experiment";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let writer: ApiMember;
let colleague: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

const live = { timeout: 15_000, interval: 100 };

async function memberIdxOf(who: ApiMember): Promise<number> {
  return (await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", { token: who.accessToken }))
    .memberIdx;
}

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember, width = 1280): Promise<Page> {
  return pool.pageOf(who, { width });
}

async function openBook(who: ApiMember, lbIdx: number, width?: number): Promise<ExperimentPage> {
  const view = new ExperimentPage(await pageOf(who, width));
  await view.open(lbIdx);
  return view;
}

async function createBook(title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: writer.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  const owner = await signUpOverHttp(server.url, {
    ...newMember(),
    firstName: "Rosalind",
    lastName: "Franklin",
    initial: "RFR",
  });
  writer = await signUpOverHttp(server.url, { ...newMember(), firstName: "Minji", lastName: "Kim", initial: "MJK" });
  colleague = await signUpOverHttp(server.url, {
    ...newMember(),
    firstName: "Akira",
    lastName: "Suzuki",
    initial: "ASU",
  });
  reader = await signUpOverHttp(server.url, { ...newMember(), firstName: "Marie", lastName: "Curie", initial: "MCU" });
  const { groupIdx } = await groupWith(server.url, owner, [writer, colleague, reader], "Organic Synthesis Lab");
  const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: owner.accessToken,
    body: { groupIdx, name: "Suzuki coupling", includeGroupMembers: true },
  });
  projectIdx = project.projectIdx;
  for (const [who, level] of [
    [writer, "WRITER"],
    [colleague, "WRITER"],
    [reader, "READER"],
  ] as const) {
    await call(server.url, "PUT", `/api/project/${projectIdx}/member.do`, {
      token: owner.accessToken,
      body: { memberIdx: await memberIdxOf(who), level },
    });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("lab book attachments in Chromium", () => {
  it("uploads a file through the panel, lists it live for a colleague, and downloads the same bytes", async () => {
    const lbIdx = await createBook("Attachments through the panel");
    const a = await openBook(writer, lbIdx);
    // A tablet held upright: the panel still lists and downloads.
    const b = await openBook(colleague, lbIdx, 820);
    const panelA = new AttachmentsPanel(a.page);
    const panelB = new AttachmentsPanel(b.page);
    await panelB.root.getByTestId("attachments-empty").waitFor();

    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await panelA.upload("수율 데이터 (최종).csv", "text/csv", bytes);
    await panelB.item("수율 데이터 (최종).csv").waitFor(live);
    expect(await panelB.item("수율 데이터 (최종).csv").textContent()).toContain("Minji Kim");

    const saved = await panelB.download("수율 데이터 (최종).csv");
    expect(saved.fileName).toBe("수율 데이터 (최종).csv");
    expect(saved.bytes.equals(bytes)).toBe(true);

    // Deleted after a confirmation: gone for both.
    await panelA.item("수율 데이터 (최종).csv").getByTestId("attachment-delete").click();
    await a.page.getByTestId("delete-dialog-confirm").click();
    await panelB.root.getByTestId("attachments-empty").waitFor(live);
    await panelA.root.getByTestId("attachments-empty").waitFor(live);
    expect(await panelA.names()).toEqual([]);
  });

  it("shows an image pasted into a section inline for a colleague, with the spec's notice until its upload is done", async () => {
    const lbIdx = await createBook("Pasted TLC plate");
    const a = await openBook(writer, lbIdx);
    const b = await openBook(reader, lbIdx);
    // Hold A's upload, so the image is in the document before its bytes are on the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route("**/api/labbook/*/attachment.do", async (route: Route) => {
      await held;
      await route.continue();
    });

    await pasteImage(a.section("observation"), "tlc-plate.png", redPng(6, 4));
    const notice = b.section("observation").getByTestId("attachment-image-notice");
    await notice.waitFor(live);
    expect(await notice.textContent()).toBe("Attachment download failed (save the lab book first, then download)");
    expect(await a.section("observation").getByTestId("attachment-image-notice").textContent()).toBe(
      "Uploading image…",
    );

    release();
    const image = b.section("observation").locator('[data-testid="attachment-image"][data-state="loaded"]');
    await image.waitFor(live);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(6);
    expect(await image.getAttribute("src")).toMatch(/^blob:/);
    // It is an attachment of the book like any other: the reader's panel lists it.
    await new AttachmentsPanel(b.page).item("tlc-plate.png").waitFor(live);
    // The reader may download but not upload.
    expect(await new AttachmentsPanel(b.page).root.getByTestId("attachment-upload").count()).toBe(0);
  });

  it("uploads an image dropped into a section and shows it inline to the other writer", async () => {
    const lbIdx = await createBook("Dropped apparatus photo");
    const a = await openBook(colleague, lbIdx);
    const b = await openBook(writer, lbIdx);
    await dropImage(a.section("procedure"), "apparatus.png", redPng(5, 5));
    const image = b.section("procedure").locator('[data-testid="attachment-image"][data-state="loaded"]');
    await image.waitFor(live);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalHeight)).toBe(5);
    expect(await image.getAttribute("alt")).toBe("apparatus.png");
    await a.section("procedure").locator('[data-testid="attachment-image"][data-state="loaded"]').waitFor(live);
  });
});
