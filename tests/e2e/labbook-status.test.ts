import { describe, expect, it } from "vitest";
import { ExperimentPage, LabBookListPage } from "./support/experiment";
import {
  server,
  owner,
  writer,
  reader,
  projectName,
  live,
  setLevel,
  projectMember,
  createBook,
  pageOf,
  experiment,
  useLabbookWorld,
} from "./support/labbookWorld";

// The lab book: status, title, live permission changes, limits, and the list.
useLabbookWorld();

describe("the collaborative lab book: status and title", () => {
  it("turns B's open editor read-only the moment A ends the experiment", async () => {
    const lbIdx = await createBook(owner, "Ending live");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await b.typeAtEnd("goal", "Before the end.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Before the end.");
    expect(await b.isEditable("goal")).toBe(true);

    expect(await a.history()).toEqual([]);
    await a.transition("end", owner);
    await expect.poll(() => b.isEditable("goal"), live).toBe(false);
    await expect.poll(() => b.status(), live).toBe("END");
    // Both headers say who ended it, and when.
    for (const view of [a, b]) {
      await expect.poll(() => view.history(), live).toEqual([{ action: "end", text: expect.any(String) }]);
      expect((await view.history())[0]?.text).toMatch(/^Ended by Rosalind Franklin · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect(await b.toolbar().count()).toBe(0);
    expect(await b.table("reactants").getByTestId("reaction-add-row").count()).toBe(0);
    await expect.poll(() => a.isEditable("goal"), live).toBe(false);

    // End cancel gives both their pens back.
    await a.transition("cancelEnd");
    await expect.poll(() => b.isEditable("goal"), live).toBe(true);
    await expect.poll(async () => (await b.history()).map((entry) => entry.action), live).toEqual(["end", "cancelEnd"]);
    await b.typeAtEnd("goal", " And after.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Before the end. And after.");
  });

  it("refuses to clear a lab book's title: the old one stays, here and at the others'", async () => {
    const lbIdx = await createBook(owner, "Titled for good");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.title().selectText();
    await a.page.keyboard.press("Backspace");
    expect(await a.title().inputValue()).toBe("Titled for good");
    await a.page.getByText("A lab book needs a title", { exact: false }).waitFor();
    // Typing over the old title renames it, for everyone.
    await a.title().selectText();
    await a.page.keyboard.type("Renamed on purpose");
    await expect.poll(() => b.title().inputValue(), live).toBe("Renamed on purpose");
    expect(await a.page.getByText("A lab book needs a title", { exact: false }).count()).toBe(0);
  });

  it("shows a completion on the writer's open page at once, with no End cancel left to fail", async () => {
    const lbIdx = await createBook(writer, "Completed live");
    const reviewer = await experiment(owner, lbIdx);
    const mine = await experiment(writer, lbIdx);
    await mine.transition("end", writer);
    await expect.poll(() => reviewer.status(), live).toBe("END");
    await mine.page.getByTestId("labbook-cancelEnd").waitFor();

    await reviewer.transition("complete", owner);
    // The writer's access stays read-only, so only the book's record changed: the page reads it again.
    await expect.poll(() => mine.status(), { timeout: 5_000 }).toBe("COMPLETE");
    expect(await mine.page.getByTestId("labbook-cancelEnd").count()).toBe(0);
  });
});

describe("permissions and limits, live", () => {
  it("turns B's open editor read-only when an OWNER makes B a READER", async () => {
    const b = await projectMember("Ada", "Yonath", "WRITER");
    const lbIdx = await createBook(owner, "Demoted while writing");
    const a = await experiment(owner, lbIdx);
    const view = await experiment(b, lbIdx);
    await view.typeAtEnd("goal", "Written as a writer.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Written as a writer.");

    await setLevel(b, "READER");
    await expect.poll(() => view.isEditable("goal"), live).toBe(false);
    await view.page.getByTestId("labbook-read-only").waitFor();
    expect(await view.toolbar().count()).toBe(0);
    expect(await view.table("reactants").getByTestId("reaction-add-row").count()).toBe(0);
    await view.section("goal").click();
    await view.page.keyboard.type("not any more");
    await a.typeAtEnd("goal", " The owner goes on.");
    await expect.poll(() => view.sectionText("goal"), live).toBe("Written as a writer. The owner goes on.");
    expect(await a.sectionText("goal")).toBe("Written as a writer. The owner goes on.");
  });

  it("recovers from a paste that would make the book too large: says so, and keeps working", async () => {
    const lbIdx = await createBook(owner, "Too much data");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.typeAtEnd("goal", "Stored before.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Stored before.");
    await a.waitSaveState("saved");

    // Above the collab server's 1.5 MiB cap per document, below its 2 MiB cap per message.
    await a.section("report").click();
    await a.paste("report", "x".repeat(1_600_000));
    const error = a.page.getByTestId("labbook-server-error");
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain("Your last change was not saved");
    // The refused text is gone from A (reopened from the server) and never reached B.
    await expect.poll(async () => (await a.sectionText("report")).length, live).toBe(0);
    await a.waitSaveState("upToDate");
    expect(await a.sectionText("goal")).toBe("Stored before.");
    expect(await b.sectionText("report")).toBe("");

    // A keeps working: new edits reach B and are saved; leaving does not ask.
    await a.typeAtEnd("goal", " And after.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Stored before. And after.");
    await a.waitSaveState("saved");
    await a.page.getByTestId("labbook-back").click();
    await a.page.getByTestId("labbook-list-page").waitFor();
    expect(await a.page.getByTestId("leave-unsaved-dialog").count()).toBe(0);
  });

  it("shows headings, lists, links, tables and subscripts made with the toolbar to B", async () => {
    const lbIdx = await createBook(owner, "Rich text");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.section("report").click();
    await a.tool("tool-h1");
    await a.page.keyboard.type("Summary");
    await a.page.keyboard.press("Enter");
    await a.tool("tool-h2");
    await a.page.keyboard.type("Yield");
    await a.page.keyboard.press("Enter");
    await a.tool("tool-bullet-list");
    await a.page.keyboard.type("crude 1.2 g");
    await a.page.keyboard.press("Enter");
    await a.page.keyboard.type("after column 0.9 g");
    await a.page.keyboard.press("Enter");
    await a.page.keyboard.press("Enter"); // leaves the list
    await a.page.keyboard.type("Quenched with ");
    for (const [text, sub] of [
      ["H", false],
      ["2", true],
      ["SO", false],
      ["4", true],
    ] as const) {
      if (sub) await a.tool("tool-subscript");
      await a.page.keyboard.type(text);
      if (sub) await a.tool("tool-subscript");
    }
    await a.page.keyboard.type(", see ");
    await a.insertLink("https://pubchem.ncbi.nlm.nih.gov/compound/1118");
    await a.page.keyboard.press("Enter");
    await a.insertTable();

    const report = (selector: string) => () => b.countIn("report", selector);
    await expect.poll(report("h1"), live).toBe(1);
    await expect.poll(report("h2"), live).toBe(1);
    await expect.poll(report("ul > li"), live).toBe(2);
    await expect.poll(report('a[href="https://pubchem.ncbi.nlm.nih.gov/compound/1118"]'), live).toBe(1);
    await expect.poll(report("table"), live).toBe(1);
    await expect.poll(report("sub"), live).toBe(2);
    const section = b.section("report");
    expect(await section.locator("h1").textContent()).toBe("Summary");
    expect(await section.locator("h2").textContent()).toBe("Yield");
    expect(await section.locator("ul > li").allTextContents()).toEqual(["crude 1.2 g", "after column 0.9 g"]);
    expect(await section.locator("sub").allTextContents()).toEqual(["2", "4"]);
    await expect.poll(() => b.sectionText("report"), live).toContain("Quenched with H2SO4, see https://pubchem");
  });
});

describe("the lab book list", () => {
  it("shows every row's status badge whole at 1280 px, in both languages", async () => {
    const lbIdx = await createBook(
      writer,
      "A title long enough to take the room of the status column, and then some more",
    );
    for (const locale of ["en-US", "ko-KR"] as const) {
      const page = await pageOf(writer, locale);
      const list = new LabBookListPage(page);
      await list.open();
      const label = list.row(lbIdx).getByTestId("labbook-status").locator(".mantine-Badge-label");
      await label.waitFor();
      // Badges cut their label with an ellipsis when the column is too narrow ("IN PROGRE…"): the
      // label's box must be as wide as its text laid out freely in the same font. scrollWidth
      // cannot tell, as it rounds the overflow away.
      const cut = await label.evaluate((element) => {
        const style = getComputedStyle(element);
        const free = document.createElement("span");
        free.textContent = element.textContent;
        free.style.cssText = `position:absolute;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing};text-transform:${style.textTransform}`;
        document.body.append(free);
        const needed = free.getBoundingClientRect().width;
        free.remove();
        // A fraction of a pixel is enough for the ellipsis (72.2 px of text in a 72 px box).
        return needed - element.getBoundingClientRect().width > 0.01;
      });
      expect(cut, locale).toBe(false);
    }
  });

  it("on a phone, shows a long title whole and the books before the filters, which open from a button", async () => {
    const title = "Suzuki coupling of 4-bromoanisole with phenylboronic acid, second run at 80 °C";
    const lbIdx = await createBook(writer, title);
    const page = await pageOf(writer);
    await page.setViewportSize({ width: 390, height: 844 });

    const view = new ExperimentPage(page);
    await view.open(lbIdx);
    await expect.poll(() => view.title().inputValue(), live).toBe(title);
    // The title wraps: none of it is scrolled out of its box.
    const clipped = await view
      .title()
      .evaluate((field) => field.scrollWidth > field.clientWidth + 1 || field.scrollHeight > field.clientHeight + 1);
    expect(clipped).toBe(false);
    expect((await view.title().boundingBox())?.height ?? 0).toBeGreaterThan(60);

    const list = new LabBookListPage(page);
    await list.open();
    await list.row(lbIdx).waitFor();
    const group = page.getByTestId("labbook-filter-group");
    expect(await group.isVisible()).toBe(false);
    const rowTop = (await list.row(lbIdx).boundingBox())?.y ?? Infinity;
    expect(rowTop).toBeLessThan(844);
    await page.getByTestId("labbook-filters-toggle").click();
    await group.waitFor();
    await page.getByTestId("labbook-filter-bookmarked").waitFor();
  });

  it("carries a QR code of the book's address in its header and its printout, which opens the book for members and sign-in for others", async () => {
    const lbIdx = await createBook(writer, "QR-coded synthesis");
    const bookUrl = `${server.url}/labBook/experiment/${lbIdx}`;
    const view = await experiment(reader, lbIdx);
    await view.page.getByTestId("labbook-qr").click();
    const panel = view.page.getByTestId("labbook-qr-panel");
    await panel.getByTestId("qr-code").waitFor();
    expect(await panel.getByTestId("qr-code").getAttribute("data-qr-text")).toBe(bookUrl);
    expect(await panel.getByTestId("labbook-qr-url").inputValue()).toBe(bookUrl);

    const printTab = await pageOf(writer);
    await printTab.goto(`${server.url}/labBook/experiment/print/${lbIdx}`);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    expect(await printTab.getByTestId("print-qr").getByTestId("qr-code").getAttribute("data-qr-text")).toBe(bookUrl);

    // Scanned: a member lands in the live book, anyone else on the sign-in page.
    const scannedByMember = await pageOf(writer);
    await scannedByMember.goto(bookUrl);
    await new ExperimentPage(scannedByMember).loaded();
    const scannedByStranger = await pageOf(null);
    await scannedByStranger.goto(bookUrl);
    await scannedByStranger.waitForURL((url) => url.pathname === "/auth/signIn");
  });

  it("creates a lab book in a writable project, finds it, and asks for a selection before printing", async () => {
    const page = await pageOf(writer, "ko-KR");
    const list = new LabBookListPage(page);
    await list.open();
    const lbIdx = await list.create(projectName, "Grignard 반응 준비");
    const view = new ExperimentPage(page);
    await view.loaded();
    expect(await view.title().inputValue()).toBe("Grignard 반응 준비");

    await list.open();
    await list.row(lbIdx).waitFor();
    await list.search("Grignard");
    await expect.poll(() => list.rows().count(), live).toBe(1);
    await page.getByTestId("labbook-print-selected").click();
    await page.getByText("인쇄할 데이터를 선택해 주세요").waitFor();

    // With a row selected, the print page opens in a new tab with the book on A4.
    await list.row(lbIdx).getByTestId("labbook-row-select").check();
    const [printTab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByTestId("labbook-print-selected").click(),
    ]);
    await printTab.waitForURL((url) => url.pathname === `/labBook/print/${lbIdx}`);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    expect(await printTab.getByTestId("print-title").textContent()).toBe("Grignard 반응 준비");
  });
});
