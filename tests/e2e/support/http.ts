import type { BrowserContext } from "playwright-core";
import { newMember, type NewMember } from "./pages";

/**
 * Set-up over HTTP, as any client of the api would do it: faster than clicking through screens
 * that other tests cover. Only public api calls; nothing of the packages' internals.
 */
export interface ApiMember extends NewMember {
  accessToken: string;
  refreshToken: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as { data?: T }) : {};
  if (!response.ok) throw new HttpError(response.status, json, `${method} ${path}`);
  return json.data as T;
}

/** Signs a fresh member up (the first on a fresh server is the administrator). */
export async function signUpOverHttp(baseUrl: string, member: NewMember = newMember()): Promise<ApiMember> {
  const tokens = await call<{ accessToken: string; refreshToken: string }>(baseUrl, "POST", "/api/oauth/signUp.do", {
    body: {
      memberId: member.memberId,
      password: member.password,
      passwordConfirm: member.password,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      initial: member.initial,
      phone: member.phone,
      agreeTerms: true,
      agreePrivacy: true,
    },
  });
  return { ...member, ...tokens };
}

/** A group created by `owner` (an administrator) that `others` join with its sign-up code. */
export async function groupWith(baseUrl: string, owner: ApiMember, others: ApiMember[], groupName: string) {
  const group = await call<{ groupIdx: number }>(baseUrl, "POST", "/api/group/create.do", {
    token: owner.accessToken,
    body: { groupName },
  });
  const detail = await call<{ signUpCode: string }>(baseUrl, "GET", `/api/group/${group.groupIdx}.do`, {
    token: owner.accessToken,
  });
  for (const member of others) {
    await call(baseUrl, "POST", "/api/group/join.do", {
      token: member.accessToken,
      body: { signUpCode: detail.signUpCode },
    });
  }
  return { groupIdx: group.groupIdx, signUpCode: detail.signUpCode };
}

/** A fresh sign-in: a token family of its own, so two browser contexts never share a refresh token. */
export async function signInOverHttp(baseUrl: string, member: NewMember): Promise<ApiMember> {
  const tokens = await call<{ accessToken: string; refreshToken: string }>(baseUrl, "POST", "/api/oauth/authorize.do", {
    body: { memberId: member.memberId, password: member.password },
  });
  return { ...member, ...tokens };
}

/**
 * Signs the member in for this browser context alone (a sign-in of its own, as a browser makes)
 * and puts its tokens where the app keeps them, so pages open signed in. Signing out in the
 * browser then ends that sign-in only, not the one the test calls the api with.
 */
export async function signInContext(context: BrowserContext, baseUrl: string, member: NewMember): Promise<void> {
  const signedIn = await signInOverHttp(baseUrl, member);
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem("accessToken")) {
        localStorage.setItem("accessToken", access);
        localStorage.setItem("refreshToken", refresh);
      }
    },
    [signedIn.accessToken, signedIn.refreshToken] as const,
  );
}
