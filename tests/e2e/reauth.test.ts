import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { startLocalKakao, type LocalKakao } from "./support/kakao";
import { threeMemberLab } from "./support/lab";
import { newMember } from "./support/pages";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

/*
 * A member who signs in only through Kakao ends a book: the sign dialog offers "Confirm with
 * Kakao" instead of the password; the local Kakao redirects back and the signature is made.
 */

let kakao: LocalKakao;
let server: E2EServer;
let browser: Browser;
let lab: Awaited<ReturnType<typeof threeMemberLab>>;

beforeAll(async () => {
  kakao = await startLocalKakao();
  server = await startE2EServer({
    ENOTE_KAKAO_CLIENT_ID: kakao.restApiKey,
    ENOTE_KAKAO_APP_ID: kakao.appId,
    ENOTE_KAKAO_API_URL: kakao.url,
    ENOTE_KAKAO_AUTH_URL: kakao.url,
  });
  browser = await launchBrowser();
  lab = await threeMemberLab(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await kakao?.close();
});

/** A Kakao-only sign-up over HTTP, through the redirect flow a browser would follow. */
async function kakaoOnlySignUp(): Promise<{ accessToken: string; refreshToken: string; memberIdx: number }> {
  const started = await fetch(new URL("/api/oauth/social/start.do", server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ provider: "kakao" }),
  });
  const { data } = (await started.json()) as { data: { authorizeUrl: string; state: string } };
  const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const authorized = await fetch(data.authorizeUrl, { redirect: "manual" });
  const code = new URL(authorized.headers.get("location") ?? "").searchParams.get("code");
  const answered = await fetch(new URL("/api/oauth/authorizebykakao.do", server.url), {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ res: { code, state: data.state } }),
  });
  const { data: signIn } = (await answered.json()) as { data: { signUpToken: string } };
  const member = newMember();
  const tokens = await call<{ accessToken: string; refreshToken: string }>(server.url, "POST", "/api/oauth/signUp.do", {
    body: {
      memberId: member.memberId,
      email: member.email,
      firstName: "Hana",
      lastName: "Kim",
      initial: "HNK",
      phone: member.phone,
      agreeTerms: true,
      agreePrivacy: true,
      password: "",
      passwordConfirm: "",
      signUpToken: signIn.signUpToken,
    },
  });
  const me = await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", { token: tokens.accessToken });
  return { ...tokens, memberIdx: me.memberIdx };
}

async function joinAsWriter(member: { accessToken: string; memberIdx: number }, owner: ApiMember): Promise<void> {
  const project = await call<{ groupIdx: number }>(server.url, "GET", `/api/project/${lab.projectIdx}.do`, {
    token: owner.accessToken,
  });
  const group = await call<{ signUpCode: string }>(server.url, "GET", `/api/group/${project.groupIdx}.do`, {
    token: owner.accessToken,
  });
  await call(server.url, "POST", "/api/group/join.do", {
    token: member.accessToken,
    body: { signUpCode: group.signUpCode },
  });
  await call(server.url, "PUT", `/api/project/${lab.projectIdx}/member.do`, {
    token: owner.accessToken,
    body: { memberIdx: member.memberIdx, level: "WRITER" },
  });
}

/** A browser context where the member is signed in (their tokens where the app keeps them). */
async function signedInContext(member: { accessToken: string; refreshToken: string }) {
  const context = await newContext(browser, server.url, "en-US");
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem("accessToken")) {
        localStorage.setItem("accessToken", access);
        localStorage.setItem("refreshToken", refresh);
      }
    },
    [member.accessToken, member.refreshToken] as const,
  );
  return context;
}

