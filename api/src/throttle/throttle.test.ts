import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { startServer, type RunningServer } from "../server";
import { startTestApp, type TestApp } from "../test/harness";
import { codeOf, createGroup, setRoleInDb, signUpTestMember, type TestMember } from "../test/factories";
import { startFakePubchem, type FakePubchem } from "../inventory/fake-pubchem";

/* The throttles of expensive and secret-guessing calls (rules.ts), one mechanism for all. */

type Answer = { code?: string; message?: string };

let pubchem: FakePubchem;
let app: TestApp;
let member: TestMember;
let groupIdx: number;

beforeAll(async () => {
  pubchem = await startFakePubchem();
  app = await startTestApp({
    ENOTE_TRUST_PROXY: "true",
    ENOTE_PUBCHEM_URL: pubchem.url,
    ENOTE_THROTTLE: "signUp=100000/3600,passwordCheck=2/600,groupCode=2/600,export=2/600,import=1/600,lookup=2/600",
  });
  const manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
  groupIdx = (await createGroup(app, manager.token)).groupIdx;
  member = await signUpTestMember(app);
  const joined = await app.call("POST", "/api/group/join.do", {
    token: member.token,
    body: { signUpCode: await codeOf(app, groupIdx) },
  });
  expect(joined.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await pubchem?.close();
});

describe("wrong secrets of a signed-in member", () => {
  it("locks change/pw after two wrong current passwords, even for the right one, and changes nothing", async () => {
    const someone = await signUpTestMember(app);
    const change = (currentPassword: string) =>
      app.call<Answer>("PUT", "/api/oauth/change/pw.do", {
        token: someone.token,
        body: { currentPassword, newPassword: "freshStart2025", newPasswordConfirm: "freshStart2025" },
      });
    for (let i = 0; i < 2; i++) expect((await change("notMine2024")).body.code).toBe("WRONG_PASSWORD");
    const locked = await change(someone.input.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_ATTEMPTS");
    const signIn = await app.call("POST", "/api/oauth/authorize.do", {
      body: { memberId: someone.input.memberId, password: someone.input.password },
    });
    expect(signIn.status).toBe(200);
  });

  it("locks group join after two wrong codes, even for the right one", async () => {
    const someone = await signUpTestMember(app);
    const join = (signUpCode: string) =>
      app.call<Answer>("POST", "/api/group/join.do", { token: someone.token, body: { signUpCode } });
    for (let i = 0; i < 2; i++) expect((await join(`WRONGCODE${i}`)).body.code).toBe("INVALID_GROUP_CODE");
    const locked = await join(await codeOf(app, groupIdx));
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_ATTEMPTS");
  });
});

describe("expensive calls of one member", () => {
  it("limits exports and import templates together, with the wait in Retry-After and the message", async () => {
    const exportPath = `/api/inventory/export.do?groupIdx=${groupIdx}&format=xlsx`;
    expect((await app.call("GET", exportPath, { token: member.token })).status).toBe(200);
    expect((await app.call("GET", "/api/inventory/template.do?format=csv", { token: member.token })).status).toBe(200);
    const limited = await fetch(app.url + exportPath, {
      headers: { authorization: `Bearer ${member.token}`, "accept-language": "en-US" },
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await limited.json()) as Answer;
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(/^Too many requests\. Please try again in 10 minutes\.$/);
    // Another member is not held by this one's count.
    const other = await signUpTestMember(app);
    expect((await app.call("GET", "/api/inventory/template.do?format=csv", { token: other.token })).status).toBe(200);
  });

  it("limits imports and PubChem look-ups", async () => {
    const csv = "name,amount,unit\nThrottled salt,1,g\n";
    const importOnce = () =>
      app.call("POST", `/api/inventory/import.do?groupIdx=${groupIdx}&mode=preview`, {
        token: member.token,
        rawBody: csv,
        headers: { "content-type": "text/csv" },
      });
    expect((await importOnce()).status).toBe(200);
    expect((await importOnce()).status).toBe(429);
    const lookup = () => app.call<Answer>("GET", "/api/inventory/pubchem.do?cas=64-17-5", { token: member.token });
    expect((await lookup()).status).not.toBe(429);
    expect((await lookup()).status).not.toBe(429);
    expect((await lookup()).body.code).toBe("RATE_LIMITED");
  });
});

describe("across processes", () => {
  let second: RunningServer;
  beforeAll(async () => {
    // A second E-Note process on the same database, as `ENOTE_SERVICES` splits or replicas run.
    second = await startServer({
      env: readEnv({
        PORT: "0",
        HOST: "127.0.0.1",
        ENOTE_DATA_DIR: app.server.ctx.env.ENOTE_DATA_DIR,
        ENOTE_JWT_SECRET: "test-secret-test-secret-test-secret-0123",
        ENOTE_SERVICES: "api",
        LOG_LEVEL: "silent",
        ENOTE_TRUST_PROXY: "true",
        ENOTE_THROTTLE: "signUp=3/600",
      }),
      database: app.database,
    });
  });
  afterAll(async () => {
    await second?.close();
  });

  it("counts sign-ups from one address at every process together", async () => {
    const address = "192.0.2.77";
    const signUp = (url: string, n: number, from = address) =>
      fetch(`${url}/api/oauth/signUp.do`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({
          memberId: `across${n}x${Date.now() % 100000}`,
          password: "benchTop2024",
          passwordConfirm: "benchTop2024",
          email: `across${n}.${Date.now()}@lab.example`,
          firstName: "Ada",
          lastName: "Yonath",
          initial: "AYO",
          phone: `010-7${String(n).padStart(3, "0")}-${String(Date.now() % 10000).padStart(4, "0")}`,
          agreeTerms: true,
          agreePrivacy: true,
        }),
      });
    // Three at the first process (its own limit is generous), then the second says it has seen them.
    for (let n = 0; n < 3; n++) expect((await signUp(app.url, n)).status).toBe(200);
    const refused = await signUp(second.url, 3);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Answer).code).toBe("RATE_LIMITED");
    // Another address is not held.
    expect((await signUp(second.url, 4, "192.0.2.78")).status).toBe(200);
  });
});
