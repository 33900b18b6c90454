import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { startLocalKakao, type LocalKakao } from "./support/kakao";
import { newMember, SignInPage, SignUpPage, waitSignedIn, type NewMember } from "./support/pages";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * Sign-in with Kakao in Chromium, through a local Kakao: the button goes to the provider, which
 * redirects back with a code; the api exchanges and checks it with the provider. The same with an
 * institution's OpenID Connect provider (a real one started here: discovery, keys, authorize and
 * token endpoints, signed ID tokens, PKCE).
 */

const oidcClientId = "enote-e2e";
let kakao: LocalKakao;
let oidc: OAuth2Server;
/** Who the OIDC provider signs in next (the claims of its next ID token). */
let oidcPerson: Record<string, unknown> = {};
let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  kakao = await startLocalKakao();
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    if (token.payload["aud"] === oidcClientId) Object.assign(token.payload, oidcPerson);
  });
  server = await startE2EServer({
    ENOTE_OIDC_ISSUER: oidc.issuer.url ?? "",
    ENOTE_OIDC_CLIENT_ID: oidcClientId,
    ENOTE_OIDC_CLIENT_SECRET: "enote-e2e-secret",
    ENOTE_OIDC_NAME: "KAIST SSO",
    ENOTE_OIDC_ORG_CLAIM: "org",
    ENOTE_KAKAO_CLIENT_ID: kakao.restApiKey,
    ENOTE_KAKAO_APP_ID: kakao.appId,
    ENOTE_KAKAO_API_URL: kakao.url,
    ENOTE_KAKAO_AUTH_URL: kakao.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await kakao?.close();
  await oidc?.stop();
});

async function freshPage(locale: "en-US" | "ko-KR" = "en-US"): Promise<Page> {
  return (await newContext(browser, server.url, locale)).newPage();
}

/** The sign-up completion a provider's new identity lands on: what the provider did not give, then signed in. */
async function completeSignUp(page: Page): Promise<NewMember> {
  const member = newMember();
  await page.getByTestId("signup-memberId").fill(member.memberId);
  await page.getByTestId("signup-lastName").fill(member.lastName);
  await page.getByTestId("signup-firstName").fill(member.firstName);
  await page.getByTestId("signup-initial").fill(member.initial);
  await page.getByTestId("signup-phone").fill(member.phone);
  await page.getByTestId("signup-agreeTerms").check();
  await page.getByTestId("signup-agreePrivacy").check();
  await page.getByTestId("signup-submit").click();
  await waitSignedIn(page);
  return member;
}

async function openSignIn(page: Page): Promise<void> {
  await page.goto("/auth/signIn");
  await page.getByTestId("social-kakao").waitFor();
}

describe("sign-in with Kakao", () => {
  it("shows only the configured provider's button, in Kakao's colours and words", async () => {
    const page = await freshPage("ko-KR");
    await openSignIn(page);
    const button = page.getByTestId("social-kakao");
    expect(await button.textContent()).toContain("카카오 로그인");
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(254, 229, 0)");
    expect(await page.getByTestId("social-naver").count()).toBe(0);
    expect(await page.getByTestId("social-google").count()).toBe(0);
    await page.context().close();
  });

  it("asks a new Kakao account to complete its sign-up, then lands on the dashboard; next time straight in", async () => {
    kakao.account = { id: 4_200_000_101, email: "kakao.first@lab.example", nickname: "첫화학자" };
    const page = await freshPage();
    await openSignIn(page);
    await page.getByTestId("social-kakao").click();
    await page.getByTestId("social-signup-page").waitFor();
    // Prefilled with what Kakao gave; the rest is asked for.
    expect(await page.getByTestId("signup-email").inputValue()).toBe("kakao.first@lab.example");
    expect(await page.getByTestId("signup-nickName").inputValue()).toBe("첫화학자");
    const member = await completeSignUp(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);

    await page.getByTestId("member-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await page.getByTestId("social-kakao").click();
    await waitSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);
    await page.context().close();
  });

  it("links Kakao from the account page, and a later Kakao sign-in is that member", async () => {
    const page = await freshPage();
    const member = newMember();
    const form = new SignUpPage(page);
    await form.open();
    await form.fill(member);
    await form.submit();
    await waitSignedIn(page);
    kakao.account = { id: 4_200_000_202, email: "kakao.linked@lab.example", nickname: "연결화학자" };
    await page.goto("/myLab/account");
    await page.getByTestId("account-social-kakao-link").click();
    await page.waitForURL((url) => url.pathname === "/myLab/account");
    await page.getByTestId("account-social-kakao-unlink").waitFor();
    expect(await page.getByTestId("account-social-kakao-status").textContent()).toContain("kakao.linked@lab.example");

    await page.getByTestId("member-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await page.getByTestId("social-kakao").click();
    await waitSignedIn(page);
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);
    await page.context().close();
  });

  it("takes a directory's long ids and passwords in the sign-in form, uncut", async () => {
    const page = await freshPage();
    await openSignIn(page);
    // An institution's LDAP id (an e-mail address) and passphrase: longer than E-Note's own.
    const id = "hana.kim.department-of-chemistry@kaist.example";
    const password = "correct horse battery staple 2026";
    await page.getByTestId("signin-id").fill(id);
    await page.getByTestId("signin-password").fill(password);
    expect(await page.getByTestId("signin-id").inputValue()).toBe(id);
    expect(await page.getByTestId("signin-password").inputValue()).toBe(password);
    await page.context().close();
  });

  it("still signs in with an id and password beside the Kakao button", async () => {
    const page = await freshPage();
    const member = newMember();
    const form = new SignUpPage(page);
    await form.open();
    await form.fill(member);
    await form.submit();
    await waitSignedIn(page);
    await page.getByTestId("member-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await new SignInPage(page).signIn(member.memberId, member.password);
    await waitSignedIn(page);
    await page.context().close();
  });
});

describe("sign-in with the institution's OpenID Connect provider", () => {
  it("signs a new member up through the provider's button, prefilled from its claims; next time straight in", async () => {
    oidcPerson = {
      sub: "kaist-20261129",
      email: "hana.kim@kaist.example",
      name: "Hana Kim",
      preferred_username: "hkim",
      org: "KAIST Chemistry",
    };
    const page = await freshPage("ko-KR");
    await page.goto("/auth/signIn");
    const button = page.getByTestId("social-oidc");
    await button.waitFor();
    expect(await button.textContent()).toContain("KAIST SSO(으)로 로그인");
    await button.click();
    await page.getByTestId("social-signup-page").waitFor();
    expect(await page.getByTestId("signup-email").inputValue()).toBe("hana.kim@kaist.example");
    expect(await page.getByTestId("signup-organization").inputValue()).toBe("KAIST Chemistry");
    const member = await completeSignUp(page);
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);

    await page.getByTestId("member-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/auth/signIn");
    await page.getByTestId("social-oidc").click();
    await waitSignedIn(page);
    expect(await page.getByTestId("header-member-name").textContent()).toContain(member.firstName);
    await page.context().close();
  });
});
