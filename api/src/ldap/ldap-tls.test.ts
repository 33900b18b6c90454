import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { TokenPair } from "@enote/shared";
import { members } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { startTestDirectory, type DirectoryEntry, type TestDirectory } from "../test/ldap-server";

/*
 * The directory over TLS: ldaps:// and StartTLS against slapd with a certificate of a CA made for
 * this file, trusted through ENOTE_LDAP_CA_FILE.
 */

const person: DirectoryEntry = {
  uid: "mpark",
  password: "Directory-pw-3",
  cn: "Min Park",
  givenName: "Min",
  sn: "Park",
  mail: "min.park@uni.example",
};

type Answer = { data: TokenPair; code?: string };

let directory: TestDirectory;
const apps: TestApp[] = [];

beforeAll(async () => {
  directory = await startTestDirectory([person], { tls: true });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await directory?.close();
});

async function appWith(settings: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp({
    ENOTE_LDAP_BIND_DN: directory.bindDn,
    ENOTE_LDAP_BIND_PASSWORD: directory.bindPassword,
    ENOTE_LDAP_SEARCH_BASE: directory.searchBase,
    ...settings,
  });
  apps.push(app);
  return app;
}

const signIn = (app: TestApp) =>
  app.call<Answer>("POST", "/api/oauth/authorize.do", { body: { memberId: person.uid, password: person.password } });

async function memberCount(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
  return row?.n ?? 0;
}

describe("the directory over TLS", () => {
  it("signs in over ldaps:// trusting the private CA of ENOTE_LDAP_CA_FILE", async () => {
    const app = await appWith({ ENOTE_LDAP_URL: directory.ldapsUrl ?? "", ENOTE_LDAP_CA_FILE: directory.caFile ?? "" });
    const result = await signIn(app);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });

  it("signs in over ldap:// upgraded with StartTLS", async () => {
    const app = await appWith({
      ENOTE_LDAP_URL: directory.url,
      ENOTE_LDAP_STARTTLS: "1",
      ENOTE_LDAP_CA_FILE: directory.caFile ?? "",
    });
    const result = await signIn(app);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });

  it("sends no password over plain ldap:// to a directory that takes them only over TLS: it says it cannot be reached", async () => {
    const app = await appWith({ ENOTE_LDAP_URL: directory.url });
    const result = await signIn(app);
    expect(result.status).toBe(503);
    expect(result.body.code).toBe("DIRECTORY_UNAVAILABLE");
  });

  it("refuses a certificate the CA file does not vouch for: the directory cannot be reached, nobody created", async () => {
    const app = await appWith({ ENOTE_LDAP_URL: directory.ldapsUrl ?? "" });
    const result = await signIn(app);
    expect(result.status).toBe(503);
    expect(result.body.code).toBe("DIRECTORY_UNAVAILABLE");
    expect(await memberCount(app)).toBe(0);
  });
});
