import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  recoveryPaths,
  socialPaths,
  type Member,
  type NotificationSettings,
  type PasswordResetConfirmResult,
  type SocialProvidersResult,
  type TokenPair,
} from "@enote/shared";
import { members, passwordResets, socialIdentities } from "../db/schema";
import { startTestApp, testPassword, type TestApp } from "../test/harness";
import { ok, signUpTestMember, type ErrorBody, type Result, type TestMember } from "../test/factories";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../test/smtp-server";

let smtp: TestSmtpServer;
let app: TestApp;

const publicUrl = "http://enote.test";
const newPassword = "retort2025Flask";

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({
    ENOTE_SMTP_URL: smtp.url,
    ENOTE_MAIL_FROM: "E-Note <enote@lab.test>",
    ENOTE_PUBLIC_URL: publicUrl,
  });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function requestReset(target: TestApp, body: unknown, locale = "en-US") {
  return target.call<Result<{ accepted: true }>>("POST", recoveryPaths.request, {
    body,
    headers: { "accept-language": locale },
  });
}

function confirmReset(token: string, password = newPassword, confirm = password) {
  return app.call<Result<PasswordResetConfirmResult>>("POST", recoveryPaths.confirm, {
    body: { token, newPassword: password, newPasswordConfirm: confirm },
  });
}

function signIn(memberId: string, password: string) {
  return app.call<Result<TokenPair>>("POST", "/api/oauth/authorize.do", { body: { memberId, password } });
}

/** The mails that reach `to` while `during` runs and the outbox drains. */
async function mailsTo(to: string, during: () => Promise<unknown>, target = app): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await during();
  await target.server.ctx.outbox.drain();
  return smtp.received.slice(before).filter((mail) => mail.recipients.includes(to));
}

/** The token of the one reset link mailed to `m` while `during` runs. */
async function mailedToken(m: TestMember, during: () => Promise<unknown>): Promise<string> {
  const [mail, ...more] = await mailsTo(m.input.email, during);
  expect(more).toHaveLength(0);
  const link = /(http:\/\/enote\.test\/auth\/resetPassword\?token=([A-Za-z0-9_-]+))/.exec(mail?.parsed.text ?? "");
  expect(link, mail?.parsed.text).not.toBeNull();
  expect(mail?.parsed.html).toContain(`<a href="${link?.[1]}">`);
  return link?.[2] ?? "";
}

