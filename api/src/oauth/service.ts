import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { socialProviders } from "@enote/shared";
import type {
  socialLinkInput,
  socialSignUpInput,
  SocialLinks,
  SocialProvider,
  SocialSignInResult,
  TokenPair,
} from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { members, socialIdentities, socialSignUps, type IdentityProvider } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { startSession } from "../auth/sessions";
import { signUp } from "../accounts/service";
import { AppError } from "../lib/errors";
import { publicOrigin } from "../lib/origin";
import { assertMaySignIn, countSignInFailure, forgiveSignInFailures, type SignInKeys } from "../throttle/sign-in";
import { requireProvider } from "./config";
import { verifyGoogle } from "./google";
import type { VerifiedIdentity } from "./identity";
import { exchangeKakaoCode, verifyKakao } from "./kakao";
import { verifyNaver } from "./naver";
import { verifyOidc } from "./oidc";
import { consumeState } from "./state";

/** How long an unknown identity may take to complete its sign-up. */
const signUpTokenSeconds = 15 * 60;

/** Where every provider sends the browser back: the sign-in page finishes the flow. */
export function redirectUri(ctx: AppContext, req: Request): string {
  return `${publicOrigin(ctx.env, req)}/auth/signIn`;
}

/** What the browser sent, per provider, as the sign-in calls and links.do take it. */
export type ProviderAnswer = z.output<typeof socialLinkInput>;

/** Confirms what the browser sent with the provider; nothing the browser says is taken on its word. */
export async function verifyWithProvider(
  ctx: AppContext,
  req: Request,
  res: Response,
  answer: ProviderAnswer,
): Promise<VerifiedIdentity> {
  switch (answer.provider) {
    case "google":
      return verifyGoogle(ctx.db, requireProvider(ctx.env, "google"), answer.userDetails.credential);
    case "naver": {
      const config = requireProvider(ctx.env, "naver");
      consumeState(req, res, "naver", answer.state);
      return verifyNaver(config, answer.code, answer.state);
    }
    case "oidc": {
      const config = requireProvider(ctx.env, "oidc");
      consumeState(req, res, "oidc", answer.state);
      return verifyOidc(ctx.db, config, ctx.secrets.jwtSecret, { ...answer, redirectUri: redirectUri(ctx, req) });
    }
    case "kakao": {
      const config = requireProvider(ctx.env, "kakao");
      if ("access_token" in answer.res) return verifyKakao(config, answer.res.access_token);
      consumeState(req, res, "kakao", answer.res.state);
      return verifyKakao(config, await exchangeKakaoCode(config, answer.res.code, redirectUri(ctx, req)));
    }
  }
}

/**
 * Password sign-in's throttle (throttle/sign-in.ts) for a provider: the address's failures count
 * together with its wrong passwords; the "id" is the provider from this address, because a forged
 * token names nobody, and a count per provider alone would let strangers lock everyone out of it.
 */
function socialSignInKeys(provider: SocialProvider, address: string | undefined): SignInKeys {
  const from = address ?? "unknown";
  return {
    idAddress: `signIn:id+ip:social-${provider}|${from}`,
    id: `signIn:id:social-${provider}|${from}`,
    address: `signIn:ip:${from}`,
  };
}

/** Runs a provider check under the sign-in throttle: a refused one is a failed sign-in. */
export async function throttled(
  ctx: AppContext,
  req: Request,
  provider: SocialProvider,
  verify: () => Promise<VerifiedIdentity>,
): Promise<{ identity: VerifiedIdentity; keys: SignInKeys }> {
  const keys = socialSignInKeys(provider, req.ip);
  await assertMaySignIn(ctx, keys);
  try {
    return { identity: await verify(), keys };
  } catch (error) {
    if (error instanceof AppError && error.code === "SOCIAL_SIGN_IN_FAILED") await countSignInFailure(ctx, keys);
    throw error;
  }
}

async function newSignUpToken(db: Db, identity: VerifiedIdentity): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(socialSignUps).where(sql`${socialSignUps.expiresAt} < now()`);
  await db.insert(socialSignUps).values({
    tokenHash: hashToken(token),
    provider: identity.provider,
    subject: identity.subject,
    profile: identity.profile,
    expiresAt: new Date(Date.now() + signUpTokenSeconds * 1000),
  });
  return token;
}

/**
 * authorizebykakao/google/naver.do: the provider confirms the person; a linked identity of an
 * active member signs in (a session like authorize.do's, the last sign-in recorded), an unknown
 * one is asked to complete a sign-up, and a deactivated or departed member is refused.
 */
