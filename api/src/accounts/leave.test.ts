import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard, GroupMember } from "@enote/shared";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  setRoleInDb,
  signUpTestMember,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { connectPeer, createLabBook } from "../test/labbooks";

/* DELETE /api/oauth/leave/member.do when others depend on the member (profile.test.ts: the rest). */

let app: TestApp;
let admin: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app); // the installation's first member: its only ADMIN
});
afterAll(async () => {
  await app?.close();
});

function leave(member: TestMember, headers: Record<string, string> = {}, password = member.input.password) {
  return app.call<Result<{ memberIdx: number }>>("DELETE", "/api/oauth/leave/member.do", {
    token: member.token,
    body: { password },
    headers,
  });
}

const meStatus = async (member: TestMember) =>
  (await app.call("GET", "/api/oauth/me.do", { token: member.token })).status;

async function manager(): Promise<TestMember> {
  const member = await signUpTestMember(app);
  await setRoleInDb(app, member.memberIdx, "MANAGER");
  return member;
}

/** A group `head` manages alone, with `others` as plain members. */
async function groupOf(head: TestMember, name: string, others: TestMember[]): Promise<number> {
  const group = await createGroup(app, head.token, name);
  const code = await codeOf(app, group.groupIdx);
  for (const other of others) await joinGroup(app, other.token, code);
  return group.groupIdx;
}

describe("leaving while others depend on the member", () => {
  it("refuses the only manager of a group others are in, naming it in the caller's language", async () => {
    const head = await manager();
    const student = await signUpTestMember(app);
    const groupIdx = await groupOf(head, "Kinetics Lab", [student]);

    const refused = await leave(head, {}, "notMine123");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "LEAVE_GROUP_MANAGER",
      message: "You are the only manager of Kinetics Lab. Appoint another manager there before leaving.",
    });
    const korean = await leave(head, { cookie: "locale=ko-KR" });
    expect(korean.body.message).toBe(
      "Kinetics Lab 그룹의 유일한 관리자입니다. 탈퇴하기 전에 다른 관리자를 지정해 주세요.",
    );
    expect(await meStatus(head)).toBe(200);

    ok(
      await app.call<Result<GroupMember>>("PUT", `/api/group/${groupIdx}/member.do`, {
        token: head.token,
        body: { memberIdx: student.memberIdx, manager: true },
      }),
    );
    expect((await leave(head)).status).toBe(200);
    const left = ok(
      await app.call<Result<GroupMember[]>>("GET", `/api/group/${groupIdx}/members.do`, { token: student.token }),
    );
    expect(left.map((m) => m.memberIdx)).toEqual([student.memberIdx]);
  });

  it("lets the last manager leave a group nobody else is in", async () => {
    const head = await manager();
    await groupOf(head, "Solo Lab", []);
    expect((await leave(head)).status).toBe(200);
  });

  it("refuses the only OWNER of an active project others work in, but not of an archived one", async () => {
    const head = await manager();
    const owner = await signUpTestMember(app);
    const writer = await signUpTestMember(app);
    const groupIdx = await groupOf(head, "Grignard Lab", [owner, writer]);
    const project = await createProject(app, head.token, groupIdx, { name: "Grignard scale-up" });
    await setLevel(app, head.token, project.projectIdx, owner.memberIdx, "OWNER");
    await setLevel(app, head.token, project.projectIdx, writer.memberIdx, "WRITER");
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${project.projectIdx}/member/${head.memberIdx}.do`, {
        token: head.token,
      }),
    );

    const refused = await leave(owner);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "LEAVE_PROJECT_OWNER",
      message: "You are the only owner of the project Grignard scale-up. Make another member its owner before leaving.",
    });
    expect(await meStatus(owner)).toBe(200);

    ok(
      await app.call<Result<unknown>>("PUT", `/api/project/${project.projectIdx}.do`, {
        token: head.token,
        body: { archived: true },
      }),
    );
    expect((await leave(owner)).status).toBe(200);
  });

  it("closes the member's open lab book editors when they leave", async () => {
    const head = await manager();
    const writer = await signUpTestMember(app);
    const groupIdx = await groupOf(head, "Suzuki Lab", [writer]);
    const project = await createProject(app, head.token, groupIdx, { name: "Biaryl coupling" });
    await setLevel(app, head.token, project.projectIdx, writer.memberIdx, "WRITER");
    const book = await createLabBook(app, writer.token, project.projectIdx);
    const editor = connectPeer(app, book.lbIdx, writer.token);
    try {
      await editor.synced();
      expect((await leave(writer)).status).toBe(200);
      expect(await editor.closed).toBe("permission-denied");
    } finally {
      editor.destroy();
    }
  });

  it("keeps the member's name in the group's activity, marked as left, and erases their nickname (issue 33)", async () => {
    const head = await manager();
    const chemist = await signUpTestMember(app, { firstName: "Tadeus", lastName: "Reichstein", nickName: "Tad" });
    const groupIdx = await groupOf(head, "Vitamin Lab", [chemist]);
    const project = await createProject(app, head.token, groupIdx, { name: "Ascorbic acid" });
    await setLevel(app, head.token, project.projectIdx, chemist.memberIdx, "WRITER");
    ok(
      await app.call<Result<GroupMember>>("PUT", `/api/group/${groupIdx}/member.do`, {
        token: head.token,
        body: { memberIdx: chemist.memberIdx, manager: true },
      }),
    );
    const before = ok(await app.call<Result<Dashboard>>("GET", "/api/dashboard.do", { token: head.token }));
    expect(before.activity).toContainEqual(
      expect.objectContaining({ kind: "project.memberLevel", text: "Tadeus Reichstein: WRITER" }),
    );

    expect((await leave(chemist)).status).toBe(200);
    const after = ok(await app.call<Result<Dashboard>>("GET", "/api/dashboard.do", { token: head.token }));
    expect(JSON.stringify(after.activity)).not.toMatch(/Tad\b/);
    expect(after.activity.slice(0, 4)).toEqual([
      expect.objectContaining({
        kind: "group.left",
        actorName: "Tadeus Reichstein",
        actorLeft: true,
        groupName: "Vitamin Lab",
      }),
      expect.objectContaining({ kind: "group.managerAppointed", text: "Tadeus Reichstein", subjectLeft: true }),
      expect.objectContaining({
        kind: "project.memberLevel",
        text: "Tadeus Reichstein: WRITER",
        subjectLeft: true,
        projectName: "Ascorbic acid",
      }),
      expect.objectContaining({ kind: "project.created", text: "Ascorbic acid" }),
    ]);
  });

  it("refuses the last administrator until another member is one", async () => {
    const refused = await leave(admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("LEAVE_LAST_ADMIN");
    expect((refused.body as ErrorBody).message).toBe(
      "You are the last administrator. Make another member an administrator before leaving.",
    );
    const successor = await signUpTestMember(app);
    await setRoleInDb(app, successor.memberIdx, "ADMIN");
    expect((await leave(admin)).status).toBe(200);
  });
});
