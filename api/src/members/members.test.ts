import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { MemberPage, MemberSummary, TokenPair } from "@enote/shared";
import { members } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  joinGroup,
  ok,
  setRoleInDb,
  signUpTestMember,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";

let app: TestApp;
let admin: TestMember;
let made: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app, { firstName: "Ada", lastName: "Admin" });
  made = await signUpTestMember(app);
  await setRoleInDb(app, made.memberIdx, "MADE");
});
afterAll(async () => {
  await app?.close();
});

const listMembers = (token: string, query = "") =>
  app.call<Result<MemberPage>>("GET", `/api/member/list.do${query}`, { token });
const changeRole = (token: string, memberIdx: number, role: string) =>
  app.call<Result<MemberSummary>>("PUT", `/api/member/${memberIdx}/role.do`, { token, body: { role } });
const setActive = (token: string, memberIdx: number, active: boolean) =>
  app.call<Result<MemberSummary>>("PUT", `/api/member/${memberIdx}/active.do`, { token, body: { active } });
const roleOf = async (memberIdx: number) =>
  (await app.database.db.select({ role: members.role }).from(members).where(eq(members.memberIdx, memberIdx)))[0]?.role;

describe("GET /api/member/list.do", () => {
  it("lets an administrator search all members by id, name or email, paged", async () => {
    const curie = await signUpTestMember(app, { firstName: "Pierre", lastName: "Zurich" });
    const page = ok(await listMembers(admin.token, "?q=zuRICH"));
    expect(page.items.map((m) => m.memberIdx)).toEqual([curie.memberIdx]);
    expect(page.items[0]).toMatchObject({
      name: "Pierre Zurich",
      role: "FRONT",
      active: true,
      memberId: curie.input.memberId,
    });
    expect(ok(await listMembers(admin.token, `?q=${curie.input.email}`)).total).toBe(1);
    // A % typed into the search box is a character, not a wildcard.
    expect(ok(await listMembers(admin.token, "?q=%25")).total).toBe(0);
    const all = ok(await listMembers(made.token, "?size=2&page=1"));
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const second = ok(await listMembers(made.token, "?size=2&page=2"));
    expect(second.items.map((m) => m.memberIdx)).not.toContain(all.items[0]?.memberIdx);
  });

  it("lets a group manager list their group's members only with groupIdx; others get NO_MENU_ACCESS", async () => {
    const manager = await signUpTestMember(app);
    await setRoleInDb(app, manager.memberIdx, "MANAGER");
    const group = await createGroup(app, manager.token, "Listing Lab");
    const member = await signUpTestMember(app);
    await joinGroup(app, member.token, await codeOf(app, group.groupIdx));
    const inGroup = ok(await listMembers(manager.token, `?groupIdx=${group.groupIdx}`));
    expect(inGroup.items.map((m) => m.memberIdx).sort()).toEqual([manager.memberIdx, member.memberIdx].sort());
    for (const [token, query] of [
      [manager.token, ""],
      [member.token, `?groupIdx=${group.groupIdx}`],
      [member.token, ""],
    ] as const) {
      const refused = await app.call<ErrorBody>("GET", `/api/member/list.do${query}`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("NO_MENU_ACCESS");
    }
    expect((await listMembers(admin.token, "?groupIdx=999999")).status).toBe(404);
  });

  it("rejects malformed paging with 400", async () => {
    for (const query of ["?size=0", "?size=101", "?page=x", "?groupIdx=-1"]) {
      expect((await listMembers(admin.token, query)).status, query).toBe(400);
    }
  });
});

describe("PUT /api/member/{memberIdx}/role.do", () => {
  it("lets an ADMIN make a member MANAGER and back", async () => {
    const member = await signUpTestMember(app);
    expect(ok(await changeRole(admin.token, member.memberIdx, "MANAGER")).role).toBe("MANAGER");
    expect(ok(await changeRole(admin.token, member.memberIdx, "FRONT")).role).toBe("FRONT");
  });

  it("leaves appointing and removing ADMINs to MADE", async () => {
    const member = await signUpTestMember(app);
    const byAdmin = await changeRole(admin.token, member.memberIdx, "ADMIN");
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect(await roleOf(member.memberIdx)).toBe("FRONT");
    expect(ok(await changeRole(made.token, member.memberIdx, "ADMIN")).role).toBe("ADMIN");
    expect((await changeRole(admin.token, member.memberIdx, "FRONT")).status).toBe(403);
    expect(ok(await changeRole(made.token, member.memberIdx, "FRONT")).role).toBe("FRONT");
  });

  it("refuses anyone changing their own role, and non-administrators entirely", async () => {
    const self = await changeRole(admin.token, admin.memberIdx, "MADE");
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("You have no authority to modify this");
    expect(await roleOf(admin.memberIdx)).toBe("ADMIN");
    const front = await signUpTestMember(app);
    const promoted = await changeRole(front.token, front.memberIdx, "ADMIN");
    expect(promoted.status).toBe(403);
    expect(promoted.body.code).toBe("NO_MENU_ACCESS");
    expect(await roleOf(front.memberIdx)).toBe("FRONT");
  });

  it("answers 404 for an unknown member and 400 for an unknown role", async () => {
    expect((await changeRole(admin.token, 999999, "FRONT")).status).toBe(404);
    const member = await signUpTestMember(app);
    expect((await changeRole(admin.token, member.memberIdx, "BOSS")).status).toBe(400);
  });
});

describe("PUT /api/member/{memberIdx}/active.do", () => {
  it("deactivating ends every sign-in and blocks sign-in; reactivating lets the member in again", async () => {
    const member = await signUpTestMember(app);
    const deactivated = ok(await setActive(admin.token, member.memberIdx, false));
    expect(deactivated.active).toBe(false);
    expect((await app.call("GET", "/api/oauth/me.do", { token: member.token })).status).toBe(401);
    const refresh = await app.call("POST", "/api/oauth/refresh.do", { token: member.tokens.refreshToken });
    expect(refresh.status).toBe(401);
    const credentials = { memberId: member.input.memberId, password: member.input.password };
    expect((await app.call("POST", "/api/oauth/authorize.do", { body: credentials })).status).toBe(401);
    const [row] = await app.database.db.select().from(members).where(eq(members.memberIdx, member.memberIdx));
    expect(row?.status).toBe("INACTIVE");
    expect(ok(await setActive(admin.token, member.memberIdx, true)).active).toBe(true);
    const signedIn = await app.call<Result<TokenPair>>("POST", "/api/oauth/authorize.do", { body: credentials });
    expect(signedIn.status).toBe(200);
  });

  it("refuses an ADMIN deactivating another ADMIN, themselves, or a non-administrator doing it", async () => {
    const otherAdmin = await signUpTestMember(app);
    await setRoleInDb(app, otherAdmin.memberIdx, "ADMIN");
    expect((await setActive(admin.token, otherAdmin.memberIdx, false)).status).toBe(403);
    expect((await setActive(admin.token, admin.memberIdx, false)).status).toBe(403);
    const front = await signUpTestMember(app);
    const byFront = await setActive(front.token, otherAdmin.memberIdx, false);
    expect(byFront.body.code).toBe("NO_MENU_ACCESS");
    expect((await app.call("GET", "/api/oauth/me.do", { token: otherAdmin.token })).status).toBe(200);
    expect(ok(await setActive(made.token, otherAdmin.memberIdx, false)).active).toBe(false);
  });
});
