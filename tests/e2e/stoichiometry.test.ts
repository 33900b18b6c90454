import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { call, type ApiMember } from "./support/http";
import { InventoryListPage } from "./support/inventory";
import { threeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { StoichiometryTables } from "./support/stoichiometry";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember;
let writer: ApiMember;
let projectIdx = 0;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

async function tablesOf(who: ApiMember, lbIdx: number): Promise<StoichiometryTables> {
  const view = new StoichiometryTables(await pageOf(who));
  await view.open(lbIdx);
  return view;
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner, writer, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A new book of the writer's in the lab's project: its number and group. */
async function newBook(title: string): Promise<{ lbIdx: number; groupIdx: number }> {
  const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: writer.accessToken,
    body: { projectIdx, title },
  });
  return call<{ lbIdx: number; groupIdx: number }>(server.url, "GET", `/api/labbook/${lbIdx}.do`, {
    token: writer.accessToken,
  });
}

/** How far a table's rows reach beyond what its box shows sideways (0: no sideways scrolling). */
const overflow = (view: StoichiometryTables, table: "reactants" | "products") =>
  view
    .table(table)
    .getByTestId("reaction-table-scroll")
    .evaluate((box) => {
      const scroller = box.querySelector("table")?.parentElement ?? box;
      return scroller.scrollWidth - scroller.clientWidth;
    });

