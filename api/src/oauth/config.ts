import type { SocialProvider } from "@enote/shared";
import type { Env } from "../env";
import { AppError } from "../lib/errors";
import { oidcConfig, type OidcConfig } from "./oidc-config";

/** A base URL without its trailing slashes, so paths can be appended. */
const base = (url: string) => url.replace(/\/+$/, "");

export interface KakaoConfig {
  clientId: string;
  appId: string;
  apiUrl: string;
  authUrl: string;
}
export interface GoogleConfig {
  clientId: string;
  issuer: string;
}
export interface NaverConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
}
export interface ProviderConfigs {
  kakao: KakaoConfig | null;
  google: GoogleConfig | null;
  naver: NaverConfig | null;
  oidc: OidcConfig | null;
}

/** Which providers the environment configures; a provider missing any id is off. */
export function providerConfigs(env: Env): ProviderConfigs {
  return {
    kakao:
      env.ENOTE_KAKAO_CLIENT_ID && env.ENOTE_KAKAO_APP_ID
        ? {
            clientId: env.ENOTE_KAKAO_CLIENT_ID,
            appId: env.ENOTE_KAKAO_APP_ID,
            apiUrl: base(env.ENOTE_KAKAO_API_URL),
            authUrl: base(env.ENOTE_KAKAO_AUTH_URL),
          }
        : null,
    google: env.ENOTE_GOOGLE_CLIENT_ID
      ? { clientId: env.ENOTE_GOOGLE_CLIENT_ID, issuer: base(env.ENOTE_GOOGLE_ISSUER) }
      : null,
    naver:
      env.ENOTE_NAVER_CLIENT_ID && env.ENOTE_NAVER_CLIENT_SECRET
        ? {
            clientId: env.ENOTE_NAVER_CLIENT_ID,
            clientSecret: env.ENOTE_NAVER_CLIENT_SECRET,
            authUrl: base(env.ENOTE_NAVER_AUTH_URL),
            apiUrl: base(env.ENOTE_NAVER_API_URL),
          }
        : null,
    oidc: oidcConfig(env),
  };
}

/** The provider's configuration, or 404 SOCIAL_NOT_CONFIGURED. */
export function requireProvider<P extends SocialProvider>(env: Env, provider: P): NonNullable<ProviderConfigs[P]> {
  const config = providerConfigs(env)[provider];
  if (!config) throw new AppError("SOCIAL_NOT_CONFIGURED");
  return config as NonNullable<ProviderConfigs[P]>;
}
