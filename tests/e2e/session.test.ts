import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { newMember, SignInPage, SignUpPage, storedTokens, waitSignedIn, type NewMember } from "./support/pages";
import { e2eJwtSecret, startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function freshPage(locale: "en-US" | "ko-KR" = "en-US"): Promise<Page> {
  const context = await newContext(browser, server.url, locale);
  return context.newPage();
}

async function signUp(page: Page, member: NewMember = newMember()): Promise<NewMember> {
  const form = new SignUpPage(page);
  await form.open();
  await form.fill(member);
  await form.submit();
  await waitSignedIn(page);
  return member;
}

/** What the api answers a refresh with this token (200 while its sign-in lives). */
async function refreshStatus(refreshToken: string): Promise<number> {
  const response = await fetch(`${server.url}/api/oauth/refresh.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  return response.status;
}

/** An access token for the same sign-in that expired a minute ago. */
function expiredCopyOf(accessToken: string): string {
  const claims = jwt.decode(accessToken) as { sub: string; sid: string };
  return jwt.sign({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 }, e2eJwtSecret, {
    subject: claims.sub,
    issuer: "enote",
    audience: "enote",
  });
}

/**
 * Makes the page's next load start with `accessToken`. Put in place from the page already open,
 * the dashboard's own requests (which still start a moment after it shows) would meet it first,
 * refresh, and lose the rotated pair when the navigation aborts the answer: the next load would
 * then present a used refresh token, which ends the sign-in by design (DESIGN.md, Auth).
 */
async function startNextLoadWith(page: Page, accessToken: string): Promise<void> {
  await page.addInitScript((token) => {
    if (sessionStorage.getItem("e2eAccessTokenSet")) return;
    sessionStorage.setItem("e2eAccessTokenSet", "1");
    localStorage.setItem("accessToken", token);
  }, accessToken);
}

describe("session", () => {
  it("signs up, lands on the dashboard signed in, and keeps the session over a reload", async () => {
    const page = await freshPage();
    const member = await signUp(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);
    const tokens = await storedTokens(page);
    expect(tokens.accessToken).toMatch(/^ey/);
    expect(tokens.refreshToken).toBeTruthy();
    await page.reload();
    await waitSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("sends a signed-out deep link to sign-in and back to it afterwards", async () => {
    const member = await signUp(await freshPage());
    const page = await freshPage();
    await page.goto("/myLab/account?tab=password#top");
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await new SignInPage(page).signIn(member.memberId, member.password);
    await page.waitForURL((url) => url.pathname === "/myLab/account");
    expect(new URL(page.url()).search).toBe("?tab=password");
    await page.getByTestId("account-page").waitFor();
    await page.context().close();
  });

  it("changes the password on the account page: the old one no longer signs in, the new one does", async () => {
    const page = await freshPage();
    const member = await signUp(page);
    await page.goto("/myLab/account?tab=password");
    const form = page.getByTestId("account-password-form");
    await form.getByTestId("account-currentPassword").fill(member.password);
    await form.getByTestId("account-newPassword").fill("brandNew2026");
    await form.getByTestId("account-newPasswordConfirm").fill("brandNew2026");
    await page.getByTestId("account-password-submit").click();
    await page.getByTestId("toast-success").getByText("Your password is changed").waitFor();
    expect(await form.getByTestId("account-newPassword").inputValue()).toBe("");
    const signIn = (password: string) =>
      fetch(`${server.url}/api/oauth/authorize.do`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ memberId: member.memberId, password }),
      }).then((response) => response.status);
    expect(await signIn(member.password)).toBe(401);
    expect(await signIn("brandNew2026")).toBe(200);
    await page.context().close();
  });

  it("still loads data with an expired access token by refreshing once and replaying", async () => {
    const page = await freshPage();
    const member = await signUp(page);
    const before = await storedTokens(page);
    await startNextLoadWith(page, expiredCopyOf(before.accessToken ?? ""));
    await page.goto("/myLab/account");
    await page.getByTestId("account-profile-view").waitFor();
    expect(await page.getByTestId("account-profile-view").textContent()).toContain(member.email);
    const after = await storedTokens(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    await page.context().close();
  });

  it("warns that the session expired and returns to sign-in when the refresh token was revoked", async () => {
    const page = await freshPage();
    await signUp(page);
    const tokens = await storedTokens(page);
    // Someone else used this refresh token first: the browser's copy is now a reused token.
    const stolen = await fetch(`${server.url}/api/oauth/refresh.do`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.refreshToken}` },
    });
    expect(stolen.status).toBe(200);
    await startNextLoadWith(page, expiredCopyOf(tokens.accessToken ?? ""));
    // The warning shows for a moment before the sign-in page: the page itself reports it when it
    // appears, so a busy machine that polls late cannot miss it.
    let warned = false;
    await page.exposeFunction("e2eSawExpiryWarning", () => {
      warned = true;
    });
    await page.addInitScript((text) => {
      const look = () => {
        if (document.body?.textContent?.includes(text)) {
          (window as unknown as { e2eSawExpiryWarning: () => void }).e2eSawExpiryWarning();
        }
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    }, "Your session has expired. Please log in again.");
    await page.goto("/myLab/account");
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    // The warning's layer loads on demand: on a machine at full load it may show a few seconds late.
    await expect.poll(() => warned, { timeout: 15_000 }).toBe(true);
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
    await page.context().close();
  });

  it("shows the inactivity dialog after 24 hours without input, and OK logs out", async () => {
    const page = await freshPage();
    await page.clock.install();
    await signUp(page);
    await page.clock.fastForward("23:59:00");
    expect(await page.getByTestId("inactivity-dialog").count()).toBe(0);
    await page.clock.fastForward("00:01:20");
    await page.getByTestId("inactivity-dialog").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("inactivity-dialog").isVisible()).toBe(true);
    const { refreshToken } = await storedTokens(page);
    await page.getByTestId("inactivity-ok").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    expect((await storedTokens(page)).accessToken).toBeNull();
    // The sign-in ended on the server too: a copy of its refresh token is worth nothing.
    await expect.poll(() => refreshStatus(refreshToken ?? ""), { timeout: 5_000 }).toBe(401);
    await page.context().close();
  });

  it("signs out from the member menu, and the server ends the sign-in", async () => {
    const page = await freshPage();
    await signUp(page);
    const { refreshToken } = await storedTokens(page);
    await page.getByTestId("member-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await expect.poll(() => refreshStatus(refreshToken ?? ""), { timeout: 5_000 }).toBe(401);
    await page.context().close();
  });

  it("shows the not-found page for /scanner, /reception, /setting and unknown paths", async () => {
    const page = await freshPage();
    await signUp(page);
    for (const path of ["/scanner", "/reception", "/setting", "/no/such/screen"]) {
      await page.goto(path);
      await page.getByTestId("not-found").waitFor();
    }
    await page.context().close();
  });
});