describe("asking for a reset link", () => {
  it("answers unknown accounts, members who left or were deactivated and directory accounts as a real one, mailing only the real one", async () => {
    const real = await signUpTestMember(app);
    const left = await signUpTestMember(app);
    ok(await app.call("DELETE", "/api/oauth/leave/member.do", { token: left.token, body: { password: testPassword } }));
    const inactive = await signUpTestMember(app);
    await app.database.db.update(members).set({ status: "INACTIVE" }).where(eq(members.memberIdx, inactive.memberIdx));
    // A member the LDAP directory made: the directory owns the password.
    const directory = await signUpTestMember(app);
    await app.database.db.update(members).set({ passwordHash: null }).where(eq(members.memberIdx, directory.memberIdx));
    await app.database.db
      .insert(socialIdentities)
      .values({ provider: "ldap", subject: `uid=${directory.input.memberId}`, memberIdx: directory.memberIdx });

    const bodies = [
      { memberId: real.input.memberId },
      { email: real.input.email },
      { memberId: "nobodyAtAll7" },
      { email: "nobody@nowhere.example" },
      { memberId: left.input.memberId },
      { email: left.input.email },
      { memberId: inactive.input.memberId },
      { email: directory.input.email },
      { memberId: directory.input.memberId },
    ];
    const everyone = [real, left, inactive, directory].map((m) => m.input.email);
    const answers: unknown[] = [];
    const before = smtp.received.length;
    for (const body of bodies) {
      const answer = await requestReset(app, body);
      answers.push({ status: answer.status, body: answer.body });
      // Drained after each, so a waiting job cannot swallow the next request's.
      await app.server.ctx.outbox.drain();
    }
    expect(answers[0]).toEqual({ status: 200, body: { data: { accepted: true } } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const mailed = smtp.received.slice(before).flatMap((mail) => mail.recipients);
    expect(mailed.filter((to) => everyone.includes(to))).toEqual([real.input.email, real.input.email]);
  });

  it("writes the link's mail in the member's mail language and never stores the token", async () => {
    const m = await signUpTestMember(app);
    const settings = ok(
      await app.call<Result<NotificationSettings>>("GET", "/api/notification/settings.do", { token: m.token }),
    );
    ok(
      await app.call("PUT", "/api/notification/settings.do", {
        token: m.token,
        body: { locale: "ko-KR", kinds: settings.kinds },
      }),
    );
    const [mail] = await mailsTo(m.input.email, () => requestReset(app, { memberId: m.input.memberId.toUpperCase() }));
    expect(mail?.parsed.subject).toBe("E-Note 새 비밀번호 설정");
    expect(mail?.parsed.text).toContain(`E-Note 계정(${m.input.memberId})`);
    expect(mail?.parsed.text).toContain("30분");
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await app.database.db.select().from(passwordResets).where(eq(passwordResets.memberIdx, m.memberIdx));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an id and an e-mail together, or neither, with a clear message", async () => {
    for (const body of [{}, { memberId: "someone1", email: "someone@lab.example" }]) {
      const answer = await requestReset(app, body);
      expect(answer.status).toBe(400);
      expect(answer.body.issues?.[0]?.message).toBe("Enter your ID or e-mail address");
    }
  });
});

describe("setting a new password with the link", () => {
  it("works once: sets the password, ends every sign-in, clears a forced change and mails the member", async () => {
    const m = await signUpTestMember(app);
    const second = ok(await signIn(m.input.memberId, testPassword));
    await app.database.db.update(members).set({ mustChangePassword: true }).where(eq(members.memberIdx, m.memberIdx));
    const token = await mailedToken(m, () => requestReset(app, { email: m.input.email }));

    const mismatch = await confirmReset(token, newPassword, "somethingElse1");
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues).toEqual([
      { path: ["newPasswordConfirm"], message: "Password and Confirm Password are different" },
    ]);
    const weak = await confirmReset(token, "short");
    expect(weak.status).toBe(400);
    expect((await app.call("GET", "/api/oauth/me.do", { token: m.token })).status).toBe(200);

    let confirmed: Awaited<ReturnType<typeof confirmReset>> | undefined;
    const mails = await mailsTo(m.input.email, async () => {
      confirmed = await confirmReset(token);
    });
    expect(confirmed?.status).toBe(200);
    expect(confirmed?.body.data).toEqual({ memberId: m.input.memberId });
    expect(mails.map((mail) => mail.parsed.subject)).toEqual(["Your E-Note password was changed"]);
    expect(mails[0]?.parsed.text).toContain("If you did not do this, tell your lab's administrator at once.");

    // Every sign-in made before ended, the one the member started and the one on another device.
    for (const tokens of [m.tokens, second]) {
      expect((await app.call("GET", "/api/oauth/me.do", { token: tokens.accessToken })).status).toBe(401);
      expect((await app.call("POST", "/api/oauth/refresh.do", { token: tokens.refreshToken })).status).toBe(401);
    }
    expect((await signIn(m.input.memberId, testPassword)).status).toBe(401);
    const fresh = ok(await signIn(m.input.memberId, newPassword));
    const me = ok(await app.call<Result<Member>>("GET", "/api/oauth/me.do", { token: fresh.accessToken }));
    expect(me.mustChangePassword).toBe(false);

    const again = await confirmReset(token, "anotherOne22");
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("PASSWORD_RESET_LINK_INVALID");
    expect((await signIn(m.input.memberId, newPassword)).status).toBe(200);
  });

  it("refuses an expired link, a replaced one and an unknown one alike, changing nothing", async () => {
    const m = await signUpTestMember(app);
    const expired = await mailedToken(m, () => requestReset(app, { memberId: m.input.memberId }));
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.memberIdx, m.memberIdx));
    const replaced = await mailedToken(m, () => requestReset(app, { memberId: m.input.memberId }));
    const newest = await mailedToken(m, () => requestReset(app, { memberId: m.input.memberId }));

    const refusals = [];
    for (const token of [expired, replaced, "x".repeat(43), ""]) {
      const answer = await app.call<ErrorBody>("POST", recoveryPaths.confirm, {
        body: { token, newPassword, newPasswordConfirm: newPassword },
        headers: { "accept-language": "ko-KR" },
      });
      refusals.push({ status: answer.status, body: answer.body });
    }
    expect(refusals[0]?.status).toBe(400);
    expect(refusals[0]?.body.code).toBe("PASSWORD_RESET_LINK_INVALID");
    expect(refusals[0]?.body.message).toContain("새 링크를 요청해 주세요");
    for (const refusal of refusals) expect(refusal).toEqual(refusals[0]);
    expect((await app.call("GET", "/api/oauth/me.do", { token: m.token })).status).toBe(200);
    expect((await signIn(m.input.memberId, testPassword)).status).toBe(200);

    expect((await confirmReset(newest)).status).toBe(200);
  });

  it("voids a link of a member who was deactivated after it was mailed", async () => {
    const m = await signUpTestMember(app);
    const token = await mailedToken(m, () => requestReset(app, { email: m.input.email }));
    await app.database.db.update(members).set({ status: "INACTIVE" }).where(eq(members.memberIdx, m.memberIdx));
    const answer = await confirmReset(token);
    expect(answer.body.code).toBe("PASSWORD_RESET_LINK_INVALID");
    await app.database.db.update(members).set({ status: "ACTIVE" }).where(eq(members.memberIdx, m.memberIdx));
    expect((await signIn(m.input.memberId, testPassword)).status).toBe(200);
  });
});

