import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";

/* Sign-in throttling of spec §7: per id (sessions.test.ts), per client address, and for a window. */

type ErrorBody = { code?: string };

function signIn(app: TestApp, memberId: string, password: string, address?: string) {
  return app.call<ErrorBody>("POST", "/api/oauth/authorize.do", {
    body: { memberId, password },
    headers: address ? { "x-forwarded-for": address } : {},
  });
}

describe("failures counted per client address", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test address is its own client; ids alone would never lock.
    app = await startTestApp({
      ENOTE_TRUST_PROXY: "true",
      ENOTE_LOGIN_MAX_FAILURES_PER_ID: "100",
      ENOTE_LOGIN_MAX_FAILURES_PER_IP: "4",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 429 from an address that failed with many ids, even for another member's right password", async () => {
    const { input } = await signUpMember(app);
    const address = "203.0.113.10";
    for (let i = 0; i < 4; i++) {
      expect((await signIn(app, `guessing${i}x`, "wrongPass99", address)).status).toBe(401);
    }
    const locked = await signIn(app, input.memberId, input.password, address);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("does not lock the same member out from another address", async () => {
    const { input } = await signUpMember(app);
    const noisy = "203.0.113.20";
    for (let i = 0; i < 4; i++) expect((await signIn(app, `probing${i}x`, "wrongPass99", noisy)).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password, noisy)).status).toBe(429);
    expect((await signIn(app, input.memberId, input.password, "198.51.100.7")).status).toBe(200);
  });

  it("does not forgive an address's failures when one sign-in from it succeeds", async () => {
    const { input } = await signUpMember(app);
    const address = "203.0.113.30";
    for (let i = 0; i < 3; i++) expect((await signIn(app, `typo${i}xx`, "wrongPass99", address)).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password, address)).status).toBe(200);
    expect((await signIn(app, "typo3xx", "wrongPass99", address)).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password, address)).status).toBe(429);
  });
});

describe("the throttling window", () => {
  const windowSeconds = 2;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      ENOTE_LOGIN_MAX_FAILURES_PER_ID: "3",
      ENOTE_LOGIN_MAX_FAILURES_PER_IP: "1000",
      ENOTE_LOGIN_WINDOW_SECONDS: String(windowSeconds),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stops answering 429 once the window has run out, and counts failures afresh", async () => {
    const { input } = await signUpMember(app);
    for (let i = 0; i < 3; i++) expect((await signIn(app, input.memberId, "wrongPass99")).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000 + 300));
    // A new window counts from one: three failures are answered 401, and only then 429 again.
    for (let i = 0; i < 3; i++) expect((await signIn(app, input.memberId, "wrongPass99")).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password)).status).toBe(429);
  });
});
