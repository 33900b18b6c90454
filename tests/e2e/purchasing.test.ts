import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let manager: ApiMember;
let member: ApiMember;
let groupIdx = 0;

const live = { timeout: 15_000 };

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember | null, width = 1280): Promise<Page> {
  return pool.pageOf(who, { width });
}

beforeAll(async () => {
  // No ENOTE_SMTP_URL: the request shows each supplier's link to send by hand (the mails are
  // covered by api/src/purchasing/quotations.test.ts against a real SMTP server).
  server = await startE2EServer();
  browser = await launchBrowser();
  manager = await signUpOverHttp(server.url, { ...newMember(), firstName: "Dmitri", lastName: "Mendeleev" });
  member = await signUpOverHttp(server.url, { ...newMember(), firstName: "Minji", lastName: "Kim", initial: "MJK" });
  ({ groupIdx } = await groupWith(server.url, manager, [member], "Organic Synthesis Lab"));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("reagent purchasing", () => {
  it("a member requests a quotation, the supplier answers signed out, the member orders, the manager approves, and the received bottles arrive in the inventory with labels to print", async () => {
    // The manager adds the supplier to the group's directory.
    const boss = await pageOf(manager);
    await boss.goto(`/quotation?groupIdx=${groupIdx}`);
    await boss.getByTestId("tab-suppliers").click();
    await boss.getByTestId("suppliers-empty").waitFor();
    await boss.getByTestId("supplier-create").click();
    await boss.getByTestId("supplier-companyName").fill("Daejung Chemicals");
    await boss.getByTestId("supplier-businessNo").fill("220-81-6251");
    await boss.getByTestId("supplier-email").fill("sales@daejung.test");
    await boss.getByTestId("supplier-save").click();
    await boss.getByTestId("supplier-businessNo-error").waitFor();
    await boss.getByTestId("supplier-businessNo").fill("2208162517");
    await boss.getByTestId("supplier-save").click();
    await boss.getByTestId("supplier-row").filter({ hasText: "220-81-62517" }).waitFor();

    // The member composes the request at tablet width, the mail and reply page in Korean.
    const page = await pageOf(member, 820);
    await page.goto(`/quotation?groupIdx=${groupIdx}`);
    await page.getByTestId("quotations-empty").waitFor();
    await page.getByTestId("quotation-create").click();
    await page.getByTestId("compose-item-name").fill("Acetone");
    await page.getByTestId("compose-item-cas").fill("67-64-1");
    await page.getByTestId("compose-item-pack").fill("500");
    await page.getByTestId("compose-item-quantity").fill("2");
    await page.getByTestId("compose-supplier").check();
    await page.getByTestId("compose-organization").fill("Hankuk University");
    await page.getByTestId("compose-business-no").fill("12345");
    await page.getByTestId("compose-needed-by").fill("2099-01-31");
    await page.getByTestId("compose-locale-ko").click();
    await page.getByTestId("compose-submit").click();
    // A bad business number is refused before anything is sent.
    await page.getByText("Enter the business number as 10 digits, like 123-45-67890").waitFor();
    await page.getByTestId("compose-business-no").fill("123-45-67890");
    await page.getByTestId("compose-submit").click();
    // Without a mail server one honest message: saved, send these links by hand (no "succeeded" first).
    await page.getByText("Request saved: send these links by hand").waitFor();
    expect(await page.getByText("Request succeeded. Reply soon to the contact entered.").count()).toBe(0);
    const link = await page.getByTestId("manual-link").inputValue();
    expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
    await page.getByTestId("manual-links-close").click();
    await page.getByTestId("quotation-detail").waitFor();
    expect(await page.getByTestId("quotation-status").getAttribute("data-status")).toBe("WAITING");

    // The supplier opens its link in a fresh browser, signed out, and answers.
    const supplier = await pageOf(null);
    await supplier.goto(new URL(link).pathname);
    await supplier.getByTestId("quote-reply-page").waitFor();
    await supplier.getByText("Hankuk University 견적 요청").waitFor();
    await supplier.getByTestId("reply-price").fill("18000");
    await supplier.getByTestId("reply-lead-time").fill("3");
    await supplier.getByTestId("reply-submit").click();
    await supplier.getByTestId("reply-sent").waitFor();
    const wrong = await pageOf(null);
    await wrong.goto(`/quote/${"A".repeat(43)}`);
    await wrong.getByTestId("reply-not-found").waitFor();

    // The member's open page shows the answer without a reload, marked cheapest.
    await page.getByTestId("cheapest-badge").waitFor(live);
    expect(await page.getByTestId("compare-cell").first().textContent()).toContain("18,000 KRW");
    expect(await page.getByTestId("quotation-status").getAttribute("data-status")).toBe("ANSWERED");
    await page.getByTestId("order-from-answer").click();
    await page.getByTestId("order-budget").fill("NRF-2026-001");
    await page.getByTestId("order-submit").click();
    await page.getByTestId("order-page").waitFor();
    const row = page.getByTestId("order-row").first();
    await row.getByTestId("order-status").filter({ hasText: "Requested" }).waitFor();
    expect(await row.getByTestId("order-approve").count()).toBe(0);

    // The manager approves.
    await boss.goto(`/order?groupIdx=${groupIdx}`);
    await boss.getByTestId("order-approve").click();
    await boss.getByTestId("order-row").first().getByTestId("order-status").filter({ hasText: "Approved" }).waitFor();

    // The member marks it ordered, then receives the two bottles.
    await row.getByTestId("order-mark-ordered").click(live);
    await row.getByTestId("order-receive").click(live);
    await page.getByTestId("receive-location").fill("Cabinet B-2");
    await page.getByTestId("receive-submit").click();
    await page.getByTestId("received-bottle").nth(1).waitFor();
    expect(await page.getByTestId("received-bottle").count()).toBe(2);
    await page.getByTestId("print-menu").click();
    await page.getByTestId("print-labelSheet").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("received-close").click();
    await row.getByTestId("order-status").filter({ hasText: "Received" }).waitFor(live);

    await page.goto(`/inventory?groupIdx=${groupIdx}`);
    await page.getByTestId("inventory-page").waitFor();
    await page.getByTestId("inventory-row-name").filter({ hasText: "Acetone" }).nth(1).waitFor(live);
    expect(await page.getByTestId("inventory-row-name").filter({ hasText: "Acetone" }).count()).toBe(2);
  });
});
