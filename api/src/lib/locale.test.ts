import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type ErrorBody = { message: string; code: string };

const badSignIn = (headers: Record<string, string>) =>
  app.call<ErrorBody>("POST", "/api/oauth/authorize.do", {
    body: { memberId: "nobodyHere1", password: "wrongPass99" },
    headers,
  });

describe("the caller's locale", () => {
  it("answers in the language of the locale cookie, over Accept-Language", async () => {
    const result = await badSignIn({ cookie: "locale=ko-KR", "accept-language": "en-US" });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe("로그인에 실패했습니다. 아이디와 비밀번호를 확인해 주세요.");
  });

  it("falls back to Accept-Language when the locale cookie is not valid percent-encoding", async () => {
    const result = await badSignIn({ cookie: "theme=dark; locale=%E0", "accept-language": "ko-KR,ko;q=0.9" });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      code: "SIGN_IN_FAILED",
      message: "로그인에 실패했습니다. 아이디와 비밀번호를 확인해 주세요.",
    });
  });

  it("falls back to en-US when neither the cookie nor Accept-Language names a locale", async () => {
    const result = await app.call<ErrorBody>("GET", "/api/oauth/me.do", { headers: { cookie: "locale=%" } });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("UNAUTHENTICATED");
    expect(result.body.message).toMatch(/^[\x20-\x7e]+$/);
  });
});