describe("the stoichiometry table, co-edited and linked to the inventory", () => {
  it("fits a 1440 px screen: long names wrap whole, density and note open in the row's detail for every member", async () => {
    const { lbIdx } = await newBook("Amide coupling");
    const a = new StoichiometryTables(await pool.pageOf(writer, { width: 1440 }));
    await a.open(lbIdx);
    const b = await tablesOf(owner, lbIdx);
    await a.addRow("reactants");
    await a.addRow("products");
    const name = "N,N-Diisopropylethylamine (Hünig's base), 99.5%, redistilled, stored over KOH pellets";
    await a.cell("reactants", 0, "name").fill(name);

    // No sideways scrolling at 1440 px, for reactants and products.
    expect(await overflow(a, "reactants")).toBeLessThanOrEqual(0);
    expect(await overflow(a, "products")).toBeLessThanOrEqual(0);
    // The name wraps onto more lines and is shown whole: nothing scrolls inside its cell.
    const nameCell = a.cell("reactants", 0, "name");
    const shown = await nameCell.evaluate((field) => ({
      tag: field.tagName,
      hidden: field.scrollHeight - field.clientHeight,
      lines: field.clientHeight / parseFloat(getComputedStyle(field).lineHeight),
    }));
    expect(shown.tag).toBe("TEXTAREA");
    expect(shown.hidden).toBeLessThanOrEqual(1);
    expect(shown.lines).toBeGreaterThan(1.5);
    await expect.poll(() => b.value("reactants", 0, "name"), live).toBe(name);

    // Density and note are in the row's detail: A types them there, B sees the mark and opens it.
    expect(await a.row("reactants", 0).getByTestId("reaction-cell-density").count()).toBe(0);
    await a.openDetail("reactants", 0);
    await a.cell("reactants", 0, "density").fill("0.742");
    await a.cell("reactants", 0, "note").fill("freshly distilled from CaH2");
    const mark = b.row("reactants", 0).locator("[data-filled]");
    await expect.poll(() => mark.getAttribute("data-filled"), live).toBe("true");
    await b.openDetail("reactants", 0);
    await expect.poll(() => b.value("reactants", 0, "density"), live).toBe("0.742");
    expect(await b.value("reactants", 0, "note")).toBe("freshly distilled from CaH2");
    // A density that is no number is flagged in the detail.
    await b.cell("reactants", 0, "density").fill("0,74,2");
    expect(await b.cell("reactants", 0, "density").getAttribute("aria-invalid")).toBe("true");
    // The mass from a volume uses the density typed in the detail: 1000 µL × 0.742 g/mL.
    expect(await a.cell("reactants", 0, "density").count()).toBe(1);
    await b.cell("reactants", 0, "density").fill("0.742");
    await b.cell("reactants", 0, "volume").fill("1000");
    await expect.poll(() => a.value("reactants", 0, "mass"), live).toBe("742.0");
  });

  it("finds by a drawn fragment the bottle and the book that used it, marks the match, and lists the book on the bottle", async () => {
    const { lbIdx, groupIdx } = await newBook("Suzuki coupling of 4-methoxyphenylboronic acid");
    const { rowKey } = await call<{ rowKey: string }>(server.url, "POST", "/api/inventory/item.do", {
      token: owner.accessToken,
      body: {
        groupIdx,
        name: "4-메톡시페닐보론산",
        nameEn: "4-Methoxyphenylboronic acid",
        casNo: "5720-07-0",
        smiles: "COc1ccc(B(O)O)cc1",
        amount: 25,
        unit: "g",
        location: "Cabinet 7",
      },
    });
    // The book links the bottle as a reactant and draws its product.
    const book = await tablesOf(writer, lbIdx);
    await book.addRow("reactants");
    await book.pick("reactants", 0, "5720-07-0", "4-메톡시페닐보론산");
    await book.addRow("products");
    await book.cell("products", 0, "name").fill("4-Methoxybiphenyl");
    await book.drawSmiles("products", 0, "COc1ccc(-c2ccccc2)cc1");

    // A chemist draws a boronic acid on a benzene ring (the editor's SMILES box) and searches.
    const page = await pageOf(owner);
    await page.goto(`${server.url}/structureSearch?groupIdx=${groupIdx}`);
    await page.getByTestId("structure-search-draw").click();
    const editor = page.getByTestId("structure-editor");
    await editor.getByTestId("structure-editor-smiles").fill("OB(O)c1ccccc1");
    await editor.getByTestId("structure-editor-smiles").press("Enter");
    await editor.getByTestId("structure-editor-apply").click();
    await editor.waitFor({ state: "detached" });
    await page.getByTestId("structure-search-submit").click();
    const bottle = page.locator(`[data-testid="structure-bottle-hit"][data-row-key="${rowKey}"]`);
    await bottle.waitFor({ timeout: 15_000 });
    expect(await bottle.textContent()).toContain("Cabinet 7");
    // Drawn with the matched bonds marked (openchemlib's highlight behind them).
    await expect.poll(() => bottle.getByTestId("structure-hit-svg").count(), live).toBe(1);
    const drawn = decodeURIComponent((await bottle.getByTestId("structure-hit-svg").getAttribute("src")) ?? "");
    expect(drawn).toContain('stroke="rgb(206,226,255)"');
    // The book's reactant row is found too (its structure indexed once the book was stored).
    const bookHit = page.locator(`[data-testid="structure-book-hit"][data-lb-idx="${lbIdx}"]`);
    await expect
      .poll(async () => {
        if ((await bookHit.count()) > 0) return true;
        await page.getByTestId("structure-search-submit").click();
        return false;
      }, live)
      .toBe(true);
    expect(await bookHit.textContent()).toContain("Reactant");

    // The biaryl product by substructure, books only: the hit opens the book.
    await page.getByTestId("structure-search-smiles").fill("c1ccc(-c2ccccc2)cc1");
    await page.getByTestId("structure-scope-inventory").click();
    await page.getByTestId("structure-search-submit").click();
    const product = page
      .locator(`[data-testid="structure-book-hit"][data-lb-idx="${lbIdx}"]`)
      .filter({ hasText: "Product" });
    await expect.poll(() => product.count(), live).toBe(1);
    expect(await page.getByTestId("structure-results-cabinet").count()).toBe(0);
    await product.getByRole("link").first().click();
    await page.waitForURL(`**/labBook/experiment/${lbIdx}`);

    // The bottle's page lists the book under "Where was this used".
    await page.goto(`${server.url}/inventory/experiment/${rowKey}`);
    const uses = page.getByTestId("structure-uses");
    await uses.waitFor();
    expect(await uses.textContent()).toContain("Suzuki coupling of 4-methoxyphenylboronic acid");
  });

  it("links reagents (their hazards shown), recomputes every row live for the other member, deducts stock once (a restricted reagent after a confirmation), prints the scheme and shows it all read-only by link", async () => {
    const { lbIdx, groupIdx } = await call<{ lbIdx: number; groupIdx: number }>(
      server.url,
      "POST",
      "/api/labbook/create.do",
      { token: writer.accessToken, body: { projectIdx, title: "Claisen–Schmidt condensation" } },
    ).then(async ({ lbIdx }) =>
      call<{ lbIdx: number; groupIdx: number }>(server.url, "GET", `/api/labbook/${lbIdx}.do`, {
        token: writer.accessToken,
      }),
    );
    const item = (body: Record<string, unknown>) =>
      call<{ rowKey: string }>(server.url, "POST", "/api/inventory/item.do", {
        token: owner.accessToken,
        body: { groupIdx, unit: "g", ...body },
      });
    await item({
      name: "벤즈알데히드",
      nameEn: "Benzaldehyde",
      casNo: "100-52-7",
      smiles: "O=Cc1ccccc1",
      molWeight: 106.12,
      amount: 50,
      location: "Cabinet 3",
    });
    await item({
      name: "아세토페논",
      nameEn: "Acetophenone",
      casNo: "98-86-2",
      smiles: "CC(=O)c1ccccc1",
      molWeight: 120.15,
      density: 1.03,
      amount: 100,
      caution: { pictograms: ["GHS07"], hazardStatements: ["H302"] },
      restricted: true,
    });

    const a = await tablesOf(owner, lbIdx);
    const b = await tablesOf(writer, lbIdx);

    // A links two reagents from the inventory: by English name, then by CAS number.
    await a.addRow("reactants");
    await a.pick("reactants", 0, "Benzaldehyde", "벤즈알데히드");
    await a.addRow("reactants");
    await a.pick("reactants", 1, "98-86-2", "아세토페논");
    expect(await a.value("reactants", 0, "mw")).toBe("106.12");
    await expect.poll(() => b.value("reactants", 1, "name"), live).toBe("아세토페논");
    expect(await b.row("reactants", 0).getByTestId("inventory-link").count()).toBe(1);
    // Safety at a glance: the linked bottle's pictogram and the lab's restriction, on the row.
    const safety = a.row("reactants", 1).getByTestId("reaction-row-safety");
    await safety.getByTestId("ghs-GHS07").waitFor(live);
    expect(await safety.getByTestId("reaction-row-restricted").count()).toBe(1);
    expect(await a.row("reactants", 0).getByTestId("reaction-row-safety").count()).toBe(0);
    await a.cell("reactants", 1, "equiv").fill("1.2");

    // B types the limiting reagent's mass (the first reactant is limiting): A sees every row recompute.
    await expect.poll(() => b.value("reactants", 1, "equiv"), live).toBe("1.2");
    await b.cell("reactants", 0, "mass").fill("1061.2");
    await expect.poll(() => a.value("reactants", 0, "moles"), live).toBe("10.00");
    await expect.poll(() => a.value("reactants", 1, "moles"), live).toBe("12.00");
    expect(await a.value("reactants", 1, "mass")).toBe("1442");
    expect(await a.cell("reactants", 1, "mass").getAttribute("data-computed")).toBe("true");

    // Changing the limiting reagent's amount rescales the whole table for A, live.
    await b.cell("reactants", 0, "mass").fill("2122.4");
    await expect.poll(() => a.value("reactants", 0, "moles"), live).toBe("20.00");
    await expect.poll(() => a.value("reactants", 1, "moles"), live).toBe("24.00");
    expect(await a.value("reactants", 1, "equiv")).toBe("1.2");
    // A unit change keeps the typed amount: 2122.4 mg is rewritten as 2.1224 g for everyone.
    await a.row("reactants", 0).getByTestId("reaction-unit-mass").selectOption("g");
    await expect.poll(() => b.value("reactants", 0, "mass"), live).toBe("2.1224");
    expect(await b.row("reactants", 0).getByTestId("reaction-unit-mass").inputValue()).toBe("g");
    expect(await a.value("reactants", 1, "moles")).toBe("24.00");
    // The density came with the linked item: the liquid's volume to measure, 2883.6 mg / 1.03 g/mL.
    expect(await a.value("reactants", 1, "volume")).toBe("2800");

    // A product drawn in the structure editor: its weight comes from the structure.
    await a.addRow("products");
    await a.cell("products", 0, "name").fill("Chalcone");
    await a.drawSmiles("products", 0, "O=C(C=Cc1ccccc1)c1ccccc1");
    await expect
      .poll(() => b.row("products", 0).getByTestId("reaction-theoretical-mass").textContent(), live)
      .toBe("4165");
    await b.cell("products", 0, "actualMass").fill("3332.2");
    await expect.poll(() => a.row("products", 0).getByTestId("reaction-yield").textContent(), live).toBe("80.00");

    // At tablet width the table scrolls inside itself; the page does not.
    await a.page.setViewportSize({ width: 820, height: 1100 });
    await a.table("reactants").scrollIntoViewIfNeeded();
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    const nameBefore = await a.cell("reactants", 0, "name").boundingBox();
    const mwBefore = await a.cell("reactants", 0, "mw").boundingBox();
    await a
      .table("reactants")
      .locator("table")
      .evaluate((table) => {
        let box = table.parentElement;
        while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
        box?.scrollBy(300, 0);
      });
    // The name stays in view (sticky) while the numbers scroll under it.
    await expect
      .poll(async () => (await a.cell("reactants", 0, "mw").boundingBox())?.x, live)
      .toBeLessThan((mwBefore?.x ?? 0) - 100);
    expect((await a.cell("reactants", 0, "name").boundingBox())?.x).toBe(nameBefore?.x);
    await a.page.setViewportSize({ width: 1280, height: 900 });

    // Use from stock: what goes from which bottle, then the rows are marked used for everyone.
    await a.page.getByTestId("use-from-stock").click();
    const dialog = a.page.getByTestId("use-from-stock-dialog");
    await expect.poll(() => dialog.getByTestId("use-from-stock-row").count(), live).toBe(2);
    // A restricted reagent: nothing is deducted until the member confirms they may use it.
    const restricted = dialog.getByTestId("use-from-stock-restricted");
    await restricted.waitFor(live);
    expect(await restricted.textContent()).toContain("아세토페논");
    expect(await dialog.getByTestId("use-from-stock-confirm").isDisabled()).toBe(true);
    await restricted.getByTestId("use-from-stock-restricted-confirm").check();
    expect(await dialog.getByTestId("use-from-stock-row").first().textContent()).toContain("2.122 g");
    await dialog.getByTestId("use-from-stock-confirm").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => b.table("reactants").getByTestId("row-used").count(), live).toBe(2);
    expect(await a.page.getByTestId("use-from-stock").isDisabled()).toBe(true);

    const inventory = new InventoryListPage(await pageOf(owner));
    await inventory.open(groupIdx);
    await expect
      .poll(() => inventory.row("벤즈알데히드").locator('[data-column="amount"]').textContent(), live)
      .toContain("47.88 g");

    // The printout shows the scheme (reactants → product) and the table with its columns.
    const print = await pageOf(writer);
    await print.goto(`${server.url}/labBook/experiment/print/${lbIdx}`);
    await print.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    const scheme = print.getByTestId("reaction-scheme");
    await expect.poll(() => scheme.getByTestId("structure-thumb-svg").count(), live).toBe(3);
    const printed = print.getByTestId("print-table-reactants").getByTestId("print-stoich-row");
    expect(await printed.count()).toBe(2);
    // The printout carries the reagent's pictogram and restriction too.
    await printed.nth(1).getByTestId("ghs-GHS07").waitFor(live);
    expect(await printed.nth(1).getByTestId("reaction-row-restricted").count()).toBe(1);
    expect(await printed.nth(1).locator('[data-column="moles"]').textContent()).toBe("24.00 mmol");
    expect(await printed.nth(1).locator('[data-column="equiv"]').textContent()).toBe("1.2");
    expect(await print.getByTestId("print-table-products").locator('[data-column="yield"]').textContent()).toBe(
      "80.00",
    );

    // The share view: the same scheme and computed table, read-only, with nothing to pick or deduct.
    const link = await a.makePublic();
    const anonymous = new StoichiometryTables(await pool.pageOf(null));
    await anonymous.openShared(link);
    await anonymous.page.getByTestId("shared-labbook-page").waitFor();
    await expect
      .poll(() => anonymous.page.getByTestId("reaction-scheme").getByTestId("structure-thumb-svg").count(), live)
      .toBe(3);
    await expect.poll(() => anonymous.value("reactants", 1, "moles"), live).toBe("24.00");
    expect(await anonymous.cell("reactants", 1, "moles").getAttribute("readonly")).not.toBeNull();
    expect(await anonymous.page.getByTestId("inventory-picker-open").count()).toBe(0);
    expect(await anonymous.page.getByTestId("use-from-stock").count()).toBe(0);
  });
});
