import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import { OAuth2Server } from "oauth2-mock-server";
import { buildSignUp, startTestApp, testPassword, type TestApp } from "../test/harness";
import { signUpTestMember } from "../test/factories";
import { liftedSignInLimits, me, redirectBack, signedIn, signUpTokenOf, startFlow, type Answer } from "./test-support";

/*
 * Issue 38: the institution's OpenID Connect provider, a real one started here (oauth2-mock-server:
 * discovery, JWKS, authorize and token endpoints over HTTP, RS256-signed ID tokens, PKCE checked).
 * Each sign-in goes as a browser's would: start.do, the provider's authorize redirect, then the
 * code and state posted back with the state's cookie.
 */

const clientId = "enote-lab";
const clientSecret = "enote-lab-secret";
let provider: OAuth2Server;
let issuer: string;
let app: TestApp;
let people = 0;

interface Claims {
  sub: string;
  [claim: string]: unknown;
}

/** Changes the next ID token (ours: issued to our client id) before it is signed. */
function nextIdToken(change: (payload: Record<string, unknown>) => void): void {
  const listener = (token: { payload: Record<string, unknown> }) => {
    if (token.payload["aud"] !== clientId) return;
    provider.service.off("beforeTokenSigning", listener);
    change(token.payload);
  };
  provider.service.on("beforeTokenSigning", listener);
}

function person(extra: Record<string, unknown> = {}): Claims {
  people += 1;
  return {
    sub: `kaist-${people}`,
    email: `researcher${people}@kaist.example`,
    name: "Hana Kim",
    preferred_username: `hkim${people}`,
    org: "KAIST Chemistry",
    ...extra,
  };
}

/** start.do, then the provider's authorize redirect: the code and state a browser comes back with. */
async function authorize(
  on: TestApp = app,
): Promise<{ code: string; state: string; cookie: string; nonce: string; authorizeUrl: string }> {
  const flow = await startFlow(on, "oidc");
  return { ...(await redirectBack(flow.authorizeUrl)), cookie: flow.cookie, authorizeUrl: flow.authorizeUrl };
}

const oidcSignIn = (code: string, state: string, cookie: string, on: TestApp = app) =>
  on.call<Answer>("POST", "/api/oauth/authorizebyoidc.do", { body: { code, state }, headers: { cookie } });

/** A whole sign-in as `claims`' person. */
async function signInAs(claims: Claims, on: TestApp = app) {
  nextIdToken((payload) => Object.assign(payload, claims));
  const { code, state, cookie } = await authorize(on);
  return oidcSignIn(code, state, cookie, on);
}

