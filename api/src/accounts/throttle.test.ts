import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { throttleCounters } from "../db/schema";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";

/*
 * Sign-in throttling (api/src/throttle/sign-in.ts): per id from one address (sessions.test.ts and
 * below), per id from anywhere, per client address, and for a window.
 */

type ErrorBody = { code?: string };

/**
 * `ms` passes for the throttle: its counters' times move back by `ms`, which is what waiting would
 * do (every comparison is of those times with now), without the test waiting for it.
 */
async function timePasses(app: TestApp, ms: number): Promise<void> {
  const back = sql`make_interval(secs => ${ms / 1000})`;
  await app.database.db.update(throttleCounters).set({
    windowStart: sql`${throttleCounters.windowStart} - ${back}`,
    lastAt: sql`${throttleCounters.lastAt} - ${back}`,
  });
}

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
    await timePasses(app, windowSeconds * 1000 + 300);
    // A new window counts from one: three failures are answered 401, and only then 429 again.
    for (let i = 0; i < 3; i++) expect((await signIn(app, input.memberId, "wrongPass99")).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password)).status).toBe(429);
  });
});

describe("waits that grow, and a lock strangers cannot set off", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      ENOTE_TRUST_PROXY: "true",
      ENOTE_LOGIN_FREE_FAILURES: "2",
      ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: "6",
      ENOTE_LOGIN_MAX_FAILURES_PER_IP: "1000",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const pause = (ms: number) => timePasses(app, ms);

  it("after the free failures, makes the member wait a second, then two, and tells them so in their language", async () => {
    const { input } = await signUpMember(app);
    const here = "198.51.100.40";
    for (let i = 0; i < 2; i++) expect((await signIn(app, input.memberId, "wrongPass99", here)).status).toBe(401);
    const first = await signIn(app, input.memberId, input.password, here);
    expect(first.status).toBe(429);
    await pause(1_100);
    expect((await signIn(app, input.memberId, "wrongPass99", here)).status).toBe(401);
    const second = await app.call<{ code?: string; message?: string }>("POST", "/api/oauth/authorize.do", {
      body: { memberId: input.memberId, password: input.password },
      headers: { "x-forwarded-for": here, cookie: "locale=ko-KR" },
    });
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/^실패한 시도가 너무 많습니다\. [12]초 후에 다시 시도해 주세요\.$/);
    await pause(2_100);
    // The wait is over: the right password is let through, and forgives the failures.
    expect((await signIn(app, input.memberId, input.password, here)).status).toBe(200);
    expect((await signIn(app, input.memberId, "wrongPass99", here)).status).toBe(401);
    expect((await signIn(app, input.memberId, input.password, here)).status).toBe(200);
  });

  it("locks one address out of one id for the window, showing the minutes left, while the member signs in elsewhere", async () => {
    const { input } = await signUpMember(app);
    const stranger = "203.0.113.50";
    for (let i = 0; i < 6; i++) {
      await pause(i < 2 ? 0 : 1000 * 2 ** (i - 2) + 50);
      expect((await signIn(app, input.memberId, "wrongPass99", stranger)).status).toBe(401);
    }
    const locked = await app.call<{ code?: string; message?: string }>("POST", "/api/oauth/authorize.do", {
      body: { memberId: input.memberId, password: "wrongPass99" },
      headers: { "x-forwarded-for": stranger, "accept-language": "en-US" },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed attempts\. Please try again in 1[45] minutes\.$/);
    expect((await signIn(app, input.memberId, input.password, "198.51.100.41")).status).toBe(200);
  }, 30_000);
});

describe("one id from many addresses", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      ENOTE_TRUST_PROXY: "true",
      ENOTE_LOGIN_FREE_FAILURES: "100",
      ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: "5",
      ENOTE_LOGIN_MAX_FAILURES_PER_ID: "12",
      ENOTE_LOGIN_MAX_FAILURES_PER_IP: "1000",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets the member in after strangers' failures below the id's high limit, and holds at it", async () => {
    const { input } = await signUpMember(app);
    for (const address of ["203.0.113.61", "203.0.113.62"]) {
      for (let i = 0; i < 5; i++) expect((await signIn(app, input.memberId, "wrongPass99", address)).status).toBe(401);
      expect((await signIn(app, input.memberId, "wrongPass99", address)).status).toBe(429);
    }
    // Ten failures from two addresses: each of them is locked, the member is not.
    const member = await signIn(app, input.memberId, input.password, "198.51.100.60");
    expect(member.status).toBe(200);
    // The member's success forgave the id; a guesser spread over many addresses still meets the id's limit.
    for (let i = 0; i < 12; i++) {
      expect((await signIn(app, input.memberId, "wrongPass99", `203.0.113.${100 + i}`)).status).toBe(401);
    }
    expect((await signIn(app, input.memberId, "wrongPass99", "203.0.113.200")).status).toBe(429);
  });
});
