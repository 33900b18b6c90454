import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { oidcConfig, passwordSignInOff } from "./oidc-config";

const issuer = "https://login.example.ac.kr/realms/lab";

describe("OIDC settings", () => {
  it("is off unless both the issuer and the client id are set", () => {
    expect(oidcConfig(readEnv({}))).toBeNull();
    expect(oidcConfig(readEnv({ ENOTE_OIDC_ISSUER: issuer }))).toBeNull();
    expect(oidcConfig(readEnv({ ENOTE_OIDC_CLIENT_ID: "enote" }))).toBeNull();
  });

  it("reads every setting with the documented defaults", () => {
    const config = oidcConfig(readEnv({ ENOTE_OIDC_ISSUER: issuer, ENOTE_OIDC_CLIENT_ID: "enote" }));
    expect(config).toEqual({
      issuer,
      clientId: "enote",
      clientSecret: undefined,
      name: "OpenID Connect",
      scopes: ["openid", "profile", "email"],
      orgClaim: undefined,
      only: false,
    });
    const full = oidcConfig(
      readEnv({
        ENOTE_OIDC_ISSUER: issuer,
        ENOTE_OIDC_CLIENT_ID: "enote",
        ENOTE_OIDC_CLIENT_SECRET: "s3cret",
        ENOTE_OIDC_NAME: "학교 계정",
        ENOTE_OIDC_SCOPES: "  openid   email ",
        ENOTE_OIDC_ORG_CLAIM: "org",
        ENOTE_OIDC_ONLY: "1",
      }),
    );
    expect(full).toMatchObject({
      clientSecret: "s3cret",
      name: "학교 계정",
      scopes: ["openid", "email"],
      orgClaim: "org",
      only: true,
    });
  });

  it("refuses scopes without openid and an issuer that is not a URL", () => {
    expect(() => readEnv({ ENOTE_OIDC_SCOPES: "profile email" })).toThrow(/ENOTE_OIDC_SCOPES/);
    expect(() => readEnv({ ENOTE_OIDC_ISSUER: "not a url" })).toThrow(/ENOTE_OIDC_ISSUER/);
    expect(() => readEnv({ ENOTE_OIDC_ONLY: "yes" })).toThrow(/ENOTE_OIDC_ONLY/);
  });

  it("turns password sign-in off only for non-administrators and only when OIDC_ONLY is set", () => {
    const only = readEnv({ ENOTE_OIDC_ISSUER: issuer, ENOTE_OIDC_CLIENT_ID: "enote", ENOTE_OIDC_ONLY: "1" });
    expect(passwordSignInOff(only, false)).toBe(true);
    expect(passwordSignInOff(only, true)).toBe(false);
    expect(passwordSignInOff(readEnv({ ENOTE_OIDC_ONLY: "1" }), false)).toBe(false);
    expect(passwordSignInOff(readEnv({ ENOTE_OIDC_ISSUER: issuer, ENOTE_OIDC_CLIENT_ID: "enote" }), false)).toBe(false);
  });
});
