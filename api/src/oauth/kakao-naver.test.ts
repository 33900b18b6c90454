import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { members } from "../db/schema";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import { startLocalKakao, startLocalNaver, type LocalKakao, type LocalNaver, type Person } from "./local-providers";
import { liftedSignInLimits, me, signedIn, signUpTokenOf, startFlow, type Answer } from "./test-support";

/*
 * Kakao and Naver against local servers that implement their documented endpoints: Kakao's
 * token, token-info and user endpoints; Naver's token and profile endpoints.
 */

const kakaoRestKey = "kakao-rest-api-key";
const kakaoAppId = "1234567";
const naverClientId = "naver-client-id";
const naverSecret = "naver-client-secret";
let kakao: LocalKakao;
let naver: LocalNaver;
let app: TestApp;
let people = 0;

beforeAll(async () => {
  kakao = await startLocalKakao(kakaoRestKey, kakaoAppId);
  naver = await startLocalNaver(naverClientId, naverSecret);
  app = await startTestApp({
    ENOTE_KAKAO_CLIENT_ID: kakaoRestKey,
    ENOTE_KAKAO_APP_ID: kakaoAppId,
    ENOTE_KAKAO_API_URL: kakao.url,
    ENOTE_KAKAO_AUTH_URL: kakao.url,
    ENOTE_NAVER_CLIENT_ID: naverClientId,
    ENOTE_NAVER_CLIENT_SECRET: naverSecret,
    ENOTE_NAVER_AUTH_URL: naver.url,
    ENOTE_NAVER_API_URL: naver.url,
    ...liftedSignInLimits,
  });
});
afterAll(async () => {
  await app?.close();
  await kakao?.close();
  await naver?.close();
});

function person(): Person {
  people += 1;
  return {
    id: `${5_000_000 + people}`,
    email: `person${people}@lab.example`,
    nickname: `연구원${people}`,
    name: "김하나",
  };
}

const kakaoSignIn = (res: unknown, headers: Record<string, string> = {}) =>
  app.call<Answer>("POST", "/api/oauth/authorizebykakao.do", { body: { res }, headers });
const naverSignIn = (body: unknown, cookie: string) =>
  app.call<Answer>("POST", "/api/oauth/authorizebynaver.do", { body, headers: { cookie } });

async function completeSignUp(answer: Answer, overrides = {}) {
  const result = await app.call<Answer>("POST", "/api/oauth/signUp.do", {
    body: { ...buildSignUp(overrides), password: "", passwordConfirm: "", signUpToken: signUpTokenOf(answer) },
  });
  if (result.status !== 200) throw new Error(`completion answered ${result.status} ${JSON.stringify(result.body)}`);
  return signedIn(result.body);
}

describe("POST /api/oauth/authorizebykakao.do", () => {
  it("signs in the member a Kakao access token of our app belongs to, after a first sign-up", async () => {
    const someone = person();
    const first = await kakaoSignIn({ access_token: kakao.issueToken(someone), token_type: "bearer" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      needsSignUp: true,
      profile: { provider: "kakao", email: someone.email, name: "김하나", nickName: someone.nickname },
    });
    const tokens = await completeSignUp(first.body);
    const member = await me(app, tokens.accessToken);
    const again = await kakaoSignIn({ access_token: kakao.issueToken(someone) });
    expect(again.status).toBe(200);
    expect((await me(app, signedIn(again.body).accessToken)).memberIdx).toBe(member.memberIdx);
  });

  it("refuses a token Kakao issued to another app (someone else's login) with 401", async () => {
    const result = await kakaoSignIn({ access_token: kakao.issueToken(person(), "7654321") });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("refuses a token Kakao does not know with 401", async () => {
    const result = await kakaoSignIn({ access_token: "made-up-token" });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("exchanges a redirect's code when the state is this browser's, and refuses another state", async () => {
    const someone = person();
    const { authorizeUrl, state, cookie } = await startFlow(app, "kakao");
    const redirectUri = new URL(authorizeUrl).searchParams.get("redirect_uri") ?? "";
    expect(redirectUri).toBe(`${app.url}/auth/signIn`);
    const wrong = await kakaoSignIn(
      { code: kakao.issueCode(someone, redirectUri), state: "another-state" },
      { cookie },
    );
    expect(wrong.status).toBe(401);
    // The state is used up by any attempt: the browser starts again.
    const next = await startFlow(app, "kakao");
    const right = await kakaoSignIn(
      { code: kakao.issueCode(someone, redirectUri), state: next.state },
      { cookie: next.cookie },
    );
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ needsSignUp: true, profile: { provider: "kakao", email: someone.email } });
    expect(state).not.toBe(next.state);
  });

  it("refuses a deactivated member like a password sign-in does", async () => {
    const someone = person();
    const tokens = await completeSignUp((await kakaoSignIn({ access_token: kakao.issueToken(someone) })).body);
    const { memberIdx } = await me(app, tokens.accessToken);
    await app.database.db.update(members).set({ status: "INACTIVE" }).where(eq(members.memberIdx, memberIdx));
    const result = await kakaoSignIn({ access_token: kakao.issueToken(someone) });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });
});

describe("POST /api/oauth/authorizebynaver.do", () => {
  it("exchanges the code on the server and signs the member in after a first sign-up", async () => {
    const someone = person();
    const flow = await startFlow(app, "naver");
    const authorize = new URL(flow.authorizeUrl);
    expect(authorize.pathname).toBe("/oauth2.0/authorize");
    expect(authorize.searchParams.get("client_id")).toBe(naverClientId);
    // The client secret is never part of what the browser sees.
    expect(flow.authorizeUrl).not.toContain(naverSecret);
    const first = await naverSignIn({ code: naver.issueCode(someone, flow.state), state: flow.state }, flow.cookie);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ needsSignUp: true, profile: { provider: "naver", email: someone.email } });
    const member = await me(app, (await completeSignUp(first.body)).accessToken);

    const again = await startFlow(app, "naver");
    const second = await naverSignIn({ code: naver.issueCode(someone, again.state), state: again.state }, again.cookie);
    expect(second.status).toBe(200);
    expect((await me(app, signedIn(second.body).accessToken)).memberIdx).toBe(member.memberIdx);
  });

  it("refuses a state that is not the one this browser was given", async () => {
    const flow = await startFlow(app, "naver");
    const other = await startFlow(app, "naver");
    // A code and state from another browser's flow (an attacker's link), with this browser's cookie.
    const result = await naverSignIn({ code: naver.issueCode(person(), other.state), state: other.state }, flow.cookie);
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("refuses a call that carries no state cookie at all", async () => {
    const flow = await startFlow(app, "naver");
    const result = await naverSignIn({ code: naver.issueCode(person(), flow.state), state: flow.state }, "");
    expect(result.status).toBe(401);
  });

  it("refuses a code Naver does not know", async () => {
    const flow = await startFlow(app, "naver");
    const result = await naverSignIn({ code: "not-a-code", state: flow.state }, flow.cookie);
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });
});
