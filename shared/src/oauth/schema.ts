import { z } from "zod";
import { signUpInput, tokenPair } from "../accounts/schema";
import { isLongEnoughName, passwordRule } from "../validation/rules";

/**
 * Sign-in through another site (spec §1): Naver, Kakao and Google (issue 26), and the
 * institution's OpenID Connect provider (issue 38; its button reads ENOTE_OIDC_NAME).
 */
export const socialProviders = ["kakao", "naver", "google", "oidc"] as const;
export const socialProvider = z.enum(socialProviders, { error: "validation.selectRequired" });
export type SocialProvider = z.infer<typeof socialProvider>;

export const socialPaths = {
  /** Spec §7: `{ res }`, the token response Kakao gave the browser (`access_token`), or the redirect's `{ code, state }`. */
  kakao: "/api/oauth/authorizebykakao.do",
  /** Spec §7: `{ userDetails }` with `credential`, the ID token Google gave the browser. */
  google: "/api/oauth/authorizebygoogle.do",
  /** `{ code, state }` from Naver's redirect: the api exchanges the code itself. */
  naver: "/api/oauth/authorizebynaver.do",
  /** `{ code, state }` from the OpenID Connect provider's redirect: the api exchanges the code (PKCE). */
  oidc: "/api/oauth/authorizebyoidc.do",
  /** Which providers this installation has configured (public: the sign-in page asks). */
  providers: "/api/oauth/social/providers.do",
  /** Where to send the browser to sign in with a provider; binds the flow's state to this browser. */
  start: "/api/oauth/social/start.do",
  /** The signed-in member's linked providers (GET), link one (POST), unlink one (DELETE). */
  links: "/api/oauth/social/links.do",
  /** A signed-in member confirms themself again with a linked provider: a short-lived reauthToken. */
  reauth: "/api/oauth/reauth.do",
} as const;

/** An opaque value a provider or the api handed out, sent back as is. */
const opaque = (max: number) =>
  z.string({ error: "validation.required" }).min(1, "validation.required").max(max, "validation.invalid");

/** Kakao's answer in the browser: the SDK's token response, or the redirect's code and state. */
export const kakaoResponse = z.union([
  z.object({ access_token: opaque(2000) }),
  z.object({ code: opaque(2000), state: opaque(200) }),
]);
export const kakaoSignInInput = z.object({ res: kakaoResponse });
export type KakaoSignInInput = z.input<typeof kakaoSignInInput>;

/** Google Identity Services' answer: `credential` is the ID token (a JWT). */
export const googleSignInInput = z.object({ userDetails: z.object({ credential: opaque(8000) }) });
export type GoogleSignInInput = z.input<typeof googleSignInInput>;

export const naverSignInInput = z.object({ code: opaque(2000), state: opaque(200) });
export type NaverSignInInput = z.input<typeof naverSignInInput>;

export const oidcSignInInput = z.object({ code: opaque(2000), state: opaque(200) });
export type OidcSignInInput = z.input<typeof oidcSignInInput>;

/** What the provider told us about the person (any of it may be missing). */
export const socialProfile = z.object({
  provider: socialProvider,
  email: z.string().nullable(),
  name: z.string().nullable(),
  nickName: z.string().nullable(),
  /** The organisation claim of an institution's provider (ENOTE_OIDC_ORG_CLAIM), when it gave one. */
  organization: z.string().nullable().optional(),
});
export type SocialProfile = z.infer<typeof socialProfile>;

/** An identity no member has linked: complete the sign-up with `signUpToken` (short-lived, single-use). */
export const needsSignUp = z.object({
  needsSignUp: z.literal(true),
  signUpToken: z.string(),
  profile: socialProfile,
});
export type NeedsSignUp = z.infer<typeof needsSignUp>;

/** A provider's sign-in answers tokens like authorize.do, or asks to complete a sign-up. */
export const socialSignInResult = z.union([tokenPair, needsSignUp]);
export type SocialSignInResult = z.infer<typeof socialSignInResult>;

