import type { KakaoConfig } from "./config";
import type { VerifiedIdentity } from "./identity";
import { askProvider, assertAccepted, objectOf, refused, textOf } from "./provider-http";

/** Kakao's id of a person (a number), as text. */
function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  return typeof value === "string" && /^\d{1,20}$/.test(value) ? value : null;
}

/**
 * The redirect flow's code exchanged for an access token at Kakao's token endpoint (REST API key,
 * the same redirect address as the authorize request). The state was checked by the caller.
 */
export async function exchangeKakaoCode(config: KakaoConfig, code: string, redirectUri: string): Promise<string> {
  const answer = await askProvider(`${config.authUrl}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: config.clientId,
      redirect_uri: redirectUri,
      code,
    }),
  });
  assertAccepted(answer);
  const token = textOf(objectOf(answer.body)["access_token"]);
  if (!token) throw refused();
  return token;
}

/**
 * An access token the browser says Kakao gave it: Kakao's token-info endpoint must know it and
 * name our app as the one it was issued to (a token of another app is someone else's login), and
 * the user endpoint gives the person it belongs to.
 */
export async function verifyKakao(config: KakaoConfig, accessToken: string): Promise<VerifiedIdentity> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const info = await askProvider(`${config.apiUrl}/v1/user/access_token_info`, { headers });
  assertAccepted(info);
  const infoBody = objectOf(info.body);
  if (idOf(infoBody["app_id"]) !== config.appId) throw refused();
  const subject = idOf(infoBody["id"]);
  const me = await askProvider(`${config.apiUrl}/v2/user/me`, { headers });
  assertAccepted(me);
  const user = objectOf(me.body);
  if (!subject || idOf(user["id"]) !== subject) throw refused();
  const account = objectOf(user["kakao_account"]);
  const emailUsable = account["is_email_valid"] !== false && account["is_email_verified"] !== false;
  return {
    provider: "kakao",
    subject,
    profile: {
      email: emailUsable ? textOf(account["email"]) : null,
      name: textOf(account["name"]),
      nickName: textOf(objectOf(account["profile"])["nickname"]) ?? textOf(objectOf(user["properties"])["nickname"]),
    },
  };
}
