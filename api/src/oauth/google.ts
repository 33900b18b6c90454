import type { Db } from "../db/client";
import type { GoogleConfig } from "./config";
import { checkIdToken } from "./id-token";
import type { VerifiedIdentity } from "./identity";
import { issuerOf, type Issuer } from "./issuer";
import { textOf } from "./provider-http";

/** Google's keys and endpoints (its discovery document). */
export function googleIssuer(config: GoogleConfig): Promise<Issuer> {
  return issuerOf(config.issuer);
}

/** Google writes its issuer with and without the scheme; both are Google. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer];
}

/**
 * `userDetails.credential`, the ID token Google Identity Services gave the browser: its signature
 * by the issuer's published keys, its issuer, audience (our client id) and expiry, then once only.
 */
export async function verifyGoogle(db: Db, config: GoogleConfig, credential: string): Promise<VerifiedIdentity> {
  const { subject, claims } = await checkIdToken(db, await googleIssuer(config), credential, {
    issuers: acceptedIssuers(config.issuer),
    audience: config.clientId,
  });
  return {
    provider: "google",
    subject,
    profile: {
      // Only an address Google has verified is offered to prefill the form.
      email: claims["email_verified"] === true ? textOf(claims["email"]) : null,
      name: textOf(claims["name"]),
      nickName: textOf(claims["given_name"]),
    },
  };
}
