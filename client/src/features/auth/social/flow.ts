import { socialProvider, type SocialProvider } from "@enote/shared";
import { z } from "zod";
import type { ProviderReturn } from "./queries";

/*
 * A redirect sign-in in progress: start.do gives the provider's address and a state; the provider
 * sends the browser back to /auth/signIn with `?code&state` (Kakao, Naver) or `#id_token&state`
 * (Google). The flow is remembered in sessionStorage (this tab only) to know, on return, which
 * provider it was, whether the member was signing in or linking, and that the state is ours.
 */

/** "reauth": a signed-in member confirms themself again to sign (features/signing/reauth.ts). */
export type SocialMode = "signIn" | "link" | "reauth";

const storageKey = "enote.socialFlow";
const flowSchema = z.object({
  provider: socialProvider,
  state: z.string().min(1),
  mode: z.enum(["signIn", "link", "reauth"]),
});
export type SocialFlow = z.infer<typeof flowSchema>;

export function rememberFlow(flow: SocialFlow): void {
  sessionStorage.setItem(storageKey, JSON.stringify(flow));
}

/** The flow this tab started, taken once (a second look finds nothing). */
function takeFlow(): SocialFlow | null {
  const raw = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a provider's redirect back to the sign-in page can bring. */
export type ReturnedFlow =
  | { kind: "none" }
  | { kind: "failed"; provider: SocialProvider | null; cancelled: boolean }
  | { kind: "answer"; mode: SocialMode; answer: ProviderReturn };

/** Reads the provider's answer from the address, checked against the flow this tab started. */
export function readReturn(location: { search: string; hash: string }): ReturnedFlow {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const params = fragment.has("state") ? fragment : query;
  const state = params.get("state");
  if (!state && !params.has("error")) return { kind: "none" };
  const flow = takeFlow();
  if (!flow || flow.state !== state) return { kind: "failed", provider: flow?.provider ?? null, cancelled: false };
  if (params.has("error")) return { kind: "failed", provider: flow.provider, cancelled: true };
  const code = params.get("code");
  const idToken = params.get("id_token");
  if (flow.provider === "google" && idToken) {
    return { kind: "answer", mode: flow.mode, answer: { provider: "google", userDetails: { credential: idToken } } };
  }
  if (flow.provider === "kakao" && code) {
    return { kind: "answer", mode: flow.mode, answer: { provider: "kakao", res: { code, state } } };
  }
  if (flow.provider === "oidc" && code) {
    return { kind: "answer", mode: flow.mode, answer: { provider: "oidc", code, state } };
  }
  if (flow.provider === "naver" && code) {
    return { kind: "answer", mode: flow.mode, answer: { provider: "naver", code, state } };
  }
  return { kind: "failed", provider: flow.provider, cancelled: false };
}

/** Whether the address carries a provider's answer (the page then shows progress, not the form). */
export function hasReturn(location: { search: string; hash: string }): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  return fragment.has("state") || query.has("state") || query.has("error");
}