/**
 * POST /api/oauth/signUp.do with a `signUpToken`: the ordinary sign-up form, where the password
 * is optional (the member signs in through the provider); if one is given, the same rules hold.
 */
export const socialSignUpInput = z
  .object({
    ...signUpInput.shape,
    signUpToken: opaque(200),
    password: z
      .string({ error: "validation.invalid" })
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(passwordRule.optional()),
    passwordConfirm: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    // The ordinary form's rules across fields (refinements do not travel with `.shape`).
    if (!isLongEnoughName(value.lastName, value.firstName)) {
      ctx.addIssue({ code: "custom", path: ["firstName"], message: "validation.nameLength" });
    }
    if ((value.password ?? "") !== (value.passwordConfirm ?? "")) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "validation.passwordConfirmMismatch" });
    }
  });
export type SocialSignUpInput = z.input<typeof socialSignUpInput>;

/** signUp.do's body: with a `signUpToken` the social completion form, otherwise the ordinary one. */
export const signUpRequest = z.looseObject({ signUpToken: z.unknown().optional() }).transform((value, ctx) => {
  if (value.signUpToken === undefined) {
    const parsed = signUpInput.safeParse(value);
    if (parsed.success) return { kind: "password" as const, input: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom", input: undefined });
    return z.NEVER;
  }
  const parsed = socialSignUpInput.safeParse(value);
  if (parsed.success) return { kind: "social" as const, input: parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom", input: undefined });
  return z.NEVER;
});

/** One configured provider, with what the browser needs to start its sign-in. */
export const configuredProvider = z.object({
  provider: socialProvider,
  /** The button's words, for a provider the installation names (the institution's OIDC provider). */
  label: z.string().optional(),
});
export const socialProvidersResult = z.object({
  providers: z.array(configuredProvider),
  /**
   * Whether a member can reset a forgotten password by e-mail (ENOTE_SMTP_URL is set; issue 40);
   * otherwise the reset page sends them to their lab's administrator.
   */
  passwordResetByMail: z.boolean(),
});
export type SocialProvidersResult = z.infer<typeof socialProvidersResult>;

/** POST start.do: the same for signing in and for linking from /myLab/account (the client remembers which). */
export const socialStartInput = z.object({ provider: socialProvider });
export type SocialStartInput = z.input<typeof socialStartInput>;
export const socialStartResult = z.object({ authorizeUrl: z.string(), state: z.string() });
export type SocialStartResult = z.infer<typeof socialStartResult>;

/** POST links.do: the provider's answer, as the matching sign-in call takes it. */
export const socialLinkInput = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("kakao"), res: kakaoResponse }),
  z.object({ provider: z.literal("google"), userDetails: googleSignInInput.shape.userDetails }),
  z.object({ provider: z.literal("naver"), code: opaque(2000), state: opaque(200) }),
  z.object({ provider: z.literal("oidc"), code: opaque(2000), state: opaque(200) }),
]);
export type SocialLinkInput = z.input<typeof socialLinkInput>;

export const socialUnlinkInput = z.object({ provider: socialProvider });

export const socialLink = z.object({
  provider: socialProvider,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export const socialLinks = z.object({
  links: z.array(socialLink),
  /** Whether the member can also sign in with a password (unlinking the last way is refused). */
  hasPassword: z.boolean(),
});
export type SocialLinks = z.infer<typeof socialLinks>;

/**
 * POST reauth.do: the provider's answer, as links.do takes it. The verified identity must be one
 * the caller has linked; the answer is a single-use `reauthToken` bound to the caller, which END,
 * COMPLETE and leaving take instead of the password.
 */
export const socialReauthInput = socialLinkInput;
export type SocialReauthInput = z.input<typeof socialReauthInput>;
export const reauthResult = z.object({ reauthToken: z.string(), expiresAt: z.string() });
export type ReauthResult = z.infer<typeof reauthResult>;