export async function signInWithProvider(
  ctx: AppContext,
  req: Request,
  res: Response,
  answer: ProviderAnswer,
): Promise<SocialSignInResult> {
  const { identity, keys } = await throttled(ctx, req, answer.provider, () =>
    verifyWithProvider(ctx, req, res, answer),
  );
  const [linked] = await ctx.db
    .select({ memberIdx: members.memberIdx, status: members.status })
    .from(socialIdentities)
    .innerJoin(members, eq(members.memberIdx, socialIdentities.memberIdx))
    .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
  if (!linked) {
    return {
      needsSignUp: true,
      signUpToken: await newSignUpToken(ctx.db, identity),
      profile: { provider: identity.provider, ...identity.profile },
    };
  }
  if (linked.status !== "ACTIVE") {
    await countSignInFailure(ctx, keys);
    throw new AppError("SOCIAL_SIGN_IN_FAILED");
  }
  await forgiveSignInFailures(ctx, keys);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(members).set({ lastLoginAt: now }).where(eq(members.memberIdx, linked.memberIdx));
    await tx
      .update(socialIdentities)
      .set({ lastUsedAt: now })
      .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
    return startSession(tx, ctx, linked.memberIdx);
  });
}

/**
 * signUp.do with a signUpToken: the account is created as an ordinary sign-up (first member
 * ADMIN, invitation code, unique id and e-mail) and linked to the identity in the same
 * transaction, which also uses the token up; a failure (a taken id) leaves the token usable.
 */
export async function completeSocialSignUp(
  ctx: AppContext,
  input: z.output<typeof socialSignUpInput>,
): Promise<TokenPair> {
  const tokenHash = hashToken(input.signUpToken);
  const live = and(
    eq(socialSignUps.tokenHash, tokenHash),
    isNull(socialSignUps.usedAt),
    gt(socialSignUps.expiresAt, new Date()),
  );
  const [pending] = await ctx.db.select().from(socialSignUps).where(live);
  if (!pending) throw new AppError("SIGN_UP_TOKEN_INVALID");
  return signUp(ctx, { ...input, password: input.password || undefined }, async (tx, memberIdx) => {
    const used = await tx.update(socialSignUps).set({ usedAt: new Date() }).where(live).returning();
    if (used.length === 0) throw new AppError("SIGN_UP_TOKEN_INVALID");
    await tx.insert(socialIdentities).values({
      provider: pending.provider,
      subject: pending.subject,
      memberIdx,
      email: pending.profile.email,
      lastUsedAt: new Date(),
    });
  });
}

function isSocialProvider(provider: IdentityProvider): provider is SocialProvider {
  return (socialProviders as readonly string[]).includes(provider);
}

/** The member's linked providers, for /myLab/account. */
export async function listLinks(db: Db, memberIdx: number): Promise<SocialLinks> {
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.memberIdx, memberIdx));
  const rows = await db
    .select({ provider: socialIdentities.provider, email: socialIdentities.email, linkedAt: socialIdentities.linkedAt })
    .from(socialIdentities)
    .where(eq(socialIdentities.memberIdx, memberIdx))
    .orderBy(socialIdentities.linkedAt);
  return {
    // A directory entry (provider "ldap") is how the member signs in, not a link they manage here.
    links: rows.flatMap(({ provider, ...row }) =>
      isSocialProvider(provider) ? [{ ...row, provider, linkedAt: row.linkedAt.toISOString() }] : [],
    ),
    hasPassword: Boolean(member?.passwordHash),
  };
}

/**
 * A signed-in member links a provider identity, confirmed with the provider exactly as a sign-in
 * is (and throttled alike). Never by e-mail: only the person who holds both can link them.
 */
export async function linkProvider(
  ctx: AppContext,
  actor: Actor,
  req: Request,
  res: Response,
  answer: ProviderAnswer,
): Promise<SocialLinks> {
  const { identity, keys } = await throttled(ctx, req, answer.provider, () =>
    verifyWithProvider(ctx, req, res, answer),
  );
  await forgiveSignInFailures(ctx, keys);
  const [owner] = await ctx.db
    .select({ memberIdx: socialIdentities.memberIdx })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
  if (owner) throw new AppError("SOCIAL_ALREADY_LINKED");
  // Unique indexes settle a race with a concurrent link (errors.ts maps them to the same codes).
  await ctx.db.insert(socialIdentities).values({
    provider: identity.provider,
    subject: identity.subject,
    memberIdx: actor.memberIdx,
    email: identity.profile.email,
  });
  return listLinks(ctx.db, actor.memberIdx);
}

/** Unlinks a provider, unless it is the member's last way to sign in (no password, no other link). */
export async function unlinkProvider(ctx: AppContext, actor: Actor, provider: SocialProvider): Promise<SocialLinks> {
  await ctx.db.transaction(async (tx) => {
    // The member's row is locked, so two unlinks at once cannot each leave the other as the last way.
    const [member] = await tx
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.memberIdx, actor.memberIdx))
      .for("update");
    const others = await tx
      .select({ provider: socialIdentities.provider })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.memberIdx, actor.memberIdx), ne(socialIdentities.provider, provider)));
    const removed = await tx
      .delete(socialIdentities)
      .where(and(eq(socialIdentities.memberIdx, actor.memberIdx), eq(socialIdentities.provider, provider)))
      .returning({ provider: socialIdentities.provider });
    if (removed.length === 0) throw new AppError("NOT_FOUND");
    if (!member?.passwordHash && others.length === 0) throw new AppError("LAST_SIGN_IN_METHOD");
  });
  return listLinks(ctx.db, actor.memberIdx);
}
