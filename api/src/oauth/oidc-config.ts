import type { Env } from "../env";

/** The generic OpenID Connect provider's settings (issue 38). */
export interface OidcConfig {
  /** The issuer exactly as the ID tokens' `iss` must read (no trailing slash added or removed). */
  issuer: string;
  clientId: string;
  /** Unset for a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** The button's label. */
  name: string;
  scopes: string[];
  orgClaim: string | undefined;
  /** Password sign-up and sign-in are off for everyone but the administrator. */
  only: boolean;
}

/** The OIDC provider's configuration, or null when the issuer or client id is unset. */
export function oidcConfig(env: Env): OidcConfig | null {
  if (!env.ENOTE_OIDC_ISSUER || !env.ENOTE_OIDC_CLIENT_ID) return null;
  return {
    issuer: env.ENOTE_OIDC_ISSUER,
    clientId: env.ENOTE_OIDC_CLIENT_ID,
    clientSecret: env.ENOTE_OIDC_CLIENT_SECRET,
    name: env.ENOTE_OIDC_NAME,
    scopes: env.ENOTE_OIDC_SCOPES,
    orgClaim: env.ENOTE_OIDC_ORG_CLAIM,
    only: env.ENOTE_OIDC_ONLY,
  };
}

/** Whether password sign-up/sign-in is refused for a non-administrator (OIDC-only install). */
export function passwordSignInOff(env: Env, isAdministrator: boolean): boolean {
  return oidcConfig(env)?.only === true && !isAdministrator;
}