describe("signing as a member who signs in only through Kakao", () => {
  it("ends a book by confirming with Kakao instead of a password, and the signature is the member's", async () => {
    kakao.account = { id: 4_200_000_301, email: "kakao.signer@lab.example", nickname: "서명하는화학자" };
    const member = await kakaoOnlySignUp();
    await joinAsWriter(member, lab.owner);
    const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: member.accessToken,
      body: { projectIdx: lab.projectIdx, title: "Ended through Kakao" },
    });

    const context = await signedInContext(member);
    const book = new ExperimentPage(await context.newPage());
    await book.open(lbIdx);
    await book.page.getByTestId("labbook-end").click();
    const confirm = book.page.getByTestId("labbook-end-dialog-confirm-kakao");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Confirm with Kakao");
    expect(await book.page.getByTestId("labbook-sign-password").count()).toBe(0);
    await book.page.getByTestId("labbook-sign-meaning").fill("performed by");
    await confirm.getByRole("button").click();

    // Kakao sends the browser back; the page returns to the book and the signature is made.
    await book.page.waitForURL((url) => url.pathname === `/labBook/experiment/${lbIdx}`, { timeout: 15_000 });
    await expect.poll(() => book.status(), live).toBe("END");
    const { signatures } = await call<{
      signatures: { role: string; meaning: string | null; member: { memberIdx: number } }[];
    }>(server.url, "GET", `/api/labbook/${lbIdx}/signatures.do`, { token: lab.owner.accessToken });
    expect(signatures.map((s) => [s.role, s.member.memberIdx, s.meaning])).toEqual([
      ["WRITER", member.memberIdx, "performed by"],
    ]);
    await context.close();
  });
});

describe("leaving as a member who signs in only through Kakao", () => {
  it("leaves from the account page by confirming with Kakao; the account is gone", async () => {
    kakao.account = { id: 4_200_000_302, email: "kakao.leaver@lab.example", nickname: "떠나는화학자" };
    const member = await kakaoOnlySignUp();
    const context = await signedInContext(member);
    const page = await context.newPage();
    await page.goto("/myLab/account");
    const confirm = page.getByTestId("account-leave-confirm-kakao");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Confirm with Kakao and leave");
    await confirm.getByRole("button").click();
    await page.getByTestId("leave-dialog-confirm").click();

    await page.waitForURL((url) => url.pathname === "/auth/signIn", { timeout: 15_000 });
    await expect
      .poll(async () => {
        const answer = await fetch(new URL("/api/oauth/me.do", server.url), {
          headers: { authorization: `Bearer ${member.accessToken}` },
        });
        return answer.status;
      }, live)
      .toBe(401);
    await context.close();
  });
});

describe("a first password for a member who signs in only through Kakao", () => {
  it("is set on the account page after confirming with Kakao, and then signs in", async () => {
    kakao.account = { id: 4_200_000_303, email: "kakao.password@lab.example", nickname: "비밀번호화학자" };
    const member = await kakaoOnlySignUp();
    const { memberId } = await call<{ memberId: string }>(server.url, "GET", "/api/oauth/me.do", {
      token: member.accessToken,
    });
    const context = await signedInContext(member);
    const page = await context.newPage();
    await page.goto("/myLab/account?tab=password");
    // No password is asked first: there is none. Kakao confirms the member instead.
    expect(await page.getByTestId("account-currentPassword").count()).toBe(0);
    await page.getByTestId("account-password-confirm-kakao").getByRole("button").click();

    await page.waitForURL((url) => url.pathname === "/myLab/account", { timeout: 15_000 });
    const form = page.getByTestId("account-password-form");
    await form.getByText("Confirmed. Choose your password now.").waitFor();
    await form.getByTestId("account-newPassword").fill("firstOne2026");
    await form.getByTestId("account-newPasswordConfirm").fill("firstOne2026");
    await page.getByTestId("account-password-submit").click();
    await page.getByTestId("toast-success").getByText("Your password is set").waitFor();
    const signIn = await fetch(new URL("/api/oauth/authorize.do", server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ memberId, password: "firstOne2026" }),
    });
    expect(signIn.status).toBe(200);
    await context.close();
  });
});
