import { createRemoteJWKSet } from "jose";
import { AppError } from "../lib/errors";
import { askProvider, objectOf, textOf } from "./provider-http";

/** What an OpenID Connect issuer's discovery document tells: its keys and where a browser signs in. */
export interface Issuer {
  keys: ReturnType<typeof createRemoteJWKSet>;
  authorizationEndpoint: string;
  /** Absent for an issuer whose tokens reach the browser directly (Google's implicit flow). */
  tokenEndpoint: string | null;
  /** How the token endpoint takes a confidential client's secret (`client_secret_basic` when unsaid). */
  tokenAuthMethods: string[];
}

const issuers = new Map<string, Promise<Issuer>>();

async function discover(issuer: string): Promise<Issuer> {
  const answer = await askProvider(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`);
  const document = objectOf(answer.body);
  const jwksUri = textOf(document["jwks_uri"]);
  const authorizationEndpoint = textOf(document["authorization_endpoint"]);
  // A document of another issuer (a misconfigured address) would vouch for tokens it did not sign.
  if (answer.status !== 200 || !jwksUri || !authorizationEndpoint || textOf(document["issuer"]) !== issuer) {
    throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  }
  const methods = document["token_endpoint_auth_methods_supported"];
  return {
    keys: createRemoteJWKSet(new URL(jwksUri)),
    authorizationEndpoint,
    tokenEndpoint: textOf(document["token_endpoint"]),
    tokenAuthMethods: Array.isArray(methods) ? methods.filter((m): m is string => typeof m === "string") : [],
  };
}

/**
 * An issuer's keys and endpoints, fetched once per process (jose refreshes the key set itself);
 * a failed discovery is asked again next time.
 */
export function issuerOf(issuer: string): Promise<Issuer> {
  let found = issuers.get(issuer);
  if (!found) {
    found = discover(issuer);
    issuers.set(issuer, found);
    found.catch(() => issuers.delete(issuer));
  }
  return found;
}
