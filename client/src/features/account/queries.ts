import { useMutation } from "@tanstack/react-query";
import {
  apiPaths,
  type changePasswordInput,
  type leaveInput,
  type Member,
  type memberUpdateInput,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { useSession } from "../../session/store";
import { keepTokensIfAny } from "../auth/queries";

/** PUT member.do answers the updated member, which replaces the session's copy. */
export function useUpdateProfile() {
  return useMutation({
    mutationKey: queryKeys.account.updateProfile(),
    mutationFn: (input: z.output<typeof memberUpdateInput>) => api.put<Member>(apiPaths.oauth.member, input),
    onSuccess: (member) => useSession.getState().setMember(member),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: queryKeys.account.changePassword(),
    mutationFn: (input: z.output<typeof changePasswordInput>) => api.put<unknown>(apiPaths.oauth.changePassword, input),
    onSuccess: keepTokensIfAny,
  });
}

/** DELETE leave/member.do with the password as JSON body. */
export function useLeave() {
  return useMutation({
    mutationKey: queryKeys.account.leave(),
    mutationFn: (input: z.output<typeof leaveInput>) => api.delete<unknown>(apiPaths.oauth.leave, input),
  });
}
