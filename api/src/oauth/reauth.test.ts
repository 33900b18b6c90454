import { createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import type { ReauthResult, SigningKey, VerifyResult } from "@enote/shared";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import { codeOf, joinGroup, ok, setLevel, type Result } from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";
import { startLocalKakao, type LocalKakao, type Person } from "./local-providers";
import { liftedSignInLimits, me, signedIn, signUpTokenOf, startFlow, type Answer } from "./test-support";

/*
 * POST /api/oauth/reauth.do: a member who signs in only through a provider confirms themself with
 * it again, and signs (END, COMPLETE) or leaves with the single-use token it answers.
 */

const kakaoRestKey = "kakao-rest-api-key";
const kakaoAppId = "7654321";
const jwtSecret = "reauth-test-secret-reauth-test-secret-01";
let kakao: LocalKakao;
let app: TestApp;
let lab: Lab;
let people = 0;

beforeAll(async () => {
  kakao = await startLocalKakao(kakaoRestKey, kakaoAppId);
  app = await startTestApp({
    ENOTE_JWT_SECRET: jwtSecret,
    ENOTE_KAKAO_CLIENT_ID: kakaoRestKey,
    ENOTE_KAKAO_APP_ID: kakaoAppId,
    ENOTE_KAKAO_API_URL: kakao.url,
    ENOTE_KAKAO_AUTH_URL: kakao.url,
    ...liftedSignInLimits,
  });
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
  await kakao?.close();
});

function person(): Person {
  people += 1;
  return {
    id: `${7_000_000 + people}`,
    email: `kakao${people}@lab.example`,
    nickname: `연구원${people}`,
    name: "이서연",
  };
}

interface SocialMember {
  person: Person;
  memberIdx: number;
  token: string;
}

/** A member who signed up through Kakao without a password, a WRITER of the lab's project. */
async function kakaoOnlyWriter(): Promise<SocialMember> {
  const someone = person();
  const first = await app.call<Answer>("POST", "/api/oauth/authorizebykakao.do", {
    body: { res: { access_token: kakao.issueToken(someone) } },
  });
  const completed = await app.call<Answer>("POST", "/api/oauth/signUp.do", {
    body: { ...buildSignUp(), password: "", passwordConfirm: "", signUpToken: signUpTokenOf(first.body) },
  });
  const token = signedIn(completed.body).accessToken;
  const { memberIdx } = await me(app, token);
  await joinGroup(app, token, await codeOf(app, lab.groupIdx));
  await setLevel(app, lab.manager.token, lab.projectIdx, memberIdx, "WRITER");
  return { person: someone, memberIdx, token };
}

const reauth = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  app.call<Result<ReauthResult>>("POST", "/api/oauth/reauth.do", { token, body, headers });

async function reauthToken(member: SocialMember): Promise<string> {
  return ok(await reauth(member.token, { provider: "kakao", res: { access_token: kakao.issueToken(member.person) } }))
    .reauthToken;
}

const endBook = (token: string, lbIdx: number, body: Record<string, unknown>) =>
  app.call<Result<{ status: string }>>("PUT", `/api/labbook/${lbIdx}/status.do`, {
    token,
    body: { status: "END", ...body },
  });

async function statusOf(lbIdx: number, token = lab.owner.token): Promise<string> {
  return ok(await app.call<Result<{ status: string }>>("GET", `/api/labbook/${lbIdx}.do`, { token })).status;
}

describe("POST /api/oauth/reauth.do", () => {
  it("lets a Kakao-only member end a book with the token, and the signature verifies with the installation's key", async () => {
    const writer = await kakaoOnlyWriter();
    const book = await createLabBook(app, writer.token, lab.projectIdx, "Signed through Kakao");
    const before = await endBook(writer.token, book.lbIdx, {});
    expect(before.status).toBe(403);
    expect(before.body.code).toBe("REAUTH_UNAVAILABLE");

    const answer = ok(
      await reauth(writer.token, { provider: "kakao", res: { access_token: kakao.issueToken(writer.person) } }),
    );
    const left = new Date(answer.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(5 * 60 * 1000);
    const ended = await endBook(writer.token, book.lbIdx, { reauthToken: answer.reauthToken, meaning: "performed by" });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.status).toBe("END");

    const result = ok(
      await app.call<Result<VerifyResult>>("GET", `/api/labbook/${book.lbIdx}/verify.do`, { token: lab.owner.token }),
    );
    expect(result.valid).toBe(true);
    const signature = result.signatures.find((s) => s.member.memberIdx === writer.memberIdx);
    expect(signature).toMatchObject({ role: "WRITER", meaning: "performed by" });
    const key = ok(await app.call<Result<SigningKey>>("GET", "/api/signing/key.do"));
    const publicKey = createPublicKey({ key: key.publicKeyPem, format: "pem" });
    expect(
      verify(
        null,
        Buffer.from(signature?.statement ?? ""),
        publicKey,
        Buffer.from(signature?.signature ?? "", "base64"),
      ),
    ).toBe(true);
  });

  it("accepts the redirect's code and state when the state is this browser's", async () => {
    const writer = await kakaoOnlyWriter();
    const flow = await startFlow(app, "kakao");
    const redirectUri = new URL(flow.authorizeUrl).searchParams.get("redirect_uri") ?? "";
    const answer = await reauth(
      writer.token,
      { provider: "kakao", res: { code: kakao.issueCode(writer.person, redirectUri), state: flow.state } },
      { cookie: flow.cookie },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const book = await createLabBook(app, writer.token, lab.projectIdx, "Signed after a redirect");
    expect((await endBook(writer.token, book.lbIdx, { reauthToken: answer.body.data.reauthToken })).status).toBe(200);
  });

  it("refuses an identity that is not linked to the caller, and one nobody linked, with 401", async () => {
    const writer = await kakaoOnlyWriter();
    const other = await kakaoOnlyWriter();
    const someoneElses = await reauth(writer.token, {
      provider: "kakao",
      res: { access_token: kakao.issueToken(other.person) },
    });
    expect(someoneElses.status).toBe(401);
    expect(someoneElses.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
    const nobodys = await reauth(writer.token, {
      provider: "kakao",
      res: { access_token: kakao.issueToken(person()) },
    });
    expect(nobodys.status).toBe(401);
    expect(nobodys.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
    const password = await reauth(lab.writer.token, {
      provider: "kakao",
      res: { access_token: kakao.issueToken(writer.person) },
    });
    expect(password.status).toBe(401);
  });

  it("refuses a forged Kakao token and answers 401 to an anonymous caller", async () => {
    const writer = await kakaoOnlyWriter();
    const forged = await reauth(writer.token, { provider: "kakao", res: { access_token: "not-a-kakao-token" } });
    expect(forged.status).toBe(401);
    const anonymous = await app.call<Result<ReauthResult>>("POST", "/api/oauth/reauth.do", {
      body: { provider: "kakao", res: { access_token: kakao.issueToken(writer.person) } },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("END with a reauthToken", () => {
  it("refuses a token used once already with 401 REAUTH_FAILED and leaves the book as it was", async () => {
    const writer = await kakaoOnlyWriter();
    const token = await reauthToken(writer);
    const first = await createLabBook(app, writer.token, lab.projectIdx, "First use");
    expect((await endBook(writer.token, first.lbIdx, { reauthToken: token })).status).toBe(200);
    const second = await createLabBook(app, writer.token, lab.projectIdx, "Second use");
    const again = await endBook(writer.token, second.lbIdx, { reauthToken: token });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("REAUTH_FAILED");
    expect(await statusOf(second.lbIdx)).toBe("IN_PROGRESS");
  });

  it("refuses another member's token with 401 REAUTH_FAILED", async () => {
    const writer = await kakaoOnlyWriter();
    const other = await kakaoOnlyWriter();
    const othersToken = await reauthToken(other);
    const book = await createLabBook(app, writer.token, lab.projectIdx, "Another member's proof");
    const answer = await endBook(writer.token, book.lbIdx, { reauthToken: othersToken });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("REAUTH_FAILED");
    expect(await statusOf(book.lbIdx)).toBe("IN_PROGRESS");
    // Refused for the wrong member, the token is still the other member's to use.
    const own = await createLabBook(app, other.token, lab.projectIdx, "Own proof");
    expect((await endBook(other.token, own.lbIdx, { reauthToken: othersToken })).status).toBe(200);
  });

  it("refuses an expired token, an access token and a token of another secret with 401 REAUTH_FAILED", async () => {
    const writer = await kakaoOnlyWriter();
    const book = await createLabBook(app, writer.token, lab.projectIdx, "Stale proofs");
    const claims = { purpose: "reauth", sub: String(writer.memberIdx), iss: "enote", aud: "enote-reauth" };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10, jti: "a" }, jwtSecret);
    const forged = jwt.sign({ ...claims, jti: "b" }, "another-secret-another-secret-another-01", { expiresIn: 300 });
    for (const reauthToken of [expired, forged, writer.token]) {
      const answer = await endBook(writer.token, book.lbIdx, { reauthToken });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("REAUTH_FAILED");
    }
    expect(await statusOf(book.lbIdx)).toBe("IN_PROGRESS");
  });
});

describe("leaving with a reauthToken", () => {
  it("lets a Kakao-only member leave with a token, and refuses a used one", async () => {
    const writer = await kakaoOnlyWriter();
    const used = await reauthToken(writer);
    const book = await createLabBook(app, writer.token, lab.projectIdx, "Before leaving");
    expect((await endBook(writer.token, book.lbIdx, { reauthToken: used })).status).toBe(200);
    const leave = (body: unknown) =>
      app.call<Result<{ memberIdx: number }>>("DELETE", "/api/oauth/leave/member.do", { token: writer.token, body });
    const withoutProof = await leave({});
    expect(withoutProof.status).toBe(400);
    const withUsed = await leave({ reauthToken: used });
    expect(withUsed.status).toBe(401);
    expect(withUsed.body.code).toBe("REAUTH_FAILED");
    const left = await leave({ reauthToken: await reauthToken(writer) });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await app.call("GET", "/api/oauth/me.do", { token: writer.token })).status).toBe(401);
  });
});

describe("setting a first password with a reauthToken", () => {
  it("lets a Kakao-only member set a password without a current one, then asks for it next time", async () => {
    const writer = await kakaoOnlyWriter();
    const change = (body: unknown) =>
      app.call<Result<unknown>>("PUT", "/api/oauth/change/pw.do", { token: writer.token, body });
    const fresh = { newPassword: "firstBench2030", newPasswordConfirm: "firstBench2030" };
    // No current password is asked of a member who never had one; a provider's proof is.
    expect((await change(fresh)).body.code).toBe("WRONG_PASSWORD");
    const set = await change({ ...fresh, reauthToken: await reauthToken(writer) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const links = await app.call<Result<{ hasPassword: boolean }>>("GET", "/api/oauth/social/links.do", {
      token: writer.token,
    });
    expect(ok(links).hasPassword).toBe(true);
    // Now that there is a password, a provider's token no longer stands in for it.
    const next = { newPassword: "secondBench2030", newPasswordConfirm: "secondBench2030" };
    expect((await change({ ...next, reauthToken: await reauthToken(writer) })).body.code).toBe("WRONG_PASSWORD");
    expect((await change({ ...next, currentPassword: fresh.newPassword })).status).toBe(200);
  });
});
