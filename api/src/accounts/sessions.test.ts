import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import type { Member, TokenPair } from "@enote/shared";
import { failWrites } from "../test/fail-writes";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    ENOTE_LOGIN_FREE_FAILURES: "5",
    ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: "5",
    ENOTE_LOGIN_MAX_FAILURES_PER_IP: "1000",
  });
});
afterAll(async () => {
  await app?.close();
});

type ErrorBody = { message: string; code: string };

function signIn(memberId: string, password: string) {
  return app.call<{ data: TokenPair } & ErrorBody>("POST", "/api/oauth/authorize.do", { body: { memberId, password } });
}

function refresh(refreshToken: string) {
  return app.call<{ data: TokenPair } & ErrorBody>("POST", "/api/oauth/refresh.do", { token: refreshToken });
}

function me(accessToken: string) {
  return app.call<{ data: Member } & ErrorBody>("GET", "/api/oauth/me.do", { token: accessToken });
}

describe("POST /api/oauth/authorize.do", () => {
  it("signs in with id and password and records the sign-in time", async () => {
    const { input } = await signUpMember(app);
    const result = await signIn(input.memberId, input.password);
    expect(result.status).toBe(200);
    const profile = await me(result.body.data.accessToken);
    expect(profile.body.data.memberId).toBe(input.memberId);
    expect(profile.body.data.lastLoginDateTime).not.toBeNull();
  });

  it("gives the same 401 message for an unknown id and a wrong password", async () => {
    const { input } = await signUpMember(app);
    const wrongPassword = await signIn(input.memberId, "wrongPass99");
    const unknownId = await signIn("nobodyHere1", "wrongPass99");
    expect(wrongPassword.status).toBe(401);
    expect(unknownId.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownId.body);
    expect(wrongPassword.body.code).toBe("SIGN_IN_FAILED");
  });

  it("answers 429 after repeated failures for one id from one address, even with the right password", async () => {
    const { input } = await signUpMember(app);
    for (let i = 0; i < 5; i++) expect((await signIn(input.memberId, "wrongPass99")).status).toBe(401);
    const locked = await signIn(input.memberId, input.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_ATTEMPTS");
    const other = await signUpMember(app);
    expect((await signIn(other.input.memberId, other.input.password)).status).toBe(200);
  });

  it("rejects a body without a password as a validation error", async () => {
    const result = await app.call<ErrorBody>("POST", "/api/oauth/authorize.do", { body: { memberId: "someone1" } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("The password must be entered");
  });
});

describe("POST /api/oauth/refresh.do", () => {
  it("rotates: a new pair with status 200, and the used refresh token stops working", async () => {
    const { tokens } = await signUpMember(app);
    const first = await refresh(tokens.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(tokens.refreshToken);
    expect((await me(first.body.data.accessToken)).status).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
  });

  it("revokes the whole sign-in when an already rotated token is presented again", async () => {
    const { tokens } = await signUpMember(app);
    const rotated = await refresh(tokens.refreshToken);
    expect(rotated.status).toBe(200);
    const reuse = await refresh(tokens.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("SESSION_EXPIRED");
    expect(reuse.body.message).toBe("Your session has expired. Please log in again.");
    // The thief's use killed the legitimate holder's newest tokens too.
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
    expect((await me(rotated.body.data.accessToken)).status).toBe(401);
  });

  it("keeps other sign-ins of the same member alive after a reuse", async () => {
    const { input, tokens } = await signUpMember(app);
    const otherDevice = await signIn(input.memberId, input.password);
    await refresh(tokens.refreshToken);
    await refresh(tokens.refreshToken);
    expect((await me(otherDevice.body.data.accessToken)).status).toBe(200);
  });

  it("leaves the refresh token working when storing its successor fails", async () => {
    const { tokens } = await signUpMember(app);
    const { sid } = jwt.decode(tokens.accessToken) as { sid: string };
    const restore = await failWrites(app, "refresh_tokens", "INSERT", `NEW.session_id = '${sid}'`);
    try {
      expect((await refresh(tokens.refreshToken)).status).toBe(500);
    } finally {
      await restore();
    }
    const retry = await refresh(tokens.refreshToken);
    expect(retry.status).toBe(200);
    expect((await me(retry.body.data.accessToken)).status).toBe(200);
  });

  it("answers 401 without a bearer token or with an unknown one", async () => {
    expect((await app.call("POST", "/api/oauth/refresh.do")).status).toBe(401);
    expect((await refresh("not-a-token")).status).toBe(401);
  });

  it("does not accept an access token as a refresh token", async () => {
    const { tokens } = await signUpMember(app);
    expect((await refresh(tokens.accessToken)).status).toBe(401);
  });
});

describe("GET /api/oauth/me.do", () => {
  it("answers 401 with no token, a forged token or an expired one", async () => {
    const { tokens } = await signUpMember(app);
    expect((await app.call<ErrorBody>("GET", "/api/oauth/me.do")).body.code).toBe("UNAUTHENTICATED");
    const claims = jwt.decode(tokens.accessToken) as { sub: string; sid: string };
    const forged = jwt.sign({ sid: claims.sid }, "another-secret-another-secret-another", {
      subject: claims.sub,
      issuer: "enote",
      audience: "enote",
      expiresIn: 600,
    });
    expect((await me(forged)).status).toBe(401);
    const expired = jwt.sign(
      { sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 },
      "test-secret-test-secret-test-secret-0123",
      { subject: claims.sub, issuer: "enote", audience: "enote" },
    );
    expect((await me(expired)).status).toBe(401);
  });

  it("answers 401, not 500, to a well-signed token whose claims are no session of ours", async () => {
    const { tokens } = await signUpMember(app);
    const claims = jwt.decode(tokens.accessToken) as { sub: string; sid: string };
    const signed = (sid: unknown, sub: string) =>
      jwt.sign({ sid }, "test-secret-test-secret-test-secret-0123", {
        subject: sub,
        issuer: "enote",
        audience: "enote",
        expiresIn: 600,
      });
    for (const [sid, sub] of [
      ["not-a-uuid", claims.sub],
      [`${claims.sid}\u0000`, claims.sub],
      [42, claims.sub],
      [claims.sid, "2147483648"],
      [claims.sid, "-1"],
    ] as const) {
      const answer = await me(signed(sid, sub));
      expect(answer.status, `${String(sid)} / ${sub}`).toBe(401);
    }
  });

  it("issues access tokens that expire in about 15 minutes", async () => {
    const { tokens } = await signUpMember(app);
    const claims = jwt.decode(tokens.accessToken) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });
});
