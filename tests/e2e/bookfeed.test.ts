import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { BookFeedPage, ImportDialog } from "./support/bookfeed";
import { launchBrowser } from "./support/browser";
import { ExperimentPage, LabBookListPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
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

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
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

describe("importing a book", () => {
  it("a student imports an education book into a new lab book after the overwrite confirmation and sees the protocol", async () => {
    // The group's manager (the project's OWNER) writes the protocol in an education book.
    const edu = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: owner.accessToken,
      body: { projectIdx, title: "Standard Suzuki protocol", kind: "EDU" },
    });
    const manager = new ExperimentPage(await pageOf(owner));
    await manager.open(edu.lbIdx);
    await manager.typeAtEnd("procedure", "Degas toluene for 15 min, add Pd(PPh3)4, reflux 12 h");
    await manager.waitSaveState("saved");

    // The student starts a new lab book and writes a first line they will overwrite.
    const studentPage = await pageOf(writer);
    const list = new LabBookListPage(studentPage);
    await list.open();
    const lbIdx = await list.create("Suzuki coupling", "My first coupling");
    const student = new ExperimentPage(studentPage);
    await student.loaded();
    await student.typeAtEnd("procedure", "scratch notes");
    await student.waitSaveState("saved");
    // A colleague has the new book open too.
    const colleague = new ExperimentPage(await pageOf(reader));
    await colleague.open(lbIdx);
    await expect.poll(() => colleague.sectionText("procedure"), live).toContain("scratch notes");

    const dialog = new ImportDialog(studentPage);
    await dialog.open();
    await dialog.chooseSource("Education books", "Standard Suzuki protocol");
    expect(await dialog.replaces().textContent()).toContain("replace all six sections of this book");
    await dialog.submit();
    await studentPage.getByRole("dialog", { name: "Overwrite existing work?" }).waitFor();
    await dialog.confirm();

    await expect
      .poll(() => student.sectionText("procedure"), live)
      .toBe("Degas toluene for 15 min, add Pd(PPh3)4, reflux 12 h");
    await expect
      .poll(() => colleague.sectionText("procedure"), live)
      .toBe("Degas toluene for 15 min, add Pd(PPh3)4, reflux 12 h");
    expect(await studentPage.getByTestId("labbook-title").inputValue()).toBe("My first coupling");
    await expect
      .poll(async () => (await student.history()).find((entry) => entry.action === "import")?.text ?? "", live)
      .toContain("Standard Suzuki protocol");
  });
});

describe("the book feed", () => {
  it("shows a member watching /bookFeed a newly completed book without a reload", async () => {
    const watcher = new BookFeedPage(await pageOf(reader));
    await watcher.open();
    await watcher.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title: "Feed-worthy coupling" },
    });
    await call(server.url, "PUT", `/api/labbook/${book.lbIdx}/status.do`, {
      token: writer.accessToken,
      body: { status: "END", password: writer.password },
    });
    await call(server.url, "PUT", `/api/labbook/${book.lbIdx}/status.do`, {
      token: owner.accessToken,
      body: { status: "COMPLETE", password: owner.password },
    });

    const completed = watcher.entry(book.lbIdx, "COMPLETED");
    await completed.waitFor({ timeout: 15_000 });
    expect(await completed.textContent()).toContain("Feed-worthy coupling");
    expect(await completed.getByTestId("labbook-status").getAttribute("data-status")).toBe("COMPLETE");
    // Still the same page: no reload happened.
    expect(await watcher.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    // The entry links to the book.
    await completed.getByTestId("bookfeed-entry-title").click();
    await watcher.page.waitForURL((url) => url.pathname === `/labBook/experiment/${book.lbIdx}`);
  });
});
