import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import { liftedSignInLimits, me, signedIn, signUpTokenOf, startFlow, type Answer } from "./test-support";

/*
 * Google sign-in against a real OpenID Connect provider on a local port (oauth2-mock-server):
 * discovery document, JWKS, RS256-signed ID tokens. The api verifies them with jose.
 */

const clientId = "enote-test.apps.googleusercontent.com";
let provider: OAuth2Server;
let otherProvider: OAuth2Server;
let app: TestApp;
let issuer: string;
let subjects = 0;

beforeAll(async () => {
  provider = new OAuth2Server();
  const key = await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  // Another key pair under the same key id: tokens it signs claim our issuer but are forgeries.
  otherProvider = new OAuth2Server();
  await otherProvider.issuer.keys.generate("RS256", { kid: key.kid });
  await otherProvider.start(0, "127.0.0.1");
  issuer = provider.issuer.url ?? "";
  app = await startTestApp({ ENOTE_GOOGLE_CLIENT_ID: clientId, ENOTE_GOOGLE_ISSUER: issuer, ...liftedSignInLimits });
});
afterAll(async () => {
  await app?.close();
  await provider?.stop();
  await otherProvider?.stop();
});

interface Claims {
  sub?: string;
  aud?: string;
  iss?: string;
  email?: string;
  name?: string;
}

/** An ID token as Google Identity Services hands it to the browser, signed by `by`. */
async function idToken(claims: Claims = {}, options: { expiresIn?: number; by?: OAuth2Server } = {}) {
  subjects += 1;
  return (options.by ?? provider).issuer.buildToken({
    expiresIn: options.expiresIn ?? 3600,
    scopesOrTransform: (_header, payload) => {
      payload["sub"] = claims.sub ?? `10876543210${subjects}`;
      payload["aud"] = claims.aud ?? clientId;
      payload["email"] = claims.email ?? `google${subjects}@lab.example`;
      payload["email_verified"] = true;
      payload["name"] = claims.name ?? "Rosalind Franklin";
      payload["given_name"] = "Rosalind";
      payload["iss"] = claims.iss ?? issuer;
    },
  });
}

function signInWithGoogle(credential: string) {
  return app.call<Answer>("POST", "/api/oauth/authorizebygoogle.do", { body: { userDetails: { credential } } });
}

describe("POST /api/oauth/authorizebygoogle.do", () => {
  it("asks an unknown Google account to complete a sign-up, then signs it straight in next time", async () => {
    const sub = "200000000000000000001";
    const first = await signInWithGoogle(await idToken({ sub, email: "rosalind@lab.example" }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      needsSignUp: true,
      profile: { provider: "google", email: "rosalind@lab.example", name: "Rosalind Franklin", nickName: "Rosalind" },
    });
    const completed = await app.call<Answer>("POST", "/api/oauth/signUp.do", {
      body: { ...buildSignUp({ email: "rosalind@lab.example" }), signUpToken: signUpTokenOf(first.body) },
    });
    expect(completed.status).toBe(200);
    const member = await me(app, signedIn(completed.body).accessToken);
    // The first member of this empty installation, signed up through Google.
    expect(member.role).toBe("ADMIN");

    const again = await signInWithGoogle(await idToken({ sub }));
    expect(again.status).toBe(200);
    expect((await me(app, signedIn(again.body).accessToken)).memberIdx).toBe(member.memberIdx);
  });

  it.each([
    ["another client's audience", () => idToken({ aud: "someone-else.apps.googleusercontent.com" })],
    ["another issuer", () => idToken({ iss: "https://accounts.example.org" })],
    ["an expired token", () => idToken({}, { expiresIn: -120 })],
    ["a token signed with keys the issuer does not publish", () => idToken({}, { by: otherProvider })],
  ])("refuses %s with 401", async (_name, make) => {
    const result = await signInWithGoogle(await make());
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("refuses a token whose claims were changed after signing", async () => {
    const [header, payload, signature] = (await idToken()).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    claims["sub"] = "200000000000000000001"; // the member above
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    const result = await signInWithGoogle(forged);
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("accepts an ID token once: the same token again is refused", async () => {
    const token = await idToken();
    expect((await signInWithGoogle(token)).status).toBe(200);
    const replayed = await signInWithGoogle(token);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("starts a browser sign-in at the issuer's authorization endpoint, asking for an ID token", async () => {
    const { authorizeUrl, state } = await startFlow(app, "google");
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(url.searchParams.get("client_id")).toBe(clientId);
    expect(url.searchParams.get("response_type")).toBe("id_token");
    expect(url.searchParams.get("state")).toBe(state);
    expect(url.searchParams.get("redirect_uri")).toBe(`${app.url}/auth/signIn`);
  });
});

describe("a provider that is not configured", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("lists no provider and answers each provider's calls with 404 and a clear message", async () => {
    const listed = await bare.call<{ data: { providers: unknown[] } }>("GET", "/api/oauth/social/providers.do");
    expect(listed.body.data.providers).toEqual([]);
    const calls: [string, unknown][] = [
      ["/api/oauth/authorizebygoogle.do", { userDetails: { credential: "a.b.c" } }],
      ["/api/oauth/authorizebykakao.do", { res: { access_token: "token" } }],
      ["/api/oauth/authorizebynaver.do", { code: "code", state: "state" }],
      ["/api/oauth/social/start.do", { provider: "naver" }],
    ];
    for (const [path, body] of calls) {
      const result = await bare.call<{ code: string; message: string }>("POST", path, {
        body,
        headers: { "accept-language": "ko-KR" },
      });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe("SOCIAL_NOT_CONFIGURED");
      expect(result.body.message).toContain("로그인 방식이 설정되어 있지 않습니다");
    }
  });

  it("lists exactly the configured providers", async () => {
    const listed = await app.call<{ data: { providers: { provider: string }[] } }>(
      "GET",
      "/api/oauth/social/providers.do",
    );
    expect(listed.body.data.providers).toEqual([{ provider: "google" }]);
  });
});
