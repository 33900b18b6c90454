import { createHash, createHmac } from "node:crypto";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";
import { checkIdToken } from "./id-token";
import type { VerifiedIdentity } from "./identity";
import { issuerOf } from "./issuer";
import type { OidcConfig } from "./oidc-config";
import { askProvider, assertAccepted, objectOf, refused, textOf } from "./provider-http";

/*
 * The institution's OpenID Connect provider (issue 38): the authorization code flow with PKCE
 * (S256), `state` bound to the browser (state.ts's cookie) and a `nonce` the ID token must carry.
 * The PKCE verifier and the nonce are derived from the state with the server's secret, so nothing
 * is kept between the start and the return: only a browser holding the state's cookie brings a
 * code back, only this server can compute the verifier that redeems it, and an ID token minted for
 * another sign-in carries another nonce.
 */

const derive = (secret: string, purpose: string, state: string) =>
  createHmac("sha256", secret).update(`oidc.${purpose}.${state}`).digest("base64url");

/** The PKCE verifier (43 characters of base64url) and nonce of the sign-in that `state` started. */
export function oidcFlowSecrets(secret: string, state: string): { verifier: string; nonce: string } {
  return { verifier: derive(secret, "pkce", state), nonce: derive(secret, "nonce", state) };
}

/** Where the browser signs in: the issuer's authorization endpoint with our client, scopes, state, nonce and PKCE challenge. */
export async function oidcAuthorizeUrl(
  config: OidcConfig,
  secret: string,
  redirectUri: string,
  state: string,
): Promise<URL> {
  const issuer = await issuerOf(config.issuer);
  const { verifier, nonce } = oidcFlowSecrets(secret, state);
  const url = new URL(issuer.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scopes.join(" "),
    state,
    nonce,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return url;
}

/**
 * The token request's client authentication: none for a public client (PKCE alone), else the
 * secret in an Authorization header (`client_secret_basic`, the default), or in the body when the
 * provider only takes `client_secret_post`.
 */
function clientAuthentication(
  config: OidcConfig,
  methods: string[],
): { headers: Record<string, string>; body: Record<string, string> } {
  if (!config.clientSecret) return { headers: {}, body: { client_id: config.clientId } };
  if (methods.includes("client_secret_post") && !methods.includes("client_secret_basic")) {
    return { headers: {}, body: { client_id: config.clientId, client_secret: config.clientSecret } };
  }
  const pair = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`;
  return { headers: { authorization: `Basic ${Buffer.from(pair).toString("base64")}` }, body: {} };
}

/** A claim's text, whatever its path (`org`, or `https://idp.example/org`): the ID token's own key. */
function claimText(claims: Record<string, unknown>, name: string | undefined): string | null {
  if (!name) return null;
  const value = claims[name];
  if (Array.isArray(value)) return textOf(value[0]);
  return textOf(value);
}

/**
 * The redirect's code redeemed at the issuer's token endpoint with this sign-in's PKCE verifier;
 * the ID token it answers checked (signature, issuer, audience, expiry, this sign-in's nonce, once)
 * and its claims mapped to the person. The state was checked against this browser's by the caller.
 */
export async function verifyOidc(
  db: Db,
  config: OidcConfig,
  secret: string,
  answer: { code: string; state: string; redirectUri: string },
): Promise<VerifiedIdentity> {
  const issuer = await issuerOf(config.issuer);
  if (!issuer.tokenEndpoint) throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  const { verifier, nonce } = oidcFlowSecrets(secret, answer.state);
  const client = clientAuthentication(config, issuer.tokenAuthMethods);
  const token = await askProvider(issuer.tokenEndpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...client.headers },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: answer.code,
      redirect_uri: answer.redirectUri,
      code_verifier: verifier,
      ...client.body,
    }),
  });
  assertAccepted(token);
  const idToken = textOf(objectOf(token.body)["id_token"]);
  if (!idToken) throw refused();
  const { subject, claims } = await checkIdToken(db, issuer, idToken, {
    issuers: [config.issuer],
    audience: config.clientId,
    nonce,
  });
  const given = textOf(claims["given_name"]);
  const family = textOf(claims["family_name"]);
  return {
    provider: "oidc",
    subject,
    profile: {
      // An institution's directory address, unless the provider says it is not verified.
      email: claims["email_verified"] === false ? null : textOf(claims["email"]),
      name: textOf(claims["name"]) ?? ([given, family].filter(Boolean).join(" ") || null),
      nickName: textOf(claims["preferred_username"]) ?? given,
      organization: claimText(claims, config.orgClaim),
    },
  };
}
