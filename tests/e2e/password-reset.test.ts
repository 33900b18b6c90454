import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
// The real SMTP server the api tests use too: it takes mail after AUTH and keeps it, parsed.
import { startTestSmtpServer, type TestSmtpServer } from "../../api/src/test/smtp-server";
import { closeContextsAfterEach, launchBrowser, newContext, type UiLocale } from "./support/browser";
import { call, signInContext, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember, SignInPage, waitSignedIn } from "./support/pages";
import { mailedResetLink, ResetPasswordPage } from "./support/recovery";
import { startE2EServer, type E2EServer } from "./support/server";

let smtp: TestSmtpServer;
let server: E2EServer;
let browser: Browser;
/** Signed up first: the installation's administrator. */
let admin: ApiMember;
const contexts: BrowserContext[] = [];
closeContextsAfterEach(contexts);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startE2EServer({ ENOTE_SMTP_URL: smtp.url, ENOTE_MAIL_FROM: "E-Note <enote@lab.test>" });
  browser = await launchBrowser();
  admin = await signUpOverHttp(server.url, newMember());
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await smtp?.close();
});

/** A page of a fresh browser profile; `tablet` is a 10-inch tablet held upright at the bench. */
async function freshPage(locale: UiLocale = "en-US", tablet = false) {
  const context = tablet
    ? await browser.newContext({ baseURL: server.url, locale, viewport: { width: 800, height: 1280 }, hasTouch: true })
    : await newContext(browser, server.url, locale);
  contexts.push(context);
  return context.newPage();
}

describe("resetting a forgotten password by e-mail", () => {
  it("mails a link from the sign-in page that sets a new password once, ends the other sign-ins, and signs in with it", async () => {
    const member = await signUpOverHttp(server.url, newMember());
    // The member is signed in on the lab's bench computer too.
    const bench = await freshPage();
    await signInContext(bench.context(), server.url, member);
    await bench.goto("/myLab/account");
    await bench.getByTestId("account-page").waitFor();

    const page = await freshPage("en-US", true);
    await new SignInPage(page).open();
    await page.getByTestId("signin-reset-link").click();
    const reset = new ResetPasswordPage(page);
    const before = smtp.received.length;
    await reset.ask(member.email.toUpperCase());
    expect(await page.getByTestId("reset-password-sent-body").textContent()).toContain("works once, for 30 minutes");

    const link = await mailedResetLink(smtp, member.email, before);
    expect(link.startsWith(`${server.url}/auth/resetPassword?token=`)).toBe(true);
    await page.goto(link);
    await reset.choose("newFlask2025", "otherFlask2025");
    await page.getByText("Password and Confirm Password are different").waitFor();
    const afterRequest = smtp.received.length;
    await reset.choose("newFlask2025");
    await page.getByTestId("reset-password-done").waitFor();
    expect(await page.getByTestId("reset-password-done-id").textContent()).toContain(member.memberId);

    // The mail that says so, and the bench computer's sign-in is over.
    const [changed] = (await smtp.waitFor(afterRequest + 1)).slice(afterRequest);
    expect(changed?.recipients).toEqual([member.email]);
    expect(changed?.parsed.subject).toBe("Your E-Note password was changed");
    await bench.goto("/myLab/account");
    await bench.waitForURL((url) => url.pathname === "/auth/signIn");

    await page.getByTestId("reset-password-sign-in").click();
    const signIn = new SignInPage(page);
    await page.getByTestId("signin-form").waitFor();
    await signIn.signIn(member.memberId, member.password);
    await page.getByTestId("signin-error").waitFor();
    await signIn.signIn(member.memberId, "newFlask2025");
    await waitSignedIn(page);

    // The link was used: opened again, it says so and offers a new one.
    const again = await freshPage();
    await again.goto(link);
    await new ResetPasswordPage(again).choose("thirdFlask2025");
    await again.getByTestId("reset-confirm-new-link").waitFor();
    expect(await again.getByTestId("reset-confirm-error").textContent()).toContain("already used");
  });

  it("speaks Korean: the request, the mail and the new-password screens", async () => {
    const member = await signUpOverHttp(server.url, newMember());
    const page = await freshPage("ko-KR");
    await page.goto("/auth/resetPassword");
    await page.getByText("아이디 또는 계정의 이메일 주소를 입력하세요", { exact: false }).waitFor();
    const before = smtp.received.length;
    await new ResetPasswordPage(page).ask(member.memberId);
    expect(await page.getByTestId("reset-password-sent-body").textContent()).toContain("30분 동안 한 번만");
    const link = await mailedResetLink(smtp, member.email, before);
    const mail = smtp.received.slice(before).find((m) => m.recipients.includes(member.email));
    expect(mail?.parsed.subject).toBe("E-Note 새 비밀번호 설정");
    await page.goto(link);
    await page.getByText("E-Note 계정의 새 비밀번호를 정하세요", { exact: false }).waitFor();
    await new ResetPasswordPage(page).choose("newFlask2025");
    await page.getByText("비밀번호가 변경되었습니다").waitFor();
  });
});

describe("a password an administrator reset", () => {
  it("is shown to the administrator once; signing in with it asks for a new password before anything else", async () => {
    const member = await signUpOverHttp(server.url, { ...newMember(), firstName: "Dorothy", lastName: "Hodgkin" });
    const { memberIdx } = await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", {
      token: member.accessToken,
    });
    const desk = await freshPage();
    await signInContext(desk.context(), server.url, admin);
    await desk.goto("/myLab/users");
    await desk.getByTestId("users-search").fill(member.memberId);
    await desk.getByTestId(`user-menu-${memberIdx}`).click();
    await desk.getByTestId(`user-reset-${memberIdx}`).click();
    await desk.getByTestId("reset-password-dialog-confirm").click();
    const shown = desk.getByTestId("temporary-password");
    await shown.waitFor();
    const temporary = await shown.inputValue();
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    await desk.getByTestId("temporary-password-ok").click();

    // The member signs in with it at the bench and must choose a new password first.
    const page = await freshPage("en-US", true);
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(member.memberId, temporary);
    await page.getByTestId("init-password-form").waitFor();
    await page.goto("/myLab/account");
    await page.getByTestId("init-password-form").waitFor();
    await page.getByTestId("init-password-new").fill("benchFlask2026");
    await page.getByTestId("init-password-confirm").fill("benchFlask2027");
    await page.getByTestId("init-password-submit").click();
    await page.getByText("Password and Confirm Password are different").waitFor();
    await page.getByTestId("init-password-confirm").fill("benchFlask2026");
    await page.getByTestId("init-password-submit").click();
    // Back where the member wanted to go, signed in.
    await page.getByTestId("account-page").waitFor();
    await waitSignedIn(page);

    // The old and the temporary password no longer sign in; the chosen one does.
    const again = await freshPage();
    const second = new SignInPage(again);
    await second.open();
    await second.signIn(member.memberId, temporary);
    await again.getByTestId("signin-error").waitFor();
    await second.signIn(member.memberId, member.password);
    await again.getByTestId("signin-error").waitFor();
    await second.signIn(member.memberId, "benchFlask2026");
    await waitSignedIn(again);
  });
});
