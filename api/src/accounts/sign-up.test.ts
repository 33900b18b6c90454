import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Member, TokenPair } from "@enote/shared";
import { members } from "../db/schema";
import { buildSignUp, signUpMember, startTestApp, type TestApp } from "../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function memberCount(): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

type ErrorBody = { message: string; code: string; issues?: { path: (string | number)[]; message: string }[] };

describe("POST /api/oauth/signUp.do", () => {
  it("makes the first member ADMIN and later ones FRONT, and signs them in", async () => {
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    const me1 = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token: first.tokens.accessToken });
    const me2 = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token: second.tokens.accessToken });
    expect(me1.status).toBe(200);
    expect(me1.body.data.role).toBe("ADMIN");
    expect(me2.body.data.role).toBe("FRONT");
    expect(me2.body.data.memberId).toBe(second.input.memberId);
  });

  it("stores an argon2id hash and never returns it", async () => {
    const { input, tokens } = await signUpMember(app, { phone: "01055556666" });
    const me = await app.call<{ data: Record<string, unknown> }>("GET", "/api/oauth/me.do", {
      token: tokens.accessToken,
    });
    expect(JSON.stringify(me.body)).not.toContain("argon2");
    expect(Object.keys(me.body.data)).not.toContain("passwordHash");
    expect(me.body.data.phone).toBe("010-5555-6666");
    const [row] = await app.database.db.select().from(members).where(eq(members.memberId, input.memberId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers 409 for a taken id, in any letter case, and writes nothing", async () => {
    const { input } = await signUpMember(app);
    const before = await memberCount();
    const again = buildSignUp({ memberId: input.memberId.toUpperCase() });
    const result = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", { body: again });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("MEMBER_ID_TAKEN");
    expect(result.body.message).toBe("This ID is already in use");
    expect(await memberCount()).toBe(before);
  });

  it("answers 409 for a taken email", async () => {
    const { input } = await signUpMember(app);
    const result = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: buildSignUp({ email: input.email.toUpperCase() }),
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("EMAIL_TAKEN");
  });

  it.each([
    [{ memberId: "1abcde" }, "memberId", "The ID must start with a letter and have 5 to 20 letters or digits"],
    [{ memberId: "abc" }, "memberId", "The ID must be at least 4 characters"],
    [{ password: "short1", passwordConfirm: "short1" }, "password", "The password must be at least 8 characters"],
    [{ password: "", passwordConfirm: "" }, "password", "The password must be entered"],
    [{ passwordConfirm: "different1" }, "passwordConfirm", "Password and Confirm Password are different"],
    [{ email: "" }, "email", "Email must be entered"],
    [{ email: "not-an-email" }, "email", "The email is not valid"],
    [
      { phone: "02-123-4567" },
      "phone",
      "Enter a mobile number like 010-1234-5678, or an international one starting with + (like +14155550123)",
    ],
    [{ initial: "ab" }, "initial", "The initial must be 3 to 5 uppercase letters or digits"],
    [{ lastName: "K", firstName: "J" }, "firstName", "The name must be more than 2 characters (2 syllables in Hangul)"],
    [{ agreeTerms: false }, "agreeTerms", "Please accept the Terms of Use"],
    [{ groupCode: "short" }, "groupCode", "The group code is 10 letters or digits"],
  ])("rejects %o with the rule's message and writes nothing", async (override, field, message) => {
    const before = await memberCount();
    const result = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", { body: buildSignUp(override as object) });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_FAILED");
    expect(result.body.issues).toContainEqual({ path: [field], message });
    expect(await memberCount()).toBe(before);
  });

  it("signs up a partner abroad with an international (E.164) number, kept as entered", async () => {
    const { tokens } = await signUpMember(app, { phone: "+14155550123" });
    const me = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token: tokens.accessToken });
    expect(me.body.data.phone).toBe("+14155550123");
  });

  it("signs up a member named 이 진: two Hangul syllables are a full name", async () => {
    const { input, tokens } = await signUpMember(app, { lastName: "이", firstName: "진" });
    const me = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token: tokens.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.memberId).toBe(input.memberId);
    expect([me.body.data.lastName, me.body.data.firstName]).toEqual(["이", "진"]);
  });

  it("answers in Korean when the locale cookie says ko-KR", async () => {
    const result = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: buildSignUp({ agreeTerms: false as true }),
      headers: { cookie: "locale=ko-KR" },
    });
    expect(result.body.message).toBe("이용약관에 동의해 주세요");
  });

  it("answers in Korean when only Accept-Language asks for it", async () => {
    const result = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: {},
      headers: { "accept-language": "ko-KR,ko;q=0.9,en;q=0.5" },
    });
    expect(result.status).toBe(400);
    expect(result.body.issues?.find((i) => i.path[0] === "memberId")?.message).toBe("아이디를 입력해 주세요");
  });

  it("rejects wrong types and missing fields", async () => {
    const before = await memberCount();
    const wrongTypes = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: { ...buildSignUp(), agreeTerms: "yes", newsletter: "no", memberId: 12345 },
    });
    expect(wrongTypes.status).toBe(400);
    const paths = wrongTypes.body.issues?.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["agreeTerms", "newsletter", "memberId"]));
    const missing = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", { body: { memberId: "abcdef1" } });
    expect(missing.status).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it("answers 400 for malformed JSON and 413 for an oversized body, writing nothing", async () => {
    const before = await memberCount();
    const malformed = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", { rawBody: '{"memberId": "abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("MALFORMED_JSON");
    const huge = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: { ...buildSignUp(), organization: "x".repeat(200_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await memberCount()).toBe(before);
  });

  it("reads JSON in UTF-8 only: a body declared in another charset is refused and writes nothing", async () => {
    const before = await memberCount();
    const input = buildSignUp();
    for (const charset of ["utf-7", "UTF-16", "iso-8859-1", "utf-8x"]) {
      const answer = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
        rawBody: JSON.stringify(input),
        headers: { "content-type": `application/json; charset=${charset}` },
      });
      expect(answer.status, charset).toBe(400);
      expect(answer.body.code, charset).toBe("MALFORMED_JSON");
    }
    expect(await memberCount()).toBe(before);
    const plain = await app.call("POST", "/api/oauth/signUp.do", {
      rawBody: JSON.stringify(input),
      headers: { "content-type": 'application/json; charset="UTF-8"' },
    });
    expect(plain.status).toBe(200);
  });

  it("returns a token pair usable at once", async () => {
    const result = await app.call<{ data: TokenPair }>("POST", "/api/oauth/signUp.do", { body: buildSignUp() });
    expect(result.status).toBe(200);
    expect(result.body.data.accessToken.split(".")).toHaveLength(3);
    expect(result.body.data.refreshToken.length).toBeGreaterThanOrEqual(40);
  });
});

describe("api envelope", () => {
  it("answers unknown api paths with a 404 error body", async () => {
    const result = await app.call<ErrorBody>("GET", "/api/nothing/here.do");
    expect(result.status).toBe(404);
    expect(result.body.code).toBe("NOT_FOUND");
  });

  it("serves an OpenAPI document generated from the shared schemas", async () => {
    const result = await app.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      "GET",
      "/api/docs",
    );
    expect(result.body.openapi).toBe("3.1.0");
    expect(Object.keys(result.body.paths)).toEqual(
      expect.arrayContaining(["/api/oauth/signUp.do", "/api/oauth/me.do"]),
    );
    expect(result.body.paths["/api/oauth/signUp.do"]?.post).toBeDefined();
  });
});
