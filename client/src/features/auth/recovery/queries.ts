import { useMutation } from "@tanstack/react-query";
import {
  passwordResetRequestBody,
  recoveryPaths,
  type PasswordResetConfirmResult,
  type PasswordResetRequestResult,
  type passwordResetConfirmInput,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/queryClient";
import { useSession } from "../../../session/store";

/** Asks for a reset link for what the form's one field holds (an id, or an e-mail address). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (account: string) =>
      api.post<PasswordResetRequestResult>(recoveryPaths.request, passwordResetRequestBody(account), { auth: false }),
  });
}

/**
 * Sets the new password with the link's token. The api ends every sign-in of the member, so a
 * sign-in this browser still holds is dropped here too (whoever opened the link signs in afresh).
 */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: z.output<typeof passwordResetConfirmInput>) =>
      api.post<PasswordResetConfirmResult>(recoveryPaths.confirm, input, { auth: false }),
    onSuccess: () => {
      const session = useSession.getState();
      if (session.accessToken) {
        session.clear();
        queryClient.clear();
      }
    },
  });
}
