import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, type UiLocale } from "./support/browser";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import {
  downloadedText,
  ImportDialog,
  InventoryItemPage,
  InventoryListPage,
  MaterialListPage,
  mmToPt,
  pdfPageSizes,
} from "./support/inventory";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let admin: ApiMember;
let colleague: ApiMember;
let groupIdx: number;

interface CreatedItem {
  rowKey: string;
  pinNo: string;
  name: string;
}

/** The address members open E-Note at from their phones: QR codes must carry it, not the page's origin. */
const publicUrl = "https://lab.example.org";

beforeAll(async () => {
  server = await startE2EServer({ ENOTE_PUBLIC_URL: publicUrl });
  browser = await launchBrowser();
  // The first member of a fresh server is the administrator, who may create groups.
  admin = await signUpOverHttp(server.url);
  colleague = await signUpOverHttp(server.url);
  ({ groupIdx } = await groupWith(server.url, admin, [colleague], "Organic synthesis lab"));
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

function pageOf(member: ApiMember, locale: UiLocale = "en-US"): Promise<Page> {
  return pool.pageOf(member, { locale });
}

function createOverHttp(item: Record<string, unknown>): Promise<CreatedItem> {
  return call<CreatedItem>(server.url, "POST", "/api/inventory/item.do", {
    token: admin.accessToken,
    body: { groupIdx, unit: "g", amount: 100, ...item },
  });
}

describe("reagent inventory", () => {
  it("creates an item with SMILES and shows its structure, formula and weight", async () => {
    const page = await pageOf(admin);
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    await page.getByTestId("inventory-create").click();
    const item = new InventoryItemPage(page);
    await item.field("name").waitFor();
    await item.fill({
      name: "에탄올 무수",
      nameEn: "Ethanol, absolute",
      casNo: "64-17-5",
      smiles: "CCO",
      amount: "500",
    });
    await item.fill({ unit: "mL" });
    // Hazard statements are picked from the GHS list, found by their words.
    await item.field("hazards").click();
    await item.field("hazards").fill("highly flammable");
    await page.getByRole("option", { name: /^H225 Highly flammable liquid and vapour/ }).click();
    await page.getByTestId("hazard-pick-H225").waitFor();
    // Formula and weight follow the SMILES in the form, before saving.
    await page.getByTestId("structure-svg").waitFor();
    await expect.poll(() => item.field("molWeight").inputValue()).toBe("46.07");
    expect(await item.field("formula").inputValue()).toBe("C2H6O");
    const rowKey = await item.save();
    expect(rowKey).toMatch(/^[a-z2-7]{12}$/);

    await expect.poll(() => item.title().textContent()).toBe("에탄올 무수");
    const svg = page.getByTestId("structure-svg");
    await svg.waitFor();
    expect(await svg.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId("structure-weight").textContent()).toContain("46.07");
    expect(await page.getByTestId("structure-formula").textContent()).toBe("C2H6O");
    expect(await page.getByTestId("detail-casNo").textContent()).toBe("64-17-5");
    expect(await page.getByTestId("hazard-text-H225").textContent()).toBe("Highly flammable liquid and vapour");
  });

  it("highlights an unreadable SMILES in its own field, which the form's banner points at", async () => {
    const page = await pageOf(admin);
    await page.goto(`/inventory/experiment/new?groupIdx=${groupIdx}`);
    const item = new InventoryItemPage(page);
    await item.field("name").waitFor();
    await item.fill({ smiles: "C1CC(" });
    await page.getByTestId("inventory-save").click();
    await page.getByTestId("inventory-form-error").waitFor();
    const error = page.getByTestId("inventory-smiles-error");
    await error.waitFor();
    expect(await error.textContent()).toBe("This SMILES string could not be read");
    expect(await item.field("smiles").getAttribute("aria-invalid")).toBe("true");
    // A readable one clears it.
    await item.fill({ smiles: "CCO" });
    await error.waitFor({ state: "detached" });
  });

  it("never saves the form on Enter in the hazard-statement search: Enter picks the highlighted statement or does nothing", async () => {
    const page = await pageOf(admin);
    await page.goto(`/inventory/experiment/new?groupIdx=${groupIdx}`);
    const item = new InventoryItemPage(page);
    await item.fill({ name: "Half-filled reagent", amount: "5" });
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/inventory/item.do")) posted += 1;
    });
    const hazards = item.field("hazards");
    await hazards.click();
    await hazards.fill("no such hazard");
    await hazards.press("Enter");
    await hazards.fill("highly flammable");
    await hazards.press("Enter");
    await hazards.press("ArrowDown");
    await hazards.press("Enter");
    await page.getByTestId("hazard-pick-H225").waitFor();
    await page.waitForTimeout(1_000);
    expect(posted).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/inventory/experiment/new");
    expect(await item.field("name").inputValue()).toBe("Half-filled reagent");
  });

  it("takes and shows the added date as YYYY-MM-DD in the Korean UI, not in the browser's date format", async () => {
    const page = await pageOf(admin, "ko-KR");
    await page.goto(`/inventory/experiment/new?groupIdx=${groupIdx}`);
    const item = new InventoryItemPage(page);
    const added = item.field("addedDate");
    await added.waitFor();
    // A type="date" input draws the browser's own format (mm/dd/yyyy, yyyy. mm. dd.) whatever we write.
    expect(await added.getAttribute("type")).not.toBe("date");
    expect(await added.getAttribute("placeholder")).toBe("YYYY-MM-DD");
    await item.fill({ name: "날짜 시약", amount: "5" });
    await added.fill("2024-03-06");
    await item.save();
    expect(await page.getByTestId("detail-addedDate").textContent()).toBe("2024-03-06");
    // Out of the list of reagents in use, which the later tests read whole.
    await item.disuse("시험용");
  });

  it("checks the CAS check digit while typing", async () => {
    const page = await pageOf(admin);
    await page.goto(`/inventory/experiment/new?groupIdx=${groupIdx}`);
    const item = new InventoryItemPage(page);
    await item.fill({ casNo: "64-17-6" });
    expect(await page.getByTestId("inventory-casNo-error").textContent()).toContain("check digit");
    await item.fill({ casNo: "64-17-5" });
    await page.getByTestId("cas-valid").waitFor();
    expect(await page.getByTestId("inventory-casNo-error").count()).toBe(0);
  });

  it("finds items by a fragment of a Korean name and of a CAS number", async () => {
    await createOverHttp({ name: "아세톤", nameEn: "Acetone", casNo: "67-64-1" });
    await createOverHttp({ name: "메탄올", nameEn: "Methanol", casNo: "67-56-1" });
    const page = await pageOf(colleague, "ko-KR");
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    await list.waitForNames(["에탄올 무수", "아세톤", "메탄올"]);
    await list.searchFor("탄올", ["에탄올 무수", "메탄올"]);
    await list.searchFor("17-5", ["에탄올 무수"]);
    await list.searchFor("Aceton", ["아세톤"]);
    await list.searchFor("존재하지 않는 시약", []);
  });

  it.each([
    ["en-US", "Restore to use", "Keep disused"],
    ["ko-KR", "사용 중으로 복원", "폐기 상태 유지"],
  ] as const)("names in %s what each button of the restore question does", async (locale, restore, keep) => {
    const target = await createOverHttp({ name: `Sodium acetate ${locale}` });
    const page = await pageOf(admin, locale);
    const item = new InventoryItemPage(page);
    await item.open(target.rowKey);
    await item.disuse("Contaminated");
    // "Cancel" beside "Cancel disuse" made people hesitate: each button says its outcome.
    await page.getByTestId("inventory-restore").click();
    expect(await page.getByTestId("restore-dialog-confirm").textContent()).toBe(restore);
    expect(await page.getByTestId("restore-dialog-cancel").textContent()).toBe(keep);
    await page.getByTestId("restore-dialog-cancel").click();
    await page.getByTestId("restore-dialog").waitFor({ state: "detached" });
    await page.reload();
    // Left disused: the later tests read the group's list of reagents in use.
    await page.getByTestId("inventory-disused-note").waitFor();
  });

  it("disuses an item with a reason, lists it under disused, and restores it", async () => {
    const target = await createOverHttp({ name: "Benzoic acid", casNo: "65-85-0" });
    const page = await pageOf(admin);
    const item = new InventoryItemPage(page);
    await item.open(target.rowKey);

    // The reason is required.
    await page.getByTestId("inventory-disuse").click();
    await page.getByTestId("disuse-submit").click();
    await page.getByTestId("disuse-reason-error").waitFor();
    await page.getByTestId("disuse-form-cancel").click();

    await item.disuse("Bottle empty");
    expect(await page.getByTestId("inventory-disused-note").textContent()).toContain("Bottle empty");
    // One dialog (reason + confirmation), not a second "are you sure" after the reason.
    expect(await page.getByTestId("disuse-confirm").count()).toBe(0);

    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    await list.searchFor("Benzoic", []);
    await list.showState("disused");
    await list.waitForNames(["Benzoic acid"]);

    await list.row("Benzoic acid").getByTestId("inventory-row-name").click();
    await item.restore();
    await page.getByTestId("history-restored").waitFor();
    await page.getByTestId("history-disused").waitFor();
    await list.open(groupIdx);
    await list.searchFor("Benzoic", ["Benzoic acid"]);
  });

  it("prints labels to PDF at the label's and the sheet's size", async () => {
    const page = await pageOf(admin);
    const list = new InventoryListPage(page);
    await list.open(groupIdx);

    // Nothing selected: the spec's message, and no print page.
    await page.getByTestId("print-menu").click();
    await page.getByTestId("print-label").click();
    expect(await page.getByTestId("failure-dialog").textContent()).toContain("Please select the data to print");
    await page.getByTestId("failure-dialog-ok").click();

    await list.searchFor("에탄올", ["에탄올 무수"]);
    await list.select("에탄올 무수");
    const label = await list.print("label");
    expect(new URL(label.url()).pathname).toMatch(/^\/qrBook\/experiment\/labbel\/P\d{6}\/[a-z2-7]{12}$/);
    await label.getByTestId("qr-code").waitFor();
    expect(await label.getByTestId("label-name").textContent()).toBe("에탄올 무수");
    expect(await label.getByTestId("qr-code").getAttribute("data-qr-text")).toMatch(
      new RegExp(`^${publicUrl}/inventory/experiment/[a-z2-7]{12}$`),
    );
    const labelPdf = pdfPageSizes(await label.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(labelPdf).toHaveLength(1);
    expect(labelPdf[0]?.width).toBeCloseTo(mmToPt(50), 0); // 141.7 pt
    expect(labelPdf[0]?.height).toBeCloseTo(mmToPt(30), 0); // 85.0 pt
    await label.close();

    await list.search().fill("");
    await list.waitForNames(["에탄올 무수", "아세톤", "메탄올", "Benzoic acid"]);
    await list.select("아세톤");
    const sheet = await list.print("labelSheet");
    await sheet.getByTestId("qr-code").first().waitFor();
    expect(await sheet.getByTestId("label").count()).toBe(2);
    const sheetPdf = pdfPageSizes(await sheet.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(sheetPdf).toHaveLength(1);
    expect(sheetPdf[0]?.width).toBeCloseTo(595.3, 0);
    expect(sheetPdf[0]?.height).toBeCloseTo(841.9, 0);
    await sheet.close();

    // The label printer's page: one 50 × 30 mm page per label, and it opens the print dialog
    // itself. The dialog is noted instead of opened: a print in progress would refuse page.pdf().
    await list.page.context().addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = "yes";
      };
    });
    const printer = await list.print("labelPrinter");
    await printer.getByTestId("qr-code").first().waitFor();
    await printer.waitForFunction(() => document.documentElement.dataset.printed === "yes");
    expect(new URL(printer.url()).pathname).toMatch(/^\/qrBook\/experiment\/labbelprint\//);
    const printerPdf = pdfPageSizes(await printer.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(printerPdf).toHaveLength(2);
    for (const size of printerPdf) {
      expect(size.width).toBeCloseTo(mmToPt(50), 0);
      expect(size.height).toBeCloseTo(mmToPt(30), 0);
    }
    await printer.close();

    // The A4 sheet of QR codes with names.
    const qrSheet = await list.print("qrSheet");
    await qrSheet.getByTestId("qr-code").first().waitFor();
    expect(new URL(qrSheet.url()).pathname).toMatch(/^\/qrBook\/experiment\/print\//);
    expect(await qrSheet.getByTestId("label").count()).toBe(2);
    for (const code of await qrSheet.getByTestId("qr-code").all()) {
      expect(await code.getAttribute("data-qr-text")).toMatch(new RegExp(`^${publicUrl}/inventory/experiment/`));
    }
    const qrPdf = pdfPageSizes(await qrSheet.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(qrPdf).toHaveLength(1);
    expect(qrPdf[0]?.width).toBeCloseTo(595.3, 0);
    expect(qrPdf[0]?.height).toBeCloseTo(841.9, 0);
    await qrSheet.close();

    const located = await list.print("labelLocation");
    await located.getByTestId("label-location").first().waitFor();
    expect(new URL(located.url()).pathname.split("/")).toHaveLength(7);
  });

  it("shows an edit made by one member in another member's open list without a reload", async () => {
    const shared = await createOverHttp({ name: "Toluene", casNo: "108-88-3" });
    const pageA = await pageOf(admin);
    const pageB = await pageOf(colleague);
    const listB = new InventoryListPage(pageB);
    await listB.open(groupIdx);
    await listB.row("Toluene").waitFor();
    // Give B's change feed its first sync before A changes anything.
    await pageB.waitForTimeout(500);

    const itemA = new InventoryItemPage(pageA);
    await itemA.open(shared.rowKey);
    await pageA.getByTestId("inventory-edit").click();
    await itemA.fill({ name: "Toluene (anhydrous)" });
    await itemA.save();

    await listB.row("Toluene (anhydrous)").waitFor({ timeout: 10_000 });
    expect(await listB.names()).not.toContain("Toluene");
  });

  it("updates an open item page, in its reader's language, when another member edits the item", async () => {
    const body = { name: "Hexane", casNo: "110-54-3", caution: { pictograms: ["GHS02"], hazardStatements: ["H225"] } };
    const target = await createOverHttp(body);
    const page = await pageOf(colleague, "ko-KR");
    const item = new InventoryItemPage(page);
    await item.open(target.rowKey);
    expect(await page.getByTestId("hazard-text-H225").textContent()).toBe("고인화성 액체 및 증기");
    expect(await page.getByTestId("detail-amount").textContent()).toBe("100 g");
    // Give the change feed its first sync before the other member edits.
    await page.waitForTimeout(500);

    await call(server.url, "PUT", `/api/inventory/${target.rowKey}.do`, {
      token: admin.accessToken,
      body: { groupIdx, unit: "g", ...body, amount: 40, location: "후드 2" },
    });

    await expect.poll(() => page.getByTestId("detail-amount").textContent(), { timeout: 10_000 }).toBe("40 g");
    expect(await page.getByTestId("detail-location").textContent()).toBe("후드 2");
    const amount = page.getByTestId("history-amount");
    await amount.waitFor();
    expect(await amount.textContent()).toContain("수량 변경");
    expect(await amount.getByTestId("history-detail").textContent()).toBe("100 g → 40 g");
    expect(await page.getByTestId("history-updated").getByTestId("history-detail").textContent()).toBe(
      "변경: 보관 위치",
    );
  });

  it("shows an uploaded structural formula image on the item page, and removes it after confirmation", async () => {
    const target = await createOverHttp({ name: "Polystyrene beads" });
    const page = await pageOf(admin);
    const item = new InventoryItemPage(page);
    await item.open(target.rowKey);
    await page.getByTestId("structure-empty").waitFor();
    // A 1 × 1 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .getByTestId("inventory-structure")
      .locator('input[type="file"]')
      .setInputFiles({ name: "structure.png", mimeType: "image/png", buffer: png });
    const image = page.getByTestId("structure-image");
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // With an image and no SMILES, the empty drawing gives way to the image.
    expect(await page.getByTestId("structure-empty").count()).toBe(0);

    await page.getByTestId("structure-image-remove").click();
    await page.getByTestId("delete-dialog-confirm").click();
    await image.waitFor({ state: "detached" });
    await page.getByTestId("structure-empty").waitFor();
    const changes = page.getByTestId("history-updated").getByTestId("history-detail");
    await expect
      .poll(() => changes.allTextContents())
      .toEqual(["Changed: Structural formula", "Changed: Structural formula"]);
  });

  it("imports a CSV through the dialog: the bad row is shown, the valid rows are imported and listed", async () => {
    const page = await pageOf(admin);
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    const dialog = new ImportDialog(page);
    await dialog.open();
    // No file of one's own yet: the template's first row names the columns the import reads.
    const template = (await dialog.templateText()).trim().split(/\r?\n/);
    expect(template).toHaveLength(1);
    expect(template[0]?.split(",").slice(0, 4)).toEqual(["Name", "English name", "Compound", "CAS No."]);
    const csv = [
      "Name,CAS No.,Amount,Unit,Location",
      "Imported acetic acid,64-19-7,500,mL,Acid cabinet",
      "Imported bad CAS,64-19-8,1,g,Acid cabinet",
      "Imported nitric acid,7697-37-2,2.5,L,Acid cabinet",
    ].join("\n");
    await dialog.choose("acids.csv", csv);
    expect(await page.getByTestId("import-summary").textContent()).toContain("3 rows: 2 valid, 1 with problems");
    expect(await dialog.invalidRows().count()).toBe(1);
    const bad = await dialog.invalidRows().first().textContent();
    expect(bad).toContain("Imported bad CAS");
    expect(bad).toContain("check digit");
    expect(await dialog.validRows().count()).toBe(2);
    expect(await page.getByTestId("import-commit").textContent()).toContain("2");
    await dialog.commit();

    await list.searchFor("Imported", ["Imported acetic acid", "Imported nitric acid"]);
  });

  it("reads back its own export: the bottles already in the inventory are named and skipped, not added again", async () => {
    const exported = await fetch(
      `${server.url}/api/inventory/export.do?groupIdx=${groupIdx}&q=Imported&sort=name&order=asc&format=csv`,
      { headers: { authorization: `Bearer ${admin.accessToken}`, "accept-language": "en-US" } },
    );
    const csv = await exported.text();
    const page = await pageOf(admin);
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    const dialog = new ImportDialog(page);
    await dialog.open();
    await dialog.choose("export.csv", csv);
    expect(await page.getByTestId("import-summary").textContent()).toContain(
      "2 rows: 0 to import, 2 already in this inventory, 0 with problems",
    );
    const skipped = await page.getByTestId("import-row-duplicate-of").allTextContents();
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/^Already in the inventory: P\d{6} Imported acetic acid\. Skipped\.$/);
    expect(await dialog.validRows().count()).toBe(0);
    expect(await page.getByTestId("import-commit").isDisabled()).toBe(true);
    await page.getByTestId("import-cancel").click();
  });

  it("exports the filtered list as a CSV file", async () => {
    const page = await pageOf(admin);
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    await list.searchFor("Imported", ["Imported acetic acid", "Imported nitric acid"]);
    const downloaded = page.waitForEvent("download");
    await page.getByTestId("inventory-export").click();
    await page.getByTestId("inventory-export-csv").click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await downloadedText(download)).trim().split(/\r?\n/);
    expect(lines[0]?.split(",").slice(0, 4)).toEqual(["Name", "English name", "Compound", "CAS No."]);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual(["Imported acetic acid", "Imported nitric acid"]);
  });
});

describe("supplies", () => {
  it("creates, finds, edits and deletes a supply, deleting only after confirmation", async () => {
    const page = await pageOf(admin);
    const supplies = new MaterialListPage(page);
    await supplies.open(groupIdx);

    await page.getByTestId("material-create").click();
    await supplies.fillAndSave({ name: "Nitrile gloves", spec: "M, 100/box", quantity: "10", consumable: true });
    await page.getByTestId("material-create").click();
    await supplies.fillAndSave({ name: "Rotary evaporator", quantity: "1", consumable: false });
    await supplies.waitForNames(["Nitrile gloves", "Rotary evaporator"]);

    await page.getByTestId("material-search").fill("nitrile");
    await supplies.waitForNames(["Nitrile gloves"]);

    await supplies.row("Nitrile gloves").getByTestId("material-edit").click();
    await supplies.fillAndSave({ name: "Nitrile gloves (L)", quantity: "25" });
    await page.getByTestId("material-search").fill("");
    await supplies.waitForNames(["Nitrile gloves (L)", "Rotary evaporator"]);
    expect(await supplies.row("Nitrile gloves (L)").textContent()).toContain("25");

    // Deleting asks first; cancelling keeps the supply.
    await supplies.row("Rotary evaporator").getByTestId("material-delete").click();
    await page.getByTestId("delete-dialog-cancel").click();
    await supplies.waitForNames(["Nitrile gloves (L)", "Rotary evaporator"]);
    await supplies.row("Rotary evaporator").getByTestId("material-delete").click();
    await page.getByTestId("delete-dialog-confirm").click();
    await supplies.waitForNames(["Nitrile gloves (L)"]);
  });
});
