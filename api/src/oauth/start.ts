import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import type { SocialProvider, SocialStartResult } from "@enote/shared";
import type { AppContext } from "../context";
import { requireProvider } from "./config";
import { googleIssuer } from "./google";
import { oidcAuthorizeUrl } from "./oidc";
import { redirectUri } from "./service";
import { newState, setStateCookie } from "./state";

/**
 * Where the browser goes to sign in with a provider, and the state it must bring back. The
 * provider returns the browser to /auth/signIn: with `?code&state` (Kakao, Naver: the api
 * exchanges the code; the OpenID Connect provider's with PKCE) or, for Google, with the ID token in the fragment (`#id_token&state`).
 */
export async function startSocialSignIn(
  ctx: AppContext,
  req: Request,
  res: Response,
  provider: SocialProvider,
): Promise<SocialStartResult> {
  const state = newState();
  const redirect = redirectUri(ctx, req);
  let url: URL;
  if (provider === "kakao") {
    const config = requireProvider(ctx.env, "kakao");
    url = new URL(`${config.authUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: config.clientId,
      redirect_uri: redirect,
      state,
    }).toString();
  } else if (provider === "naver") {
    const config = requireProvider(ctx.env, "naver");
    url = new URL(`${config.authUrl}/oauth2.0/authorize`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: config.clientId,
      redirect_uri: redirect,
      state,
    }).toString();
  } else if (provider === "oidc") {
    url = await oidcAuthorizeUrl(requireProvider(ctx.env, "oidc"), ctx.secrets.jwtSecret, redirect, state);
  } else {
    const config = requireProvider(ctx.env, "google");
    url = new URL((await googleIssuer(config)).authorizationEndpoint);
    url.search = new URLSearchParams({
      response_type: "id_token",
      client_id: config.clientId,
      redirect_uri: redirect,
      scope: "openid email profile",
      nonce: randomBytes(16).toString("base64url"),
      state,
    }).toString();
  }
  setStateCookie(req, res, provider, state);
  return { authorizeUrl: url.toString(), state };
}
