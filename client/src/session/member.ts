import { apiPaths, type Member, type TokenPair } from "@enote/shared";
import { api } from "../lib/api";
import { startInactivityTracking } from "./inactivity";
import { useSession } from "./store";

let loading: Promise<Member> | null = null;

/** GET me.do and keep the member in the session; concurrent callers share one request. */
export function loadMember(): Promise<Member> {
  if (!loading) {
    loading = api
      .get<Member>(apiPaths.oauth.me)
      .then((member) => {
        useSession.getState().setMember(member);
        startInactivityTracking();
        return member;
      })
      .finally(() => {
        loading = null;
      });
  }
  return loading;
}

/** Spec §4: after sign-in or sign-up, save both tokens, then fetch and save the member. */
export function completeSignIn(pair: TokenPair): Promise<Member> {
  useSession.getState().setTokens(pair);
  return loadMember();
}

/** The remembered return address, once; the dashboard when there is none. */
export function takeReturnUrl(): string {
  const session = useSession.getState();
  const url = session.returnUrl;
  session.setReturnUrl(null);
  return url && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}
