import type { NaverConfig } from "./config";
import type { VerifiedIdentity } from "./identity";
import { askProvider, assertAccepted, objectOf, refused, textOf } from "./provider-http";

/**
 * Naver's redirect code exchanged server-side (the client secret never reaches a browser), then
 * the profile of the token's owner. The state was checked against this browser's by the caller.
 */
export async function verifyNaver(config: NaverConfig, code: string, state: string): Promise<VerifiedIdentity> {
  const token = await askProvider(`${config.authUrl}/oauth2.0/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code,
      state,
    }),
  });
  assertAccepted(token);
  // Naver answers a bad code with 200 and { error, error_description }.
  const accessToken = textOf(objectOf(token.body)["access_token"]);
  if (!accessToken) throw refused();
  const me = await askProvider(`${config.apiUrl}/v1/nid/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  assertAccepted(me);
  const body = objectOf(me.body);
  const person = objectOf(body["response"]);
  const subject = textOf(person["id"]);
  if (body["resultcode"] !== "00" || !subject) throw refused();
  return {
    provider: "naver",
    subject,
    profile: { email: textOf(person["email"]), name: textOf(person["name"]), nickName: textOf(person["nickname"]) },
  };
}
