import type { AppContext } from "../context";
import { endSession } from "../auth/sessions";
import { refreshMemberAccess } from "../labbook/refresh";

/**
 * Ends the sign-in a refresh token belongs to, so a copy of any of its tokens is worth nothing
 * afterwards, and closes the documents it has open (on every collab process). Answers the same
 * for a token of no sign-in: signing out twice, or with a token already ended, is not an error.
 */
export async function signOut(ctx: AppContext, refreshToken: string | null): Promise<{ signedOut: true }> {
  const memberIdx = refreshToken ? await endSession(ctx.db, refreshToken) : null;
  if (memberIdx !== null) await refreshMemberAccess(ctx, memberIdx);
  return { signedOut: true };
}
