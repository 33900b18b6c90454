import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Member, TokenPair } from "@enote/shared";
import { members, socialIdentities } from "../db/schema";
import { signUpMember, startTestApp, testPassword, type SignedUp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  setLevel,
  setRoleInDb,
  signUpTestMember,
} from "../test/factories";
import { createLabBook, putStatus } from "../test/labbooks";
import { startTestDirectory, type DirectoryEntry, type TestDirectory } from "../test/ldap-server";

/*
 * The id/password form against a real OpenLDAP server (Debian's slapd) started by this file,
 * searched as a service account. Local accounts keep signing in beside the directory.
 */

const hana: DirectoryEntry = {
  uid: "hkim",
  password: "Directory-pw-1",
  cn: "김하나",
  givenName: "하나",
  sn: "김",
  mail: "hana.kim@uni.example",
};
const jun: DirectoryEntry = {
  uid: "jlee",
  password: "Directory-pw-2",
  cn: "Jun Lee",
  givenName: "Jun",
  sn: "Lee",
  mail: "jun.lee@uni.example",
};

type Answer = { data: TokenPair; code?: string; message?: string };

let directory: TestDirectory;
let app: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  directory = await startTestDirectory([hana, jun]);
  app = await startTestApp({
    ENOTE_LDAP_URL: directory.url,
    ENOTE_LDAP_BIND_DN: directory.bindDn,
    ENOTE_LDAP_BIND_PASSWORD: directory.bindPassword,
    ENOTE_LDAP_SEARCH_BASE: directory.searchBase,
  });
  // The installation's administrator: a local account (the break-glass when the directory is down).
  admin = await signUpMember(app);
});
afterAll(async () => {
  await app?.close();
  await directory?.close();
});

const signIn = (memberId: string, password: string, headers: Record<string, string> = {}) =>
  app.call<Answer>("POST", "/api/oauth/authorize.do", { body: { memberId, password }, headers });

async function me(token: string): Promise<Member> {
  const result = await app.call<{ data: Member }>("GET", "/api/oauth/me.do", { token });
  expect(result.status).toBe(200);
  return result.body.data;
}

async function memberCount(): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
  return row?.n ?? 0;
}

async function ldapIdentities(memberIdx: number) {
  return app.database.db
    .select({ subject: socialIdentities.subject })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, "ldap"), eq(socialIdentities.memberIdx, memberIdx)));
}

let hanaIdx = 0;
let hanaToken = "";

