import type { Member, SocialProvider, SocialSignInResult, TokenPair } from "@enote/shared";
import type { TestApp } from "../test/harness";

/** Sign-in limits lifted, so a file's many deliberate failures from 127.0.0.1 are not throttled. */
export const liftedSignInLimits = {
  ENOTE_LOGIN_FREE_FAILURES: "1000",
  ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: "1000",
  ENOTE_LOGIN_MAX_FAILURES_PER_IP: "1000",
};

export type Answer = { data: SocialSignInResult; code?: string; message?: string };

/** The tokens of an answer that signed someone in (throws on anything else). */
export function signedIn(body: Answer): TokenPair {
  if (!("accessToken" in body.data)) throw new Error(`expected tokens, got ${JSON.stringify(body)}`);
  return body.data;
}

/** The sign-up token of an answer that asks for a sign-up (throws on anything else). */
export function signUpTokenOf(body: Answer): string {
  if (!body.data || !("needsSignUp" in body.data)) throw new Error(`expected needsSignUp, got ${JSON.stringify(body)}`);
  return body.data.signUpToken;
}

export async function me(app: TestApp, token: string): Promise<Member> {
  const result = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token });
  if (result.status !== 200) throw new Error(`me.do answered ${result.status}`);
  return result.body.data;
}

/**
 * start.do as a browser calls it: the authorize address, the state, and the cookie the answer
 * set (which a browser would send back with the sign-in call).
 */
export async function startFlow(
  app: TestApp,
  provider: SocialProvider,
): Promise<{ authorizeUrl: string; state: string; cookie: string }> {
  const response = await fetch(`${app.url}/api/oauth/social/start.do`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ provider }),
  });
  if (response.status !== 200) throw new Error(`start.do answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { authorizeUrl: string; state: string } };
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { ...body.data, cookie };
}

/** A provider's authorize endpoint followed as a browser would: its redirect's code and state, and the nonce asked for. */
export async function redirectBack(authorizeUrl: string): Promise<{ code: string; state: string; nonce: string }> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(response.headers.get("location") ?? "");
  return {
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
    nonce: new URL(authorizeUrl).searchParams.get("nonce") ?? "",
  };
}
