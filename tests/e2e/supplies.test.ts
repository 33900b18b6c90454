import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember;
let writer: ApiMember;
let projectIdx = 0;
let groupIdx = 0;

const publicUrl = "https://lab.example.org";

const pool = usePagePool(
  () => browser,
  () => server.url,
);

beforeAll(async () => {
  server = await startE2EServer({ ENOTE_PUBLIC_URL: publicUrl });
  browser = await launchBrowser();
  ({ owner, writer, projectIdx, groupIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A print page the menu opens in a new tab. */
async function printFrom(page: Page, kind: string): Promise<Page> {
  const opened = page.context().waitForEvent("page");
  await page.getByTestId("supply-print-menu").click();
  await page.getByTestId(`supply-print-${kind}`).click();
  const printPage = await opened;
  await printPage.waitForLoadState();
  return printPage;
}

describe("supplies in a lab book are real supplies", () => {
  it("links a supplies row by the picker, takes it from stock once, and the supply's page shows the quantity, the use with the book and a QR label that opens it", async () => {
    const gloves = await call<{ materialIdx: number }>(server.url, "POST", "/api/material/item.do", {
      token: writer.accessToken,
      body: { groupIdx, name: "Nitrile gloves", spec: "M, 100 pcs", quantity: 10, consumable: true, serialNo: "NG-7" },
    });
    const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title: "Flash column" },
    });
    const page = await pool.pageOf(writer);
    const book = new ExperimentPage(page);
    await book.open(lbIdx);
    const other = new ExperimentPage(await pool.pageOf(owner));
    await other.open(lbIdx);

    await book.addRow("supplies");
    await book.cell("supplies", 0, "amount").fill("3");
    const row = book.rows("supplies").nth(0);
    await row.getByTestId("supply-picker-open").click();
    const picker = page.getByTestId("supply-picker");
    await picker.getByTestId("supply-picker-search").fill("nitrile");
    await picker.getByTestId("supply-picker-item").filter({ hasText: "Nitrile gloves" }).click();
    await picker.waitFor({ state: "hidden" });
    expect(await book.cell("supplies", 0, "name").inputValue()).toBe("Nitrile gloves");
    expect(await book.cell("supplies", 0, "note").inputValue()).toBe("M, 100 pcs");
    // The other member sees the row linked, live.
    await other.rows("supplies").nth(0).getByTestId("supply-link").waitFor({ timeout: live.timeout });

    await page.getByTestId("supply-use-from-stock").click();
    const dialog = page.getByTestId("supply-use-dialog");
    expect(await dialog.getByTestId("supply-use-row").textContent()).toContain("3 × Nitrile gloves");
    await expect.poll(() => dialog.getByTestId("supply-use-after").textContent(), live).toBe("10 → 7");
    await dialog.getByTestId("supply-use-confirm").click();
    await dialog.waitFor({ state: "detached" });
    await row.getByTestId("row-used").waitFor();
    expect(await page.getByTestId("supply-use-from-stock").isDisabled()).toBe(true);
    await other.rows("supplies").nth(0).getByTestId("row-used").waitFor({ timeout: live.timeout });
    // Taken once: the server says so too.
    const after = await call<{ quantity: number }>(server.url, "GET", `/api/material/${gloves.materialIdx}.do`, {
      token: owner.accessToken,
    });
    expect(after.quantity).toBe(7);

    // The linked row opens the supply: 7 left, the use named with the book.
    await row.getByTestId("supply-link").getByRole("link").click();
    await page.getByTestId("supply-page").waitFor();
    expect(await page.getByTestId("supply-quantity").textContent()).toBe("7");
    const used = page.getByTestId("supply-history-used");
    expect(await used.getByTestId("supply-history-book").textContent()).toContain("Flash column");
    expect(await used.getByTestId("supply-history-detail").textContent()).toBe("3 taken: 10 → 7");
    await page.getByTestId("supply-history-created").waitFor();

    // Its label: name, spec, serial number, and a QR code of the supply's page.
    const label = await printFrom(page, "label");
    await label.getByTestId("qr-code").waitFor();
    expect(await label.getByTestId("label-name").textContent()).toBe("Nitrile gloves");
    expect(await label.getByTestId("label-spec").textContent()).toBe("M, 100 pcs");
    expect(await label.getByTestId("label-serial").textContent()).toBe("No. NG-7");
    const qrText = await label.getByTestId("qr-code").getAttribute("data-qr-text");
    expect(qrText).toBe(`${publicUrl}/material/${gloves.materialIdx}`);
    await label.close();
    await page.goto(new URL(qrText ?? "/", "http://placeholder").pathname);
    await page.getByTestId("supply-page").waitFor();
  });

  it("selects supplies on the list, across a search, for a sheet of labels", async () => {
    for (const name of ["Pipette tips", "Silica column"]) {
      await call(server.url, "POST", "/api/material/item.do", {
        token: writer.accessToken,
        body: { groupIdx, name, quantity: 5, consumable: true },
      });
    }
    const page = await pool.pageOf(writer);
    await page.goto(`/material?groupIdx=${groupIdx}`);
    const rowOf = (name: string) => page.getByTestId("material-row").filter({ hasText: name });
    await rowOf("Pipette tips").getByTestId("supply-select").check();
    await page.getByTestId("material-search").fill("silica");
    await expect.poll(() => page.getByTestId("material-row").count(), live).toBe(1);
    await rowOf("Silica column").getByTestId("supply-select").check();
    expect(await page.getByTestId("supply-selection").textContent()).toContain("2 selected");
    const sheet = await printFrom(page, "labelSheet");
    await expect
      .poll(() => sheet.getByTestId("label-name").allTextContents(), live)
      .toEqual(["Pipette tips", "Silica column"]);
    await sheet.close();
  });
});
