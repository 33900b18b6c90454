import { z } from "zod";
import { reauthTokenField } from "../oauth/reauth-token";
import { roleSchema } from "../roles";
import {
  currentPasswordRule,
  emailRule,
  groupCodeRule,
  idxRule,
  initialRule,
  isLongEnoughName,
  limits,
  memberIdRule,
  lastNamePartRule,
  namePartRule,
  optionalText,
  passwordRule,
  phoneRule,
} from "../validation/rules";

/** The profile fields a member fills in at sign-up and may edit later. */
const profileShape = {
  email: emailRule,
  firstName: namePartRule,
  lastName: lastNamePartRule,
  nickName: optionalText(limits.nickNameMax),
  initial: initialRule,
  organization: optionalText(limits.organizationMax),
  phone: phoneRule,
  newsletter: z.boolean({ error: "validation.invalid" }).optional().default(false),
};

function nameCheck(value: { firstName: string; lastName: string }, ctx: z.RefinementCtx) {
  if (!isLongEnoughName(value.lastName, value.firstName)) {
    ctx.addIssue({ code: "custom", path: ["firstName"], message: "validation.nameLength" });
  }
}

/** A new password and its confirmation must be the same (reported on the confirmation field). */
export function confirmCheck(password: string, confirm: string, path: string, ctx: z.RefinementCtx) {
  if (password !== confirm) {
    ctx.addIssue({ code: "custom", path: [path], message: "validation.passwordConfirmMismatch" });
  }
}

/** POST /api/oauth/signUp.do */
export const signUpInput = z
  .object({
    memberId: memberIdRule,
    password: passwordRule,
    passwordConfirm: z.string({ error: "validation.passwordRequired" }),
    ...profileShape,
    agreeTerms: z.literal(true, { error: "validation.termsRequired" }),
    agreePrivacy: z.literal(true, { error: "validation.privacyRequired" }),
    groupCode: groupCodeRule,
  })
  .superRefine((value, ctx) => {
    nameCheck(value, ctx);
    confirmCheck(value.password, value.passwordConfirm, "passwordConfirm", ctx);
  });
export type SignUpInput = z.input<typeof signUpInput>;

/** POST /api/oauth/authorize.do — only "present" is checked, so a bad id reads as a failed sign-in. */
export const authorizeInput = z.object({
  memberId: z
    .string({ error: "validation.idRequired" })
    .trim()
    .min(1, "validation.idRequired")
    .max(limits.signInIdMax, "validation.invalid"),
  password: currentPasswordRule,
});
export type AuthorizeInput = z.input<typeof authorizeInput>;

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** The member as the api returns it (GET /api/oauth/me.do); never any secret. */
export const member = z.object({
  memberIdx: z.number().int(),
  memberId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  initial: z.string(),
  organization: z.string().nullable(),
  phone: z.string(),
  role: roleSchema,
  newsletter: z.boolean(),
  agreeTerms: z.boolean(),
  agreePrivacy: z.boolean(),
  registeredAt: z.string(),
  lastLoginDateTime: z.string().nullable(),
  /** True after an administrator reset: the member must choose a new password (init/pw.do). */
  mustChangePassword: z.boolean(),
});
export type Member = z.infer<typeof member>;

/** PUT /api/oauth/member.do — the id cannot change; the rest is the sign-up profile. */
export const memberUpdateInput = z.object(profileShape).superRefine(nameCheck);
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

/**
 * PUT /api/oauth/change/pw.do: the current password; a member who signed up through a provider
 * and has none sets one with a reauthToken from POST /api/oauth/reauth.do instead.
 */
export const changePasswordInput = z
  .object({
    currentPassword: currentPasswordRule.optional(),
    reauthToken: reauthTokenField.optional(),
    newPassword: passwordRule,
    newPasswordConfirm: z.string({ error: "validation.passwordRequired" }),
  })
  .superRefine((value, ctx) => confirmCheck(value.newPassword, value.newPasswordConfirm, "newPasswordConfirm", ctx));
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** PUT /api/oauth/reset/pw.do (administrators) */
export const resetPasswordInput = z.object({ memberIdx: idxRule });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
/** The temporary password is returned once, only when no ENOTE_DEFAULT_PASSWORD is configured. */
export const resetPasswordResult = z.object({ memberIdx: z.number().int(), temporaryPassword: z.string().nullable() });
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;

/** PUT /api/oauth/init/pw.do — the new password a member must choose after a reset. */
export const initPasswordInput = z
  .object({
    newPassword: passwordRule,
    newPasswordConfirm: z.string({ error: "validation.passwordRequired" }),
  })
  .superRefine((value, ctx) => confirmCheck(value.newPassword, value.newPasswordConfirm, "newPasswordConfirm", ctx));
export type InitPasswordInput = z.input<typeof initPasswordInput>;

/**
 * DELETE /api/oauth/leave/member.do: the current password, or for a member who signs in only
 * through a provider, a reauthToken from POST /api/oauth/reauth.do.
 */
export const leaveInput = z
  .object({ password: currentPasswordRule.optional(), reauthToken: reauthTokenField.optional() })
  .superRefine((value, ctx) => {
    if (value.password === undefined && value.reauthToken === undefined) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "validation.passwordRequired" });
    }
  });
export type LeaveInput = z.input<typeof leaveInput>;
