import {
  googleSignInInput,
  kakaoSignInInput,
  naverSignInInput,
  oidcSignInInput,
  reauthResult,
  socialLinkInput,
  socialLinks,
  socialPaths,
  socialProviders,
  socialProvidersResult,
  socialReauthInput,
  socialSignInResult,
  socialStartInput,
  socialStartResult,
  socialUnlinkInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { limitCalls } from "../throttle/throttle";
import { route, type RouteDef } from "../lib/route";
import { providerConfigs } from "./config";
import { linkProvider, listLinks, signInWithProvider, unlinkProvider } from "./service";
import { issueReauthToken } from "./reauth";
import { startSocialSignIn } from "./start";

/**
 * Sign-in with Kakao, Google and Naver (spec §1, §7; issue 26) and the institution's OpenID Connect
 * provider (issue 38), and linking them to an account.
 */
export function socialRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: socialPaths.kakao,
      summary: "Sign in with Kakao: the access token is checked with Kakao (token info: our app id; user)",
      auth: "public",
      body: kakaoSignInInput,
      response: socialSignInResult,
      handler: ({ req, res, body }) => signInWithProvider(ctx, req, res, { provider: "kakao", res: body.res }),
    }),
    route({
      method: "post",
      path: socialPaths.google,
      summary: "Sign in with Google: the ID token's signature, issuer, audience and expiry are verified, once",
      auth: "public",
      body: googleSignInInput,
      response: socialSignInResult,
      handler: ({ req, res, body }) =>
        signInWithProvider(ctx, req, res, { provider: "google", userDetails: body.userDetails }),
    }),
    route({
      method: "post",
      path: socialPaths.naver,
      summary: "Sign in with Naver: the code is exchanged by the server; the state must be this browser's",
      auth: "public",
      body: naverSignInInput,
      response: socialSignInResult,
      handler: ({ req, res, body }) => signInWithProvider(ctx, req, res, { provider: "naver", ...body }),
    }),
    route({
      method: "post",
      path: socialPaths.oidc,
      summary:
        "Sign in with the institution's OpenID Connect provider: the code is redeemed with PKCE, the ID token's signature, issuer, audience, expiry and nonce verified, once",
      auth: "public",
      body: oidcSignInInput,
      response: socialSignInResult,
      handler: ({ req, res, body }) => signInWithProvider(ctx, req, res, { provider: "oidc", ...body }),
    }),
    route({
      method: "get",
      path: socialPaths.providers,
      summary: "The social sign-in providers this installation has configured, and whether passwords reset by e-mail",
      auth: "public",
      response: socialProvidersResult,
      handler: () => {
        const configs = providerConfigs(ctx.env);
        return Promise.resolve({
          providers: socialProviders
            .filter((provider) => configs[provider])
            .map((provider) => (provider === "oidc" ? { provider, label: configs.oidc?.name } : { provider })),
          passwordResetByMail: ctx.mail.configured,
        });
      },
    }),
    route({
      method: "post",
      path: socialPaths.start,
      summary: "Start a provider's sign-in: its authorize address, with a state bound to this browser",
      auth: "public",
      body: socialStartInput,
      response: socialStartResult,
      handler: async ({ req, res, body }) => {
        await limitCalls(ctx, "socialStart", `ip:${req.ip}`);
        return startSocialSignIn(ctx, req, res, body.provider);
      },
    }),
    route({
      method: "get",
      path: socialPaths.links,
      summary: "The providers linked to one's own account",
      auth: "member",
      response: socialLinks,
      handler: ({ actor }) => listLinks(ctx.db, actor.memberIdx),
    }),
    route({
      method: "post",
      path: socialPaths.links,
      summary: "Link a provider to one's own account (confirmed with the provider, as a sign-in)",
      auth: "member",
      body: socialLinkInput,
      response: socialLinks,
      handler: ({ actor, req, res, body }) => linkProvider(ctx, actor, req, res, body),
    }),
    route({
      method: "delete",
      path: socialPaths.links,
      summary: "Unlink a provider from one's own account (never the last way to sign in)",
      auth: "member",
      body: socialUnlinkInput,
      response: socialLinks,
      handler: ({ actor, body }) => unlinkProvider(ctx, actor, body.provider),
    }),
    route({
      method: "post",
      path: socialPaths.reauth,
      summary:
        "Confirm oneself again with a linked provider: a 5-minute, single-use reauthToken for signing or leaving",
      auth: "member",
      body: socialReauthInput,
      response: reauthResult,
      handler: ({ actor, req, res, body }) => issueReauthToken(ctx, actor, req, res, body),
    }),
  ];
}
