import { useMutation } from "@tanstack/react-query";
import {
  apiPaths,
  tokenPair,
  type authorizeInput,
  type initPasswordInput,
  type signUpInput,
  type TokenPair,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { completeSignIn, loadMember } from "../../session/member";
import { useSession } from "../../session/store";

export function useSignIn() {
  return useMutation({
    mutationKey: queryKeys.account.signIn(),
    mutationFn: async (input: z.output<typeof authorizeInput>) =>
      completeSignIn(await api.post<TokenPair>(apiPaths.oauth.authorize, input, { auth: false })),
  });
}

export function useSignUp() {
  return useMutation({
    mutationKey: queryKeys.account.signUp(),
    mutationFn: async (input: z.output<typeof signUpInput>) =>
      completeSignIn(await api.post<TokenPair>(apiPaths.oauth.signUp, input, { auth: false })),
  });
}

/** If a password call answers with a fresh token pair (other sign-ins revoked), keep it. */
export function keepTokensIfAny(data: unknown): void {
  const pair = tokenPair.safeParse(data);
  if (pair.success) useSession.getState().setTokens(pair.data);
}

/** After an administrator reset: set the new password, then reload the member (flag cleared). */
export function useInitPassword() {
  return useMutation({
    mutationKey: queryKeys.account.initPassword(),
    mutationFn: async (input: z.output<typeof initPasswordInput>) => {
      keepTokensIfAny(await api.put<unknown>(apiPaths.oauth.initPassword, input));
      return loadMember();
    },
  });
}