async function completeSignUp(answer: Answer, overrides = {}, on: TestApp = app, password = "") {
  const result = await on.call<Answer>("POST", "/api/oauth/signUp.do", {
    body: { ...buildSignUp(overrides), password, passwordConfirm: password, signUpToken: signUpTokenOf(answer) },
  });
  if (result.status !== 200) throw new Error(`completion answered ${result.status} ${JSON.stringify(result.body)}`);
  return signedIn(result.body);
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  issuer = provider.issuer.url ?? "";
  app = await startTestApp({
    ENOTE_OIDC_ISSUER: issuer,
    ENOTE_OIDC_CLIENT_ID: clientId,
    ENOTE_OIDC_CLIENT_SECRET: clientSecret,
    ENOTE_OIDC_NAME: "KAIST SSO",
    ENOTE_OIDC_ORG_CLAIM: "org",
    ...liftedSignInLimits,
  });
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

describe("sign-in with an OpenID Connect provider", () => {
  it("lists the provider with its label, and sends the browser to its authorize endpoint with PKCE and a nonce", async () => {
    const providers = await app.call<{ data: { providers: Array<{ provider: string; label?: string }> } }>(
      "GET",
      "/api/oauth/social/providers.do",
    );
    expect(providers.body.data.providers).toContainEqual({ provider: "oidc", label: "KAIST SSO" });
    const flow = await startFlow(app, "oidc");
    const url = new URL(flow.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: clientId,
      redirect_uri: `${app.url}/auth/signIn`,
      scope: "openid profile email",
      state: flow.state,
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  });

  it("asks a new identity to complete its sign-up with the claims, then signs the same identity in", async () => {
    const someone = person();
    const first = await signInAs(someone);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      needsSignUp: true,
      profile: {
        provider: "oidc",
        email: someone.email,
        name: "Hana Kim",
        nickName: someone.preferred_username,
        organization: "KAIST Chemistry",
      },
    });
    const member = await me(app, (await completeSignUp(first.body)).accessToken);
    const again = await signInAs(someone);
    expect(again.status).toBe(200);
    expect((await me(app, signedIn(again.body).accessToken)).memberIdx).toBe(member.memberIdx);
  });

  it("never links an identity to a member by e-mail", async () => {
    const existing = await signUpTestMember(app);
    const answer = await signInAs(person({ email: existing.input.email }));
    expect(answer.body.data).toMatchObject({ needsSignUp: true });
  });

  it.each([
    ["a nonce of another sign-in", (p: Record<string, unknown>) => void (p["nonce"] = "another-sign-ins-nonce")],
    ["another issuer", (p: Record<string, unknown>) => void (p["iss"] = "http://127.0.0.1:1/evil")],
    ["another client as audience", (p: Record<string, unknown>) => void (p["aud"] = "someone-elses-client")],
    [
      "an expired token",
      (p: Record<string, unknown>) => {
        const now = Math.floor(Date.now() / 1000);
        Object.assign(p, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
      },
    ],
  ])("refuses an ID token with %s: 401, nobody signed in", async (_what, spoil) => {
    const someone = person();
    nextIdToken((payload) => {
      Object.assign(payload, someone);
      spoil(payload);
    });
    const { code, state, cookie } = await authorize();
    const answer = await oidcSignIn(code, state, cookie);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("refuses an ID token signed by a key the issuer does not publish", async () => {
    const { code, state, cookie, nonce } = await authorize();
    const foreign = await generateKeyPair("RS256");
    const kid = provider.issuer.keys.get()?.kid ?? "";
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...person(), nonce })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(foreign.privateKey);
    provider.service.once("beforeResponse", (response: { body: Record<string, unknown> }) => {
      response.body["id_token"] = forged;
    });
    const answer = await oidcSignIn(code, state, cookie);
    expect(answer.status).toBe(401);
  });

  it("refuses a code posted again, an ID token used twice, and a state this browser was not given", async () => {
    const someone = person();
    nextIdToken((payload) => Object.assign(payload, someone));
    const first = await authorize();
    let used = "";
    provider.service.once("beforeResponse", (response: { body: Record<string, unknown> }) => {
      used = String(response.body["id_token"]);
    });
    expect((await oidcSignIn(first.code, first.state, first.cookie)).status).toBe(200);
    expect(decodeJwt(used).nonce).toBe(first.nonce);
    // The same code again (its state's cookie kept): the provider redeems a code once.
    expect((await oidcSignIn(first.code, first.state, first.cookie)).status).toBe(401);

    // The same ID token again, in a sign-in of the same state (so its nonce and PKCE fit): used once.
    const { code } = await redirectBack(first.authorizeUrl);
    provider.service.once("beforeResponse", (response: { body: Record<string, unknown> }) => {
      response.body["id_token"] = used;
    });
    expect((await oidcSignIn(code, first.state, first.cookie)).status).toBe(401);

    // A state another browser was given: refused before the provider is asked.
    const mine = await authorize();
    const theirs = await authorize();
    expect((await oidcSignIn(mine.code, mine.state, theirs.cookie)).status).toBe(401);
  });
});

describe("linking the OpenID Connect provider from the account page (links.do)", () => {
  it("links the institution's identity to a password member, who then signs in with it; unlinked, it asks for a sign-up again", async () => {
    const member = await signUpTestMember(app);
    const someone = person();
    nextIdToken((payload) => Object.assign(payload, someone));
    const flow = await authorize();
    const linked = await app.call<Answer>("POST", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "oidc", code: flow.code, state: flow.state },
      headers: { cookie: flow.cookie },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({ hasPassword: true, links: [{ provider: "oidc", email: someone.email }] });

    const again = await signInAs(someone);
    expect((await me(app, signedIn(again.body).accessToken)).memberIdx).toBe((await me(app, member.token)).memberIdx);

    const unlinked = await app.call<Answer>("DELETE", "/api/oauth/social/links.do", {
      token: member.token,
      body: { provider: "oidc" },
    });
    expect(unlinked.status).toBe(200);
    expect((await signInAs(someone)).body.data).toMatchObject({ needsSignUp: true });
  });
});

describe("re-authentication through the OpenID Connect provider", () => {
  const reauth = (token: string, code: string, state: string, cookie: string) =>
    app.call<Answer>("POST", "/api/oauth/reauth.do", {
      token,
      body: { provider: "oidc", code, state },
      headers: { cookie },
    });

  it("gives an OIDC-only member a reauth token for its own identity, and refuses another member's identity with 401", async () => {
    const someone = person();
    const member = await completeSignUp((await signInAs(someone)).body);

    nextIdToken((payload) => Object.assign(payload, someone));
    const mine = await authorize();
    const answer = await reauth(member.accessToken, mine.code, mine.state, mine.cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ reauthToken: expect.any(String) });

    const other = await completeSignUp((await signInAs(person())).body);
    nextIdToken((payload) => Object.assign(payload, someone));
    const theirs = await authorize();
    const refused = await reauth(other.accessToken, theirs.code, theirs.state, theirs.cookie);
    expect(refused.status).toBe(401);
  });
});

describe("ENOTE_OIDC_ONLY", () => {
  let only: TestApp;

  beforeAll(async () => {
    only = await startTestApp({
      ENOTE_OIDC_ISSUER: issuer,
      ENOTE_OIDC_CLIENT_ID: clientId,
      ENOTE_OIDC_ONLY: "1",
      ...liftedSignInLimits,
    });
  });
  afterAll(async () => {
    await only?.close();
  });

  it("turns password sign-up and sign-in off for everyone but the administrator", async () => {
    // The installation's first member is its administrator, and signs up with a password.
    const administrator = await signUpTestMember(only);
    const refused = await only.call<Answer>("POST", "/api/oauth/signUp.do", { body: buildSignUp() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("PASSWORD_SIGN_IN_OFF");

    const adminSignIn = await only.call<Answer>("POST", "/api/oauth/authorize.do", {
      body: { memberId: administrator.input.memberId, password: testPassword },
    });
    expect(adminSignIn.status).toBe(200);

    // A member who came through the provider and set a password on the way: the provider only.
    const member = buildSignUp();
    await completeSignUp((await signInAs(person(), only)).body, member, only, testPassword);
    const memberSignIn = await only.call<Answer>("POST", "/api/oauth/authorize.do", {
      body: { memberId: member.memberId, password: testPassword },
    });
    expect(memberSignIn.status).toBe(403);
    expect(memberSignIn.body.code).toBe("PASSWORD_SIGN_IN_OFF");
  });
});