describe("sign-in and sign-up forms", () => {
  it("titles the sign-in page 'Sign In E-Note System' and shows the api's failure message", async () => {
    const page = await freshPage();
    const signIn = new SignInPage(page);
    await signIn.open();
    expect(await signIn.title().textContent()).toBe("Sign In E-Note System");
    await signIn.signIn("nobodyHere1", "wrongPass99");
    await page.getByText("Sign in failed. Check your ID and password.").waitFor();
    await page.context().close();
  });

  it("shows the spec's messages under the sign-up fields before calling the api", async () => {
    const page = await freshPage();
    const form = new SignUpPage(page);
    await form.open();
    const member = newMember();
    await form.fill(member, "different99");
    await page.getByTestId("signup-email").fill("not-an-email");
    await form.submit();
    await form.fieldError("passwordConfirm").waitFor();
    expect(await form.fieldError("passwordConfirm").textContent()).toBe("Password and Confirm Password are different");
    expect(await form.fieldError("email").textContent()).toBe("The email is not valid");
    expect(new URL(page.url()).pathname).toBe("/auth/signUp");
    await page.context().close();
  });
});

describe("Korean", () => {
  it("shows Korean on the sign-in and account pages when the browser prefers ko-KR", async () => {
    const page = await freshPage("ko-KR");
    const signIn = new SignInPage(page);
    await signIn.open();
    expect(await signIn.title().textContent()).toBe("E-Note 시스템 로그인");
    const member = await signUp(page);
    await page.goto("/myLab/account");
    await page.getByTestId("account-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("내 계정");
    expect(await page.getByTestId("account-profile-view").textContent()).toContain(member.email);
    const cookie = (await page.context().cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("ko-KR");
    await page.context().close();
  });

  it("switches language from the header and the api answers in it", async () => {
    const page = await freshPage("en-US");
    await signUp(page);
    await page.getByTestId("locale-switch").click();
    await page.getByTestId("locale-option-ko-KR").click();
    await page.waitForFunction(() => document.documentElement.lang === "ko-KR");
    expect(await page.evaluate(() => document.cookie)).toContain("locale=ko-KR");
    const answer = await page.evaluate(async () => {
      const response = await window.fetch("/api/oauth/authorize.do", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ memberId: "nobodyHere1", password: "wrongPass99" }),
      });
      return (await response.json()) as { message: string };
    });
    expect(answer.message).toBe("로그인에 실패했습니다. 아이디와 비밀번호를 확인해 주세요.");
    await page.context().close();
  });
});
