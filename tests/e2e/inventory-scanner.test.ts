// A barcode scanner in the inventory's search box. A scan is told from typing by the pace of its keys,
// which carry the scanner's own time (support/scanner.ts), so a busy machine does not make it typing.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { call, groupWith, signInContext, signUpOverHttp, type ApiMember } from "./support/http";
import { InventoryListPage } from "./support/inventory";
import { scanBarcode } from "./support/scanner";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let admin: ApiMember;
let groupIdx: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  admin = await signUpOverHttp(server.url);
  ({ groupIdx } = await groupWith(server.url, admin, [], "Organic synthesis lab"));
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("reagent inventory", () => {
  it("opens the item a barcode scanner types into the search box", async () => {
    const scanned = await call<{ rowKey: string }>(server.url, "POST", "/api/inventory/item.do", {
      token: admin.accessToken,
      body: { groupIdx, unit: "g", amount: 100, name: "Sodium chloride", casNo: "7647-14-5", barcode: "8801234567893" },
    });
    const context = await newContext(browser, server.url);
    await signInContext(context, server.url, admin);
    const page = await context.newPage();
    const list = new InventoryListPage(page);
    await list.open(groupIdx);
    await list.search().click();
    // A keyboard wedge: the whole code in a burst of keys, then Enter.
    await scanBarcode(page, "8801234567893");
    await page.waitForURL((url) => url.pathname === `/inventory/experiment/${scanned.rowKey}`);
    await page.getByTestId("inventory-item").waitFor();
    await context.close();
  });
});