describe("sign-in against the LDAP directory", () => {
  it("signs a directory member in with the right password and creates them with the directory's name and e-mail", async () => {
    const before = await memberCount();
    const result = await signIn(hana.uid, hana.password);
    expect(result.status).toBe(200);
    const member = await me(result.body.data.accessToken);
    expect(member).toMatchObject({
      memberId: hana.uid,
      firstName: hana.givenName,
      lastName: hana.sn,
      email: hana.mail,
      role: "FRONT",
    });
    expect(member.initial).toMatch(/^[A-Z0-9]{3,5}$/);
    expect(await memberCount()).toBe(before + 1);
    hanaIdx = member.memberIdx;
    hanaToken = result.body.data.accessToken;
    // Linked by the entry's entryUUID, not by e-mail or id.
    const identities = await ldapIdentities(hanaIdx);
    expect(identities).toHaveLength(1);
    expect(identities[0]?.subject).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("signs the same member in again, in any case of the id, without creating another", async () => {
    const before = await memberCount();
    const result = await signIn(hana.uid.toUpperCase(), hana.password);
    expect(result.status).toBe(200);
    expect((await me(result.body.data.accessToken)).memberIdx).toBe(hanaIdx);
    expect(await memberCount()).toBe(before);
  });

  it("takes a name and e-mail changed in the directory at the next sign-in", async () => {
    await directory.modify(hana.uid, { sn: "Park", cn: `${hana.givenName} Park`, mail: "hana.park@uni.example" });
    const result = await signIn(hana.uid, hana.password);
    expect(result.status).toBe(200);
    expect(await me(result.body.data.accessToken)).toMatchObject({
      memberIdx: hanaIdx,
      firstName: hana.givenName,
      lastName: "Park",
      email: "hana.park@uni.example",
    });
    await directory.modify(hana.uid, { sn: hana.sn, cn: hana.cn, mail: hana.mail });
  });

  it("answers a wrong directory password with the same 401 as a wrong local password", async () => {
    const local = await signIn(admin.input.memberId, "Wrong-pw-99");
    const directoryAnswer = await signIn(jun.uid, "Wrong-pw-99");
    expect(local.status).toBe(401);
    expect(directoryAnswer.status).toBe(401);
    expect(directoryAnswer.body).toEqual(local.body);
    expect(directoryAnswer.body.code).toBe("SIGN_IN_FAILED");
  });

  it("answers 401 for an id the directory does not know, and creates nobody", async () => {
    const before = await memberCount();
    const result = await signIn("nobody", hana.password);
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("SIGN_IN_FAILED");
    expect(await memberCount()).toBe(before);
  });

  it("matches nobody with an id made of filter metacharacters", async () => {
    const before = await memberCount();
    // Each with the password of a person the id would find if it reached the filter unescaped.
    const attempts: [string, string][] = [
      ["hk*", hana.password],
      ["j*", jun.password],
      ["*", hana.password],
      ["jle\\65", jun.password],
      ["*)(uid=*", jun.password],
    ];
    for (const [id, password] of attempts) {
      const result = await signIn(id, password);
      expect(result.status, id).toBe(401);
      expect(result.body.code, id).toBe("SIGN_IN_FAILED");
    }
    expect(await memberCount()).toBe(before);
  });

  it("still signs local password accounts in", async () => {
    const result = await signIn(admin.input.memberId, testPassword);
    expect(result.status).toBe(200);
    expect((await me(result.body.data.accessToken)).email).toBe(admin.input.email);
  });

  it("throttles directory sign-ins like password sign-ins: after the free failures even the right password waits", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(hana.uid, `Wrong-pw-${i}`)).status).toBe(401);
    const result = await signIn(hana.uid, hana.password);
    expect(result.status).toBe(429);
    expect(result.body.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("says the directory cannot be reached when it is down, in the member's language, and creates nobody", async () => {
    await directory.stop();
    try {
      const before = await memberCount();
      const english = await signIn(jun.uid, jun.password);
      expect(english.status).toBe(503);
      expect(english.body.code).toBe("DIRECTORY_UNAVAILABLE");
      expect(english.body.message).toMatch(/directory cannot be reached/);
      const korean = await signIn(jun.uid, jun.password, { cookie: "locale=ko-KR" });
      expect(korean.status).toBe(503);
      expect(korean.body.message).toMatch(/디렉터리/);
      expect(await memberCount()).toBe(before);
      // The administrator's local account is the way in meanwhile.
      expect((await signIn(admin.input.memberId, testPassword)).status).toBe(200);
    } finally {
      await directory.start();
    }
    // The outage counted no failure against the member: back up, the first try signs them in.
    const back = await signIn(jun.uid, jun.password);
    expect(back.status).toBe(200);
    expect(await me(back.body.data.accessToken)).toMatchObject({ firstName: "Jun", lastName: "Lee", email: jun.mail });
  });
});

describe("signing by a directory member", () => {
  it("ends a book with the directory's password, which E-Note never stored, and refuses a wrong one", async () => {
    const manager = await signUpTestMember(app);
    await setRoleInDb(app, manager.memberIdx, "MANAGER");
    const group = await createGroup(app, manager.token, "Directory Lab");
    await joinGroup(app, hanaToken, await codeOf(app, group.groupIdx));
    const project = await createProject(app, manager.token, group.groupIdx, { name: "Signed with the directory" });
    await setLevel(app, manager.token, project.projectIdx, hanaIdx, "WRITER");
    const book = await createLabBook(app, hanaToken, project.projectIdx);

    const wrong = await putStatus(app, hanaToken, book.lbIdx, "END", { password: jun.password });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("REAUTH_FAILED");
    const ended = await putStatus(app, hanaToken, book.lbIdx, "END", { password: hana.password });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.status).toBe("END");
  });
});

describe("sign-in against a directory searched anonymously", () => {
  let anonymous: TestApp;
  beforeAll(async () => {
    anonymous = await startTestApp({ ENOTE_LDAP_URL: directory.url, ENOTE_LDAP_SEARCH_BASE: directory.searchBase });
  });
  afterAll(async () => {
    await anonymous?.close();
  });

  it("finds the entry without a service account and binds as it", async () => {
    const body = { memberId: jun.uid, password: jun.password };
    const result = await anonymous.call<Answer>("POST", "/api/oauth/authorize.do", { body });
    expect(result.status).toBe(200);
    const wrong = await anonymous.call<Answer>("POST", "/api/oauth/authorize.do", {
      body: { ...body, password: hana.password },
    });
    expect(wrong.status).toBe(401);
  });

  it("lets a directory member leave with the directory's password, and not with another", async () => {
    const signedIn = await anonymous.call<Answer>("POST", "/api/oauth/authorize.do", {
      body: { memberId: hana.uid, password: hana.password },
    });
    const token = signedIn.body.data.accessToken;
    const first = await anonymous.call<{ data: Member }>("GET", "/api/oauth/me.do", { token });
    const leave = (password: string) =>
      anonymous.call<Answer>("DELETE", "/api/oauth/leave/member.do", { token, body: { password } });
    const wrong = await leave(jun.password);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("WRONG_PASSWORD");
    expect((await leave(hana.password)).status).toBe(200);
    const [row] = await anonymous.database.db
      .select({ status: members.status })
      .from(members)
      .where(eq(members.email, hana.mail));
    expect(row).toBeUndefined();
    // The entry's link left with the member: signing in again makes a new member.
    const again = await anonymous.call<Answer>("POST", "/api/oauth/authorize.do", {
      body: { memberId: hana.uid, password: hana.password },
    });
    expect(again.status).toBe(200);
    const renewed = await anonymous.call<{ data: Member }>("GET", "/api/oauth/me.do", {
      token: again.body.data.accessToken,
    });
    expect(renewed.body.data.memberIdx).not.toBe(first.body.data.memberIdx);
  });
});
