import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { SocialLinks } from "@enote/shared";
import { members, socialIdentities } from "../db/schema";
import { signUpTestMember } from "../test/factories";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import { startLocalKakao, type LocalKakao, type Person } from "./local-providers";
import { liftedSignInLimits, me, signedIn, signUpTokenOf, type Answer } from "./test-support";

/* Accounts of social sign-in: completing a sign-up, never linking by e-mail, linking and unlinking. */

const appId = "1234567";
let kakao: LocalKakao;
let app: TestApp;
let people = 0;

const kakaoEnv = (url: string) => ({
  ENOTE_KAKAO_CLIENT_ID: "kakao-rest-api-key",
  ENOTE_KAKAO_APP_ID: appId,
  ENOTE_KAKAO_API_URL: url,
  ENOTE_KAKAO_AUTH_URL: url,
});

beforeAll(async () => {
  kakao = await startLocalKakao("kakao-rest-api-key", appId);
  app = await startTestApp({ ...kakaoEnv(kakao.url), ...liftedSignInLimits });
});
afterAll(async () => {
  await app?.close();
  await kakao?.close();
});

function person(email?: string): Person {
  people += 1;
  return { id: `${7_000_000 + people}`, email: email ?? `kakao${people}@lab.example`, nickname: `멤버${people}` };
}

async function kakaoSignIn(someone: Person, on: TestApp = app) {
  return on.call<Answer>("POST", "/api/oauth/authorizebykakao.do", {
    body: { res: { access_token: kakao.issueToken(someone) } },
  });
}

const complete = (body: Record<string, unknown>) => app.call<Answer>("POST", "/api/oauth/signUp.do", { body });

async function linksOf(token: string) {
  return (await app.call<{ data: SocialLinks }>("GET", "/api/oauth/social/links.do", { token })).body.data;
}

