import type { AppContext } from "../context";
import { endSession, endSessionOf } from "../auth/sessions";
import { verifyAccessToken } from "../auth/tokens";
import { AppError } from "../lib/errors";
import { refreshMemberAccess } from "../labbook/refresh";

/**
 * Ends the sign-in a token belongs to, so a copy of any of its tokens is worth nothing
 * afterwards, and closes the documents it has open (on every collab process). The token is a
 * refresh token of the sign-in (any of its family) or an access token, which names its sign-in.
 * Signing out twice with a refresh token, or with none at all, is not an error; a token that is
 * neither ours as a refresh token nor a valid access token is refused (401).
 */
export async function signOut(ctx: AppContext, token: string | null): Promise<{ signedOut: true }> {
  if (!token) return { signedOut: true };
  let memberIdx = await endSession(ctx.db, token);
  if (memberIdx === null) {
    const claims = verifyAccessToken(ctx.secrets.jwtSecret, token);
    if (!claims) throw new AppError("SESSION_EXPIRED");
    memberIdx = await endSessionOf(ctx.db, claims);
  }
  if (memberIdx !== null) await refreshMemberAccess(ctx, memberIdx);
  return { signedOut: true };
}
