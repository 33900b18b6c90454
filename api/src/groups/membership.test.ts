import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Group, GroupMember, Member, ProjectDetail } from "@enote/shared";
import { groupMembers, groups, members } from "../db/schema";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setRoleInDb,
  signUpTestMember,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";

let app: TestApp;
let manager: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  await signUpTestMember(app); // the first member is ADMIN; these tests need a plain manager
  manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
});
afterAll(async () => {
  await app?.close();
});

/** A group of the manager with `n` plain members. */
async function groupWith(n: number): Promise<{ group: Group; others: TestMember[] }> {
  const group = await createGroup(app, manager.token, "Membership Lab");
  const others: TestMember[] = [];
  for (let i = 0; i < n; i++) {
    const member = await signUpTestMember(app);
    await joinGroup(app, member.token, await codeOf(app, group.groupIdx));
    others.push(member);
  }
  return { group, others };
}

const membersOf = async (groupIdx: number, token = manager.token) =>
  ok(await app.call<Result<GroupMember[]>>("GET", `/api/group/${groupIdx}/members.do`, { token }));
const appoint = (groupIdx: number, token: string, memberIdx: number, manager: boolean) =>
  app.call<Result<GroupMember>>("PUT", `/api/group/${groupIdx}/member.do`, { token, body: { memberIdx, manager } });

describe("GET /api/group/{groupIdx}/members.do", () => {
  it("lists the members, managers first, to every member of the group", async () => {
    const { group, others } = await groupWith(2);
    const [first] = others;
    if (!first) throw new Error("no member");
    const list = await membersOf(group.groupIdx, first.token);
    expect(list.map((m) => [m.memberIdx, m.manager])).toEqual([
      [manager.memberIdx, true],
      ...others.map((o) => [o.memberIdx, false]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ]);
    expect(list[0]).toMatchObject({
      memberId: manager.input.memberId,
      email: manager.input.email,
      initial: "MCU",
      role: "MANAGER",
    });
    expect(list.slice(1).map((m) => m.role)).toEqual(others.map(() => "FRONT"));
  });
});

describe("PUT /api/group/{groupIdx}/member.do", () => {
  it("appoints another manager and removes a manager while one remains", async () => {
    const { group, others } = await groupWith(1);
    const other = others[0] as TestMember;
    expect(ok(await appoint(group.groupIdx, manager.token, other.memberIdx, true)).manager).toBe(true);
    // The appointed manager now manages: they may remove the original manager.
    expect(ok(await appoint(group.groupIdx, other.token, manager.memberIdx, false)).manager).toBe(false);
    const list = await membersOf(group.groupIdx, other.token);
    expect(list.filter((m) => m.manager).map((m) => m.memberIdx)).toEqual([other.memberIdx]);
  });

  it("keeps one manager when two managers remove each other at the same moment", async () => {
    const { group, others } = await groupWith(1);
    const other = others[0] as TestMember;
    ok(await appoint(group.groupIdx, manager.token, other.memberIdx, true));
    const results = await Promise.all([
      appoint(group.groupIdx, manager.token, other.memberIdx, false),
      appoint(group.groupIdx, other.token, manager.memberIdx, false),
    ]);
    // The loser is refused either as no longer a manager (403) or as the last one (409).
    const [first, second] = results.map((r) => r.status).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(second);
    expect((await membersOf(group.groupIdx)).filter((m) => m.manager)).toHaveLength(1);
  });

  it("refuses a plain member promoting themselves with 403, changing nothing", async () => {
    const { group, others } = await groupWith(1);
    const self = others[0] as TestMember;
    const result = await appoint(group.groupIdx, self.token, self.memberIdx, true);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: "NO_MODIFY_AUTHORITY", message: "You have no authority to modify this" });
    expect((await membersOf(group.groupIdx)).find((m) => m.memberIdx === self.memberIdx)?.manager).toBe(false);
  });

  it("lets an ADMIN who is a plain member appoint themselves, as decide allows", async () => {
    const { group } = await groupWith(0);
    const admin = await signUpTestMember(app);
    await setRoleInDb(app, admin.memberIdx, "ADMIN");
    await joinGroup(app, admin.token, await codeOf(app, group.groupIdx));
    const appointed = ok(await appoint(group.groupIdx, admin.token, admin.memberIdx, true));
    expect(appointed).toMatchObject({ memberIdx: admin.memberIdx, manager: true, role: "ADMIN" });
    expect((await membersOf(group.groupIdx)).filter((m) => m.manager).map((m) => m.memberIdx)).toContain(
      admin.memberIdx,
    );
  });

  it("refuses a MANAGER-role member promoting themselves in a group they do not manage", async () => {
    const { group, others } = await groupWith(1);
    const self = others[0] as TestMember;
    await setRoleInDb(app, self.memberIdx, "MANAGER");
    const result = await appoint(group.groupIdx, self.token, self.memberIdx, true);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect((await membersOf(group.groupIdx)).find((m) => m.memberIdx === self.memberIdx)?.manager).toBe(false);
  });

  it("refuses removing the last manager with 409, changing nothing", async () => {
    const { group } = await groupWith(1);
    const result = await appoint(group.groupIdx, manager.token, manager.memberIdx, false);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: "LAST_GROUP_MANAGER",
      message: "A group needs at least one manager. Appoint another manager first.",
    });
    expect((await membersOf(group.groupIdx)).find((m) => m.memberIdx === manager.memberIdx)?.manager).toBe(true);
  });

  it("answers 404 when the target is not in the group and 400 for a malformed body", async () => {
    const { group } = await groupWith(0);
    const outsider = await signUpTestMember(app);
    const notIn = await appoint(group.groupIdx, manager.token, outsider.memberIdx, true);
    expect(notIn.status).toBe(404);
    const malformed = await app.call<ErrorBody>("PUT", `/api/group/${group.groupIdx}/member.do`, {
      token: manager.token,
      body: { memberIdx: "x", manager: "yes" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.map((i) => i.path[0])).toEqual(["memberIdx", "manager"]);
  });
});

