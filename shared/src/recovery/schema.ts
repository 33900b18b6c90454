import { z } from "zod";
import { confirmCheck } from "../accounts/schema";
import { emailRule, limits, passwordRule } from "../validation/rules";

/**
 * Account recovery by e-mail (issue 40): with SMTP configured, a member asks for a single-use link
 * and sets a new password with it. Both calls are public; without SMTP they answer
 * FUNCTION_UNAVAILABLE and passwords stay the administrator's to reset (PUT reset/pw.do).
 */
export const recoveryPaths = {
  /** `{ memberId }` or `{ email }`: the same answer whether or not such an account exists. */
  request: "/api/oauth/reset/request.do",
  /** `{ token, newPassword, newPasswordConfirm }`: the mailed link's token sets a new password. */
  confirm: "/api/oauth/reset/confirm.do",
} as const;

/** The page a mailed link opens (client route /auth/resetPassword, public), with the link's token. */
export const resetLinkTokenParam = "token";
export function resetLinkPath(token: string): string {
  return `/auth/resetPassword?${resetLinkTokenParam}=${encodeURIComponent(token)}`;
}

export const recoveryLimits = {
  /** How long a mailed link works. */
  linkMinutes: 30,
  /** A link's token is 43 characters (32 random bytes, base64url); anything far longer is no token. */
  tokenMax: 200,
} as const;

/** An id as the sign-in form takes it: only "present" is checked, so a wrong id reads like any other. */
const signInId = z
  .string({ error: "validation.idRequired" })
  .trim()
  .min(1, "validation.idRequired")
  .max(limits.signInIdMax, "validation.invalid");

/** POST request.do: the member's id or e-mail address, exactly one of them. */
export const passwordResetRequestInput = z
  .object({ memberId: signInId.optional(), email: emailRule.optional() })
  .superRefine((value, ctx) => {
    if ((value.memberId === undefined) === (value.email === undefined)) {
      ctx.addIssue({ code: "custom", path: ["memberId"], message: "validation.resetAccountRequired" });
    }
  });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

/** What request.do answers every caller alike: nothing about whether a mail went out. */
export const passwordResetRequestResult = z.object({ accepted: z.literal(true) });
export type PasswordResetRequestResult = z.infer<typeof passwordResetRequestResult>;

/** Text with an "@" is an e-mail address, anything else an id (ids have no "@"). */
function looksLikeEmail(account: string): boolean {
  return account.includes("@");
}

/** The request form's one field, "ID or e-mail", checked as the request will be. */
export const passwordResetRequestForm = z
  .object({
    account: z
      .string({ error: "validation.resetAccountRequired" })
      .trim()
      .min(1, "validation.resetAccountRequired")
      .max(limits.emailMax, "validation.invalid"),
  })
  .superRefine((value, ctx) => {
    if (looksLikeEmail(value.account) && !emailRule.safeParse(value.account).success) {
      ctx.addIssue({ code: "custom", path: ["account"], message: "validation.emailPattern" });
    }
  });

/** request.do's body for what the form's field holds. */
export function passwordResetRequestBody(account: string): PasswordResetRequestInput {
  const trimmed = account.trim();
  return looksLikeEmail(trimmed) ? { email: trimmed } : { memberId: trimmed };
}

/** POST confirm.do: the link's token and the new password, by the sign-up rule, twice. */
export const passwordResetConfirmInput = z
  .object({
    token: z.string({ error: "validation.required" }).max(recoveryLimits.tokenMax, "validation.invalid"),
    newPassword: passwordRule,
    newPasswordConfirm: z.string({ error: "validation.passwordRequired" }),
  })
  .superRefine((value, ctx) => confirmCheck(value.newPassword, value.newPasswordConfirm, "newPasswordConfirm", ctx));
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmInput>;

/** The id to sign in with (a member who forgot the password may have forgotten the id too). */
export const passwordResetConfirmResult = z.object({ memberId: z.string().nullable() });
export type PasswordResetConfirmResult = z.infer<typeof passwordResetConfirmResult>;
