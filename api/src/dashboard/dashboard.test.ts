import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  setRoleInDb,
  signUpTestMember,
  type Result,
  type TestMember,
} from "../test/factories";

let app: TestApp;
let admin: TestMember;
let manager: TestMember;
let member: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app);
  manager = await signUpTestMember(app, { firstName: "Rosalind", lastName: "Franklin" });
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
  member = await signUpTestMember(app, { firstName: "Dorothy", lastName: "Hodgkin" });
});
afterAll(async () => {
  await app?.close();
});

const dashboardOf = async (token: string) =>
  ok(await app.call<Result<Dashboard>>("GET", "/api/dashboard.do", { token }));

describe("GET /api/dashboard.do", () => {
  it("shows my groups, the active projects I see, and recent activity newest first", async () => {
    const group = await createGroup(app, manager.token, "Crystallography");
    await joinGroup(app, member.token, await codeOf(app, group.groupIdx));
    const mine = await createProject(app, manager.token, group.groupIdx, { name: "Penicillin" });
    await setLevel(app, manager.token, mine.projectIdx, member.memberIdx, "WRITER");
    const secret = await createProject(app, manager.token, group.groupIdx, { name: "Secret" });
    const archived = await createProject(app, manager.token, group.groupIdx, {
      name: "Old",
      includeGroupMembers: true,
    });
    await app.call("PUT", `/api/project/${archived.projectIdx}.do`, { token: manager.token, body: { archived: true } });

    const board = await dashboardOf(member.token);
    expect(board.groups.map((g) => g.groupName)).toEqual(["Crystallography"]);
    expect(board.projects.map((p) => p.projectIdx)).toEqual([mine.projectIdx]);
    expect(board.activity.slice(0, 4)).toEqual([
      expect.objectContaining({ kind: "project.archived", projectName: "Old" }),
      expect.objectContaining({ kind: "project.created", text: "Old", actorName: "Rosalind Franklin" }),
      expect.objectContaining({
        kind: "project.memberLevel",
        text: "Dorothy Hodgkin: WRITER",
        projectName: "Penicillin",
      }),
      expect.objectContaining({ kind: "project.created", text: "Penicillin", groupName: "Crystallography" }),
    ]);
    expect(board.activity[0]).not.toHaveProperty("text");
    expect(board.activity.map((a) => a.kind).slice(-2)).toEqual(["group.joined", "group.created"]);
    expect(board.activity.find((a) => a.kind === "group.joined")).toMatchObject({
      actorName: "Dorothy Hodgkin",
      projectName: null,
    });
    // The project the member is not in stays out of their activity, by name too.
    expect(JSON.stringify(board.activity)).not.toContain("Secret");
    const managerBoard = await dashboardOf(manager.token);
    expect(managerBoard.projects.map((p) => p.projectIdx)).toEqual(
      expect.arrayContaining([mine.projectIdx, secret.projectIdx]),
    );
    expect(managerBoard.activity.some((a) => a.text === "Secret")).toBe(true);
  });

  it("keeps the 20 most recent activities", async () => {
    const group = await createGroup(app, manager.token, "Busy Lab");
    for (let i = 1; i <= 22; i++) {
      await app.call("PUT", `/api/group/${group.groupIdx}.do`, {
        token: manager.token,
        body: { groupName: `Busy ${i}` },
      });
    }
    const board = await dashboardOf(manager.token);
    expect(board.activity).toHaveLength(20);
    expect(board.activity[0]).toMatchObject({ kind: "group.renamed", text: "Busy 22", groupName: "Busy 22" });
  });

  it("is empty for a member in no group, and leaves out groups an administrator is not in", async () => {
    const loner = await signUpTestMember(app);
    expect(await dashboardOf(loner.token)).toEqual({
      groups: [],
      projects: [],
      activity: [],
      toCheck: { items: [], total: 0 },
      myEnded: { items: [], total: 0 },
    });
    expect((await dashboardOf(admin.token)).groups).toEqual([]);
  });
});