describe("DELETE /api/group/{groupIdx}/member/{memberIdx}.do", () => {
  it("removes the member from the group and from the group's projects", async () => {
    const { group, others } = await groupWith(2);
    const [leaving, staying] = others as [TestMember, TestMember];
    const project = await createProject(app, manager.token, group.groupIdx, { includeGroupMembers: true });
    expect(project.members).toHaveLength(3);
    const removed = await app.call<Result<{ groupIdx: number; memberIdx: number }>>(
      "DELETE",
      `/api/group/${group.groupIdx}/member/${leaving.memberIdx}.do`,
      { token: manager.token },
    );
    expect(ok(removed)).toEqual({ groupIdx: group.groupIdx, memberIdx: leaving.memberIdx });
    expect((await membersOf(group.groupIdx)).map((m) => m.memberIdx)).not.toContain(leaving.memberIdx);
    const detail = ok(
      await app.call<Result<ProjectDetail>>("GET", `/api/project/${project.projectIdx}.do`, { token: staying.token }),
    );
    expect(detail.members.map((m) => m.memberIdx).sort()).toEqual([manager.memberIdx, staying.memberIdx].sort());
    const lostAccess = await app.call("GET", `/api/project/${project.projectIdx}.do`, { token: leaving.token });
    expect(lostAccess.status).toBe(404);
  });

  it("refuses a plain member with NO_DELETE_AUTHORITY, the last manager with 409, a non-member with 404", async () => {
    const { group, others } = await groupWith(2);
    const [a, b] = others as [TestMember, TestMember];
    const byMember = await app.call<ErrorBody>("DELETE", `/api/group/${group.groupIdx}/member/${b.memberIdx}.do`, {
      token: a.token,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({
      code: "NO_DELETE_AUTHORITY",
      message: "You have no authority to delete this",
    });
    const lastManager = await app.call<ErrorBody>(
      "DELETE",
      `/api/group/${group.groupIdx}/member/${manager.memberIdx}.do`,
      { token: manager.token },
    );
    expect(lastManager.status).toBe(409);
    expect(lastManager.body.code).toBe("LAST_GROUP_MANAGER");
    const stranger = await signUpTestMember(app);
    const notIn = await app.call("DELETE", `/api/group/${group.groupIdx}/member/${stranger.memberIdx}.do`, {
      token: manager.token,
    });
    expect(notIn.status).toBe(404);
    expect(await membersOf(group.groupIdx)).toHaveLength(3);
  });
});

describe("POST /api/group/{groupIdx}/leave.do", () => {
  it("lets a member leave; the last manager may not while others remain, and may once alone", async () => {
    const { group, others } = await groupWith(1);
    const member = others[0] as TestMember;
    const blocked = await app.call<ErrorBody>("POST", `/api/group/${group.groupIdx}/leave.do`, {
      token: manager.token,
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("LAST_GROUP_MANAGER");
    expect(
      ok(await app.call<Result<unknown>>("POST", `/api/group/${group.groupIdx}/leave.do`, { token: member.token })),
    ).toEqual({ groupIdx: group.groupIdx, memberIdx: member.memberIdx });
    expect((await app.call("GET", `/api/group/${group.groupIdx}.do`, { token: member.token })).status).toBe(404);
    const alone = await app.call("POST", `/api/group/${group.groupIdx}/leave.do`, { token: manager.token });
    expect(alone.status).toBe(200);
    const again = await app.call("POST", `/api/group/${group.groupIdx}/leave.do`, { token: manager.token });
    expect(again.status).toBe(404);
  });
});

describe("sign-up with a group code (the invitation link)", () => {
  it("joins the group as a plain member", async () => {
    const { group } = await groupWith(0);
    const invited = await signUpTestMember(app, { groupCode: await codeOf(app, group.groupIdx) });
    const list = ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: invited.token }));
    expect(list).toMatchObject([{ groupIdx: group.groupIdx, myRole: "member" }]);
  });

  it("refuses a wrong or expired code with 400 and creates no account", async () => {
    const { group } = await groupWith(0);
    const code = await codeOf(app, group.groupIdx);
    const memberCount = async () => (await app.database.db.select({ n: count() }).from(members))[0]?.n;
    const before = await memberCount();
    const wrong = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: buildSignUp({ groupCode: "WRONG00000" }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_GROUP_CODE");
    await app.database.db
      .update(groups)
      .set({ signUpCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(groups.groupIdx, group.groupIdx));
    const expired = await app.call<ErrorBody>("POST", "/api/oauth/signUp.do", {
      body: buildSignUp({ groupCode: code }),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      "This group code is wrong or has expired. Ask the group manager for a new invitation.",
    );
    expect(await memberCount()).toBe(before);
    const inGroup = await app.database.db.select().from(groupMembers).where(eq(groupMembers.groupIdx, group.groupIdx));
    expect(inGroup).toHaveLength(1);
  });

  it("drops a member's group and project memberships when they leave the installation", async () => {
    const { group, others } = await groupWith(1);
    const leaver = others[0] as TestMember;
    await createProject(app, manager.token, group.groupIdx, { includeGroupMembers: true });
    const me = ok(await app.call<Result<Member>>("GET", "/api/oauth/me.do", { token: leaver.token }));
    await app.call("DELETE", "/api/oauth/leave/member.do", {
      token: leaver.token,
      body: { password: leaver.input.password },
    });
    expect((await membersOf(group.groupIdx)).map((m) => m.memberIdx)).toEqual([manager.memberIdx]);
    const rows = await app.database.db.select().from(groupMembers).where(eq(groupMembers.memberIdx, me.memberIdx));
    expect(rows).toEqual([]);
  });
});