describe("throttling reset requests", () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await startTestApp({
      ENOTE_SMTP_URL: smtp.url,
      ENOTE_PUBLIC_URL: publicUrl,
      ENOTE_THROTTLE: "passwordResetAccount=2/3600,passwordResetAddress=7/3600",
    });
  });
  afterAll(async () => {
    await tight?.close();
  });

  it("limits requests per account alike for real and unknown ones, mails per member, and per address", async () => {
    const m = await signUpTestMember(tight);
    const realAnswers: number[] = [];
    const unknownAnswers: number[] = [];
    const mails = await mailsTo(
      m.input.email,
      async () => {
        for (let i = 0; i < 3; i++) {
          realAnswers.push((await requestReset(tight, { memberId: m.input.memberId })).status);
          unknownAnswers.push((await requestReset(tight, { memberId: "nobodyAtAll7" })).status);
          await tight.server.ctx.outbox.drain();
        }
        // The same account by its e-mail: answered, but the member had their two mails this hour.
        expect((await requestReset(tight, { email: m.input.email })).status).toBe(200);
      },
      tight,
    );
    expect(realAnswers).toEqual([200, 200, 429]);
    expect(unknownAnswers).toEqual([200, 200, 429]);
    expect(mails).toHaveLength(2);
    // Seven requests from this address so far: the eighth, for anyone, is refused.
    const refused = await requestReset(tight, { memberId: "someoneElse9" });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
  });
});

describe("without SMTP", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("refuses both calls as unavailable and tells the sign-in page that reset by mail is off", async () => {
    const m = await signUpTestMember(bare);
    const request = await requestReset(bare, { memberId: m.input.memberId }, "ko-KR");
    expect(request.status).toBe(403);
    expect(request.body.code).toBe("FUNCTION_UNAVAILABLE");
    expect(request.body.message).toBe("이 기능은 사용할 수 없습니다");
    const confirm = await bare.call<ErrorBody>("POST", recoveryPaths.confirm, {
      body: { token: "x".repeat(43), newPassword, newPasswordConfirm: newPassword },
    });
    expect(confirm.body.code).toBe("FUNCTION_UNAVAILABLE");
    const off = ok(await bare.call<Result<SocialProvidersResult>>("GET", socialPaths.providers));
    expect(off.passwordResetByMail).toBe(false);
    const on = ok(await app.call<Result<SocialProvidersResult>>("GET", socialPaths.providers));
    expect(on.passwordResetByMail).toBe(true);
  });
});
