import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { call, type ApiMember } from "./support/http";
import { StoichiometryTables } from "./support/stoichiometry";
import { InventoryItemPage } from "./support/inventory";
import { threeMemberLab } from "./support/lab";
import { NotificationBell } from "./support/notifications";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

/*
 * Issue 40: a manager sets a bottle's low-stock level; a student takes it below from their lab
 * book's reaction table ("use from stock"); the manager's bell rings at once and opens on the
 * bottle, marked low.
 */

let server: E2EServer;
let browser: Browser;
let manager: ApiMember; // created the group: its manager
let student: ApiMember; // a WRITER of the group's project
let groupIdx = 0;
let lbIdx = 0;

const pool = usePagePool(
  () => browser,
  () => server.url,
);

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  const lab = await threeMemberLab(server.url);
  ({ owner: manager, writer: student, groupIdx } = lab);
  ({ lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: student.accessToken,
    body: { projectIdx: lab.projectIdx, title: "Aldol condensation" },
  }));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("reagent alerts", () => {
  it("rings the manager's bell when a student uses a reagent below the level the manager set, and opens the bottle marked low", async () => {
    const { rowKey } = await call<{ rowKey: string }>(server.url, "POST", "/api/inventory/item.do", {
      token: manager.accessToken,
      body: { groupIdx, name: "Acetone", amount: 600, unit: "mL", catalogNo: "ACE-1L" },
    });
    const page = await pool.pageOf(manager);
    const item = new InventoryItemPage(page);
    await item.open(rowKey);
    await page.getByTestId("inventory-edit").click();
    // A level in litres for a bottle kept in millilitres.
    await item.field("lowStockAmount").fill("0.5");
    await item.field("lowStockUnit").selectOption("L");
    await item.field("openedOn").fill("2026-01-15");
    await item.save();
    await expect.poll(() => page.getByTestId("detail-lowStock").textContent(), live).toContain("0.5 L");
    expect(await page.getByTestId("detail-openedOn").textContent()).toBe("2026-01-15");
    expect(await page.getByTestId("inventory-low-stock-badge").count()).toBe(0);

    await page.goto("/");
    const bell = new NotificationBell(page);
    await bell.bell().waitFor();
    const before = await bell.unread();
    // The student links the bottle in their book, types 150 mL and uses it from stock: 450 mL left.
    const book = new StoichiometryTables(await pool.pageOf(student));
    await book.open(lbIdx);
    await book.addRow("reactants");
    await book.pick("reactants", 0, "Acetone", "Acetone");
    await book.row("reactants", 0).getByTestId("reaction-unit-volume").selectOption("mL");
    await book.cell("reactants", 0, "volume").fill("150");
    await book.page.getByTestId("use-from-stock").click();
    const dialog = book.page.getByTestId("use-from-stock-dialog");
    await expect.poll(() => dialog.getByTestId("use-from-stock-row").count(), live).toBe(1);
    expect(await dialog.getByTestId("use-from-stock-row").first().textContent()).toContain("150 mL");
    await dialog.getByTestId("use-from-stock-confirm").click();
    await dialog.waitFor({ state: "hidden", ...live });

    await expect.poll(() => bell.unread(), live).toBe(before + 1);
    const alert = (await bell.rows("inventoryLowStock")).first();
    await expect.poll(() => alert.textContent(), live).toContain("\u201cAcetone\u201d is below its stock level");
    await alert.click();
    await page.waitForURL(new RegExp(`/inventory/experiment/${rowKey}$`));
    await page.getByTestId("inventory-low-stock-badge").first().waitFor();
  });
});
