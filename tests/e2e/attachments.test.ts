import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import { syntheticJcamp } from "@enote/shared";
import { launchBrowser } from "./support/browser";
import { AttachmentsPanel, dropImage, pasteImage, redPng } from "./support/attachments";
import { ExperimentPage } from "./support/experiment";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let writer: ApiMember;
let colleague: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

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
  it("draws an uploaded JCAMP-DX NMR spectrum: zoom, a peak read under the cursor, peaks kept as set, and the printout", async () => {
    const lbIdx = await createBook("1H NMR of 4-methoxybiphenyl");
    const a = await openBook(writer, lbIdx);
    const panel = new AttachmentsPanel(a.page);
    // Test data made here (shared/src/spectra/synthetic.ts): 64k points in the compressed DIFDUP form.
    const jdx = syntheticJcamp({
      title: "4-Methoxybiphenyl",
      kind: "nmr",
      from: -0.5,
      to: 10,
      points: 65_536,
      bands: [
        { at: 7.53, height: 80, width: 0.003 },
        { at: 6.97, height: 70, width: 0.003 },
        { at: 3.85, height: 100, width: 0.003 },
      ],
    });
    await panel.upload("1H NMR.jdx", "chemical/x-jcamp-dx", Buffer.from(jdx));
    const item = panel.item("1H NMR.jdx");
    await item.getByTestId("attachment-spectrum-toggle").click();
    const spectrum = item.getByTestId("spectrum-panel");
    const chart = spectrum.getByTestId("spectrum-chart").locator("canvas");
    await chart.waitFor(live);
    const peaks = spectrum.getByTestId("spectrum-peak");
    await expect.poll(() => peaks.allTextContents(), live).toEqual(["3.85", "6.97", "7.53"]);

    // Zoom: drag across 8 ppm to 6.5 ppm (high to low, left to right, as NMR reads).
    const over = spectrum.locator(".u-over");
    const box = await over.boundingBox();
    if (!box) throw new Error("no chart");
    const atPpm = (ppm: number) => box.x + ((10 - ppm) / 10.5) * box.width;
    const readout = spectrum.getByTestId("spectrum-readout");
    await a.page.mouse.move(atPpm(8), box.y + box.height / 2);
    await a.page.mouse.down();
    await a.page.mouse.move(atPpm(6.5), box.y + box.height / 2, { steps: 8 });
    await a.page.mouse.up();
    // Now the chart's width is 8 → 6.5 ppm: its middle reads about 7.25.
    await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(async () => Number(/Cursor: ([\d.-]+) ppm/.exec((await readout.textContent()) ?? "")?.[1]), live)
      .toBeCloseTo(7.25, 1);
    // Read a peak: over the 6.97 ppm band (in the zoomed axis).
    const zoomed = (ppm: number) => box.x + ((8 - ppm) / 1.5) * box.width;
    await a.page.mouse.move(zoomed(6.97), box.y + box.height / 2);
    await expect.poll(async () => (await readout.textContent()) ?? "", live).toMatch(/Cursor: 6\.9\d+ ppm/);

    // The writer removes a peak and adds one by clicking: kept for everyone who opens the book.
    await spectrum.getByRole("button", { name: "Remove the peak at 6.97" }).click();
    await expect.poll(() => peaks.allTextContents(), live).toEqual(["3.85", "7.53"]);
    await spectrum.getByTestId("spectrum-add-peaks").click();
    // Where the chart is now (the page may have scrolled to the button).
    await over.scrollIntoViewIfNeeded();
    const now = (await over.boundingBox()) ?? box;
    await a.page.mouse.click(now.x + ((8 - 6.975) / 1.5) * now.width, now.y + now.height / 2);
    await expect.poll(() => peaks.allTextContents(), live).toEqual(["3.85", "6.97", "7.53"]);
    await spectrum.getByRole("button", { name: "Remove the peak at 3.85" }).click();
    await expect.poll(() => spectrum.getByTestId("spectrum-peaks").getAttribute("data-source"), live).toBe("set");
    const colleaguesView = new AttachmentsPanel((await openBook(reader, lbIdx)).page);
    await colleaguesView.item("1H NMR.jdx").getByTestId("attachment-spectrum-toggle").click();
    await expect
      .poll(() => colleaguesView.item("1H NMR.jdx").getByTestId("spectrum-peak").allTextContents(), live)
      .toEqual(["6.97", "7.53"]);
    // A reader reads; only writers set peaks.
    expect(await colleaguesView.item("1H NMR.jdx").getByTestId("spectrum-add-peaks").count()).toBe(0);

    // The printout draws it, the peaks written out.
    const print = await pageOf(writer);
    await print.goto(`${server.url}/labBook/experiment/print/${lbIdx}`);
    const printed = print.getByTestId("print-spectrum");
    await printed.waitFor(live);
    expect(await printed.locator("figcaption").textContent()).toBe("1H NMR.jdx: peaks at 6.97, 7.53 ppm");
    const src = decodeURIComponent((await printed.locator("img").getAttribute("src")) ?? "");
    expect(src).toContain("<polyline");
    expect(src).toContain(">7.53</text>");
  });

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
