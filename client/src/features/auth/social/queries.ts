import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  socialPaths,
  type SocialLinkInput,
  type SocialLinks,
  type SocialProvider,
  type SocialProvidersResult,
  type SocialSignInResult,
  type SocialStartResult,
  type socialSignUpInput,
  type TokenPair,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { completeSignIn } from "../../../session/member";
import { rememberFlow, type SocialMode } from "./flow";

/** Query keys of social sign-in (issue 26). */
export const socialKeys = {
  all: ["social"] as const,
  providers: () => [...socialKeys.all, "providers"] as const,
  links: () => [...socialKeys.all, "links"] as const,
};

/** The providers this installation has configured: the sign-in page shows only their buttons. */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialKeys.providers(),
    queryFn: ({ signal }) => api.get<SocialProvidersResult>(socialPaths.providers, { signal, auth: false }),
    staleTime: Infinity,
  });
}

/** Asks the api where to sign in (it binds the flow's state to this browser), then goes there. */
export async function startSocialFlow(provider: SocialProvider, mode: SocialMode): Promise<void> {
  const { authorizeUrl, state } = await api.post<SocialStartResult>(socialPaths.start, { provider }, { auth: false });
  rememberFlow({ provider, state, mode });
  window.location.assign(authorizeUrl);
}

/** What the provider's redirect brought back, as the api's call for that provider takes it. */
export type ProviderReturn = SocialLinkInput;

function signInBody(answer: ProviderReturn): { path: string; body: unknown } {
  switch (answer.provider) {
    case "kakao":
      return { path: socialPaths.kakao, body: { res: answer.res } };
    case "google":
      return { path: socialPaths.google, body: { userDetails: answer.userDetails } };
    case "naver":
      return { path: socialPaths.naver, body: { code: answer.code, state: answer.state } };
    case "oidc":
      return { path: socialPaths.oidc, body: { code: answer.code, state: answer.state } };
  }
}

/** Signs in with what the provider returned: tokens (then the member is loaded) or a sign-up to complete. */
export async function signInWithProvider(answer: ProviderReturn): Promise<SocialSignInResult> {
  const { path, body } = signInBody(answer);
  const result = await api.post<SocialSignInResult>(path, body, { auth: false });
  if ("accessToken" in result) await completeSignIn(result);
  return result;
}

export function useSocialSignUp() {
  return useMutation({
    mutationFn: async (input: z.output<typeof socialSignUpInput>) =>
      completeSignIn(await api.post<TokenPair>("/api/oauth/signUp.do", input, { auth: false })),
  });
}

export function useSocialLinks() {
  return useQuery({
    queryKey: socialKeys.links(),
    queryFn: ({ signal }) => api.get<SocialLinks>(socialPaths.links, { signal }),
  });
}

export function linkProvider(answer: ProviderReturn): Promise<SocialLinks> {
  return api.post<SocialLinks>(socialPaths.links, answer);
}

export function useUnlinkProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => api.delete<SocialLinks>(socialPaths.links, { provider }),
    onSuccess: (links) => client.setQueryData(socialKeys.links(), links),
  });
}