async function memberCount() {
  const [row] = await app.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

describe("completing a social sign-up (signUp.do with signUpToken)", () => {
  it("creates the member without a password, linked to the identity; the token works once", async () => {
    const someone = person();
    const signUpToken = signUpTokenOf((await kakaoSignIn(someone)).body);
    const form = { ...buildSignUp({ email: someone.email }), password: "", passwordConfirm: "", signUpToken };
    const done = await complete(form);
    expect(done.status).toBe(200);
    const member = await me(app, signedIn(done.body).accessToken);
    const links = await linksOf(signedIn(done.body).accessToken);
    expect(links).toMatchObject({ hasPassword: false, links: [{ provider: "kakao", email: someone.email }] });
    const [row] = await app.database.db.select().from(members).where(eq(members.memberIdx, member.memberIdx));
    expect(row?.passwordHash).toBeNull();
    // Nobody can sign in to it with an empty password.
    const byPassword = await app.call("POST", "/api/oauth/authorize.do", {
      body: { memberId: form.memberId, password: "anything1" },
    });
    expect(byPassword.status).toBe(401);

    const before = await memberCount();
    const again = await complete({ ...buildSignUp(), password: "", passwordConfirm: "", signUpToken });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("SIGN_UP_TOKEN_INVALID");
    expect(await memberCount()).toBe(before);
  });

  it("keeps the password when one is chosen, so the member can sign in either way", async () => {
    const signUpToken = signUpTokenOf((await kakaoSignIn(person())).body);
    const form = { ...buildSignUp(), signUpToken };
    expect((await complete(form)).status).toBe(200);
    const byPassword = await app.call("POST", "/api/oauth/authorize.do", {
      body: { memberId: form.memberId, password: form.password },
    });
    expect(byPassword.status).toBe(200);
  });

  it("refuses a made-up sign-up token and a bad form, creating nothing", async () => {
    const before = await memberCount();
    const madeUp = await complete({ ...buildSignUp(), password: "", passwordConfirm: "", signUpToken: "made-up" });
    expect(madeUp.status).toBe(401);
    const signUpToken = signUpTokenOf((await kakaoSignIn(person())).body);
    const bad = await complete({
      ...buildSignUp({ phone: "02-123" }),
      password: "short",
      passwordConfirm: "short",
      signUpToken,
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as unknown as { issues: { path: string[] }[] }).issues.map((i) => i.path[0]);
    expect([...new Set(fields)].sort()).toEqual(["password", "phone"]);
    expect(await memberCount()).toBe(before);
  });

  it("never links an existing account by e-mail: a matching address only makes the completion ask for another", async () => {
    const existing = await signUpTestMember(app);
    const sameEmail = person(existing.input.email);
    const first = await kakaoSignIn(sameEmail);
    // Not signed in as the member who has that address: asked to sign up.
    expect(first.body.data).toMatchObject({ needsSignUp: true, profile: { email: existing.input.email } });
    const signUpToken = signUpTokenOf(first.body);
    const taken = await complete({ ...buildSignUp({ email: existing.input.email }), signUpToken });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_TAKEN");
    expect(await linksOf(existing.token)).toMatchObject({ links: [] });
    // The failed attempt did not use the token up.
    const other = await complete({ ...buildSignUp(), signUpToken });
    expect(other.status).toBe(200);
    expect((await me(app, signedIn(other.body).accessToken)).memberIdx).not.toBe(existing.memberIdx);
  });

  it("completes only one of two sign-ups started for the same identity", async () => {
    const someone = person();
    const first = signUpTokenOf((await kakaoSignIn(someone)).body);
    const second = signUpTokenOf((await kakaoSignIn(someone)).body);
    expect((await complete({ ...buildSignUp(), signUpToken: first })).status).toBe(200);
    const before = await memberCount();
    const again = await complete({ ...buildSignUp(), signUpToken: second });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("SOCIAL_ALREADY_LINKED");
    expect(await memberCount()).toBe(before);
  });
});

describe("linking providers from the account page (links.do)", () => {
  it("links Kakao to a password member, who then signs in with Kakao as themselves", async () => {
    const member = await signUpTestMember(app);
    const someone = person();
    const linked = await app.call<{ data: SocialLinks }>("POST", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "kakao", res: { access_token: kakao.issueToken(someone) } },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ hasPassword: true, links: [{ provider: "kakao" }] });
    const viaKakao = await kakaoSignIn(someone);
    expect((await me(app, signedIn(viaKakao.body).accessToken)).memberIdx).toBe(member.memberIdx);
  });

  it("refuses an identity already linked to another member, and a second Kakao account", async () => {
    const owner = await signUpTestMember(app);
    const someone = person();
    const link = (token: string, who: Person) =>
      app.call<{ code: string }>("POST", "/api/oauth/social/links.do", {
        token,
        body: { provider: "kakao", res: { access_token: kakao.issueToken(who) } },
      });
    expect((await link(owner.token, someone)).status).toBe(200);
    const intruder = await signUpTestMember(app);
    const stolen = await link(intruder.token, someone);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe("SOCIAL_ALREADY_LINKED");
    const second = await link(owner.token, person());
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("SOCIAL_PROVIDER_LINKED");
  });

  it("refuses a link the provider does not confirm", async () => {
    const member = await signUpTestMember(app);
    const result = await app.call<{ code: string }>("POST", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "kakao", res: { access_token: "forged" } },
    });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("unlinks a provider of a member who has a password; the identity then asks for a sign-up again", async () => {
    const member = await signUpTestMember(app);
    const someone = person();
    await app.call("POST", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "kakao", res: { access_token: kakao.issueToken(someone) } },
    });
    const unlinked = await app.call<{ data: SocialLinks }>("DELETE", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "kakao" },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.links).toEqual([]);
    expect((await kakaoSignIn(someone)).body.data).toMatchObject({ needsSignUp: true });
  });

  it("refuses to unlink the only way a member without a password signs in", async () => {
    const someone = person();
    const done = await complete({
      ...buildSignUp(),
      password: "",
      passwordConfirm: "",
      signUpToken: signUpTokenOf((await kakaoSignIn(someone)).body),
    });
    const token = signedIn(done.body).accessToken;
    const refused = await app.call<{ code: string; message: string }>("DELETE", "/api/oauth/social/links.do", {
      token,
      body: { provider: "kakao" },
      headers: { "accept-language": "ko-KR" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("LAST_SIGN_IN_METHOD");
    expect(refused.body.message).toContain("유일한 로그인 방법");
    const rows = await app.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, someone.id));
    expect(rows).toHaveLength(1);
  });
});

describe("throttling of social sign-in", () => {
  let throttled: TestApp;
  beforeAll(async () => {
    throttled = await startTestApp({
      ...kakaoEnv(kakao.url),
      ENOTE_TRUST_PROXY: "true",
      ENOTE_LOGIN_MAX_FAILURES_PER_IP: "3",
      ENOTE_THROTTLE: "socialStart=2/600",
    });
  });
  afterAll(async () => {
    await throttled?.close();
  });

  it("answers 429 to an address whose tokens kept failing, even for a valid one", async () => {
    const headers = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 3; i++) {
      const forged = await throttled.call("POST", "/api/oauth/authorizebykakao.do", {
        body: { res: { access_token: `forged-${i}` } },
        headers,
      });
      expect(forged.status).toBe(401);
    }
    const valid = await throttled.call<{ code: string }>("POST", "/api/oauth/authorizebykakao.do", {
      body: { res: { access_token: kakao.issueToken(person()) } },
      headers,
    });
    expect(valid.status).toBe(429);
    expect(valid.body.code).toBe("TOO_MANY_ATTEMPTS");
    // Another address is not held back.
    const elsewhere = await throttled.call("POST", "/api/oauth/authorizebykakao.do", {
      body: { res: { access_token: kakao.issueToken(person()) } },
      headers: { "x-forwarded-for": "198.51.100.9" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("limits how many sign-ins one address starts", async () => {
    const headers = { "x-forwarded-for": "203.0.113.60" };
    const start = () =>
      throttled.call<{ code: string }>("POST", "/api/oauth/social/start.do", { body: { provider: "kakao" }, headers });
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    const third = await start();
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("RATE_LIMITED");
  });
});
