import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { ldapConfig } from "./config";
import { escapeFilterValue, searchFilterFor } from "./filter";

const url = "ldaps://ldap.uni.example:636";
const searchBase = "ou=people,dc=uni,dc=example";
let dir: string;
let caFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "enote-ldap-config-"));
  caFile = path.join(dir, "ca.pem");
  await writeFile(caFile, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The message readEnv stops the start with, or null when it accepts the settings. */
function refusal(settings: Record<string, string>): string | null {
  try {
    readEnv(settings);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("LDAP settings", () => {
  it("is off while ENOTE_LDAP_URL is unset", () => {
    expect(ldapConfig(readEnv({}))).toBeNull();
  });

  it("reads every setting with the documented defaults: anonymous search, (uid={id}), cn/givenName/sn/mail", () => {
    expect(ldapConfig(readEnv({ ENOTE_LDAP_URL: url, ENOTE_LDAP_SEARCH_BASE: searchBase }))).toEqual({
      url,
      bind: null,
      searchBase,
      searchFilter: "(uid={id})",
      attributes: { name: "cn", firstName: "givenName", lastName: "sn", email: "mail" },
      startTls: false,
      ca: undefined,
    });
    const full = ldapConfig(
      readEnv({
        ENOTE_LDAP_URL: "ldap://ldap.uni.example",
        ENOTE_LDAP_BIND_DN: "cn=enote,ou=services,dc=uni,dc=example",
        ENOTE_LDAP_BIND_PASSWORD: "service-secret",
        ENOTE_LDAP_SEARCH_BASE: searchBase,
        ENOTE_LDAP_SEARCH_FILTER: "(&(objectClass=person)(sAMAccountName={id}))",
        ENOTE_LDAP_ATTR_NAME: "displayName",
        ENOTE_LDAP_ATTR_EMAIL: "userPrincipalName",
        ENOTE_LDAP_STARTTLS: "1",
        ENOTE_LDAP_CA_FILE: caFile,
      }),
    );
    expect(full).toMatchObject({
      bind: { dn: "cn=enote,ou=services,dc=uni,dc=example", password: "service-secret" },
      searchFilter: "(&(objectClass=person)(sAMAccountName={id}))",
      attributes: { name: "displayName", email: "userPrincipalName" },
      startTls: true,
    });
    expect(full?.ca).toContain("BEGIN CERTIFICATE");
  });

  it("stops the start with the setting's name when the settings do not fit together", () => {
    expect(refusal({ ENOTE_LDAP_URL: "https://ldap.uni.example", ENOTE_LDAP_SEARCH_BASE: searchBase })).toMatch(
      /ENOTE_LDAP_URL: an ldap:\/\/ or ldaps:\/\/ address/,
    );
    expect(refusal({ ENOTE_LDAP_URL: url })).toMatch(/ENOTE_LDAP_SEARCH_BASE: required with ENOTE_LDAP_URL/);
    expect(refusal({ ENOTE_LDAP_SEARCH_BASE: searchBase })).toMatch(/ENOTE_LDAP_URL: required/);
    expect(refusal({ ENOTE_LDAP_URL: url, ENOTE_LDAP_SEARCH_BASE: searchBase, ENOTE_LDAP_BIND_DN: "cn=x" })).toMatch(
      /ENOTE_LDAP_BIND_DN: set with ENOTE_LDAP_BIND_PASSWORD/,
    );
    expect(refusal({ ENOTE_LDAP_URL: url, ENOTE_LDAP_SEARCH_BASE: searchBase, ENOTE_LDAP_STARTTLS: "1" })).toMatch(
      /ENOTE_LDAP_STARTTLS: only with ldap:\/\//,
    );
    expect(
      refusal({ ENOTE_LDAP_URL: url, ENOTE_LDAP_SEARCH_BASE: searchBase, ENOTE_LDAP_SEARCH_FILTER: "uid=%s" }),
    ).toMatch(/ENOTE_LDAP_SEARCH_FILTER: a filter in parentheses containing \{id\}/);
    expect(
      refusal({
        ENOTE_LDAP_URL: url,
        ENOTE_LDAP_SEARCH_BASE: searchBase,
        ENOTE_LDAP_CA_FILE: path.join(dir, "missing.pem"),
      }),
    ).toMatch(/ENOTE_LDAP_CA_FILE: a readable PEM file/);
    expect(
      refusal({
        ENOTE_LDAP_URL: "ldap://ldap.uni.example",
        ENOTE_LDAP_SEARCH_BASE: searchBase,
        ENOTE_LDAP_CA_FILE: caFile,
      }),
    ).toMatch(/ENOTE_LDAP_CA_FILE: only with ldaps:\/\/ or ENOTE_LDAP_STARTTLS=1/);
  });
});

describe("search filter", () => {
  it("escapes the characters that would reshape a filter (RFC 4515)", () => {
    expect(escapeFilterValue("*)(uid=*")).toBe("\\2a\\29\\28uid=\\2a");
    expect(escapeFilterValue("a\\b\0c")).toBe("a\\5cb\\00c");
    expect(escapeFilterValue("김하나.kim-01")).toBe("김하나.kim-01");
  });

  it("puts the escaped id in every {id} of the template, even an id holding $& or {id}", () => {
    expect(searchFilterFor("(|(uid={id})(mail={id}))", "a*")).toBe("(|(uid=a\\2a)(mail=a\\2a))");
    expect(searchFilterFor("(uid={id})", "$&{id}")).toBe("(uid=$&{id})");
  });
});
