import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { signInContext } from "./support/http";
import { threeMemberLab, type ThreeMemberLab } from "./support/lab";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * A member creates a personal API token on the account page and a script (this test, with
 * `fetch`) uses it: within its scope, as the member, until it is revoked on the same page.
 */
let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let lab: ThreeMemberLab;

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  lab = await threeMemberLab(server.url);
  context = await newContext(browser, server.url, "en-US");
  await signInContext(context, server.url, lab.writer);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.dispose();
});

function script(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createOnAccountPage(page: Page, name: string, scope: "Read only" | "Read and write"): Promise<string> {
  await page.getByTestId("token-name").fill(name);
  await page.getByTestId("token-scope").click();
  await page.getByRole("option", { name: scope }).click();
  await page.getByTestId("token-create-submit").click();
  const secret = page.getByTestId("token-secret");
  await secret.waitFor();
  const token = await secret.inputValue();
  await page.getByTestId("token-created-done").click();
  return token;
}

describe("personal API tokens", () => {
  it("creates a token on the account page, used by a script within its scope until revoked", async () => {
    const page = await context.newPage();
    await page.goto("/myLab/account");
    const token = await createOnAccountPage(page, "NMR upload script", "Read and write");
    expect(token).toMatch(/^enote_pat_/);

    const me = await script(token, "GET", "/api/oauth/me.do");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { memberId: string } }).data.memberId).toBe(lab.writer.memberId);
    const book = await script(token, "POST", "/api/labbook/create.do", {
      projectIdx: lab.projectIdx,
      title: "Made by a script",
    });
    expect(book.status).toBe(201);
    const listing = await script(token, "GET", "/api/token/list.do");
    expect(listing.status).toBe(403);
    expect(((await listing.json()) as { code: string }).code).toBe("TOKEN_PERSON_ONLY");

    const row = page.locator('[data-testid^="token-row-"]', { hasText: "NMR upload script" });
    await row.waitFor();
    await row.getByRole("button", { name: "Revoke" }).click();
    await page.getByTestId("token-revoke-confirm-confirm").click();
    await row.getByText("Revoked").waitFor();
    expect((await script(token, "GET", "/api/oauth/me.do")).status).toBe(401);
    await page.close();
  });

  it("a read-only token reads but changes nothing", async () => {
    const page = await context.newPage();
    await page.goto("/myLab/account");
    const token = await createOnAccountPage(page, "Weekly report", "Read only");
    expect((await script(token, "GET", `/api/labbook/list.do?projectIdx=${lab.projectIdx}`)).status).toBe(200);
    const refused = await script(token, "POST", "/api/labbook/create.do", { projectIdx: lab.projectIdx, title: "No" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("TOKEN_SCOPE");
    await page.close();
  });
});
