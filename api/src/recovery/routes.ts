import {
  passwordResetConfirmInput,
  passwordResetConfirmResult,
  passwordResetRequestInput,
  passwordResetRequestResult,
  recoveryPaths,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { confirmPasswordReset, requestPasswordReset } from "./service";
import "./mail";

/** Resetting a forgotten password by e-mail (issue 40): both calls are made before signing in. */
export function recoveryRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: recoveryPaths.request,
      summary:
        "Ask for a single-use link (30 minutes) by mail to the account's address; the same answer whether or not the account exists (ENOTE_SMTP_URL; else FUNCTION_UNAVAILABLE)",
      auth: "public",
      body: passwordResetRequestInput,
      response: passwordResetRequestResult,
      handler: ({ req, body, locale }) => requestPasswordReset(ctx, body, { address: req.ip, locale }),
    }),
    route({
      method: "post",
      path: recoveryPaths.confirm,
      summary:
        "Set a new password with a mailed link: the link is used up, every sign-in of the member ends, and a mail tells them",
      auth: "public",
      body: passwordResetConfirmInput,
      response: passwordResetConfirmResult,
      handler: ({ body, locale }) => confirmPasswordReset(ctx, body, locale),
    }),
  ];
}
