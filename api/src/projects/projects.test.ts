import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Group, Project, ProjectDetail } from "@enote/shared";
import { projectMembers, projects } from "../db/schema";
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
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";

let app: TestApp;
let admin: TestMember;
let manager: TestMember;
let alice: TestMember;
let bob: TestMember;
let group: Group;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app);
  manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
  group = await createGroup(app, manager.token, "Project Lab");
  alice = await signUpTestMember(app);
  bob = await signUpTestMember(app);
  for (const member of [alice, bob]) await joinGroup(app, member.token, await codeOf(app, group.groupIdx));
});
afterAll(async () => {
  await app?.close();
});

const projectCount = async () => (await app.database.db.select({ n: count() }).from(projects))[0]?.n ?? 0;
const list = async (token: string, query = "") =>
  ok(await app.call<Result<Project[]>>("GET", `/api/project/list.do${query}`, { token }));
const detail = (token: string, projectIdx: number) =>
  app.call<Result<ProjectDetail>>("GET", `/api/project/${projectIdx}.do`, { token });
const levels = (p: ProjectDetail) => Object.fromEntries(p.members.map((m) => [m.memberIdx, m.level]));

describe("POST /api/project/create.do", () => {
  it("makes the creator OWNER and, with includeGroupMembers, every other group member WRITER", async () => {
    const result = await app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", {
      token: manager.token,
      body: { groupIdx: group.groupIdx, name: " Grignard ", includeGroupMembers: true },
    });
    expect(result.status).toBe(201);
    const project = ok(result);
    expect(project).toMatchObject({ name: "Grignard", groupIdx: group.groupIdx, groupName: "Project Lab" });
    expect(project).toMatchObject({ archived: false, labBookCount: 0, memberCount: 3, myLevel: "OWNER" });
    expect(levels(project)).toEqual({
      [manager.memberIdx]: "OWNER",
      [alice.memberIdx]: "WRITER",
      [bob.memberIdx]: "WRITER",
    });
  });

  it("adds only the creator without includeGroupMembers", async () => {
    const project = await createProject(app, manager.token, group.groupIdx);
    expect(levels(project)).toEqual({ [manager.memberIdx]: "OWNER" });
  });

  it("refuses a plain group member (403), a stranger (404) and a missing group (404), creating nothing", async () => {
    const stranger = await signUpTestMember(app);
    const before = await projectCount();
    const body = { groupIdx: group.groupIdx, name: "Nope", includeGroupMembers: false };
    const byMember = await app.call<ErrorBody>("POST", "/api/project/create.do", { token: alice.token, body });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe("NO_MODIFY_AUTHORITY");
    const byStranger = await app.call<ErrorBody>("POST", "/api/project/create.do", { token: stranger.token, body });
    expect(byStranger.status).toBe(404);
    const missing = await app.call<ErrorBody>("POST", "/api/project/create.do", {
      token: admin.token,
      body: { ...body, groupIdx: 999999 },
    });
    expect(missing.status).toBe(404);
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ["no group", { name: "X", includeGroupMembers: true }, "please select group"],
    ["an empty name", { groupIdx: 1, name: " ", includeGroupMembers: true }, "This field must be entered"],
    [
      "an over-long name",
      { groupIdx: 1, name: "n".repeat(101), includeGroupMembers: true },
      "Must be at most 100 characters",
    ],
    ["no include-members answer", { groupIdx: 1, name: "X" }, "Please make a selection"],
  ])("rejects %s with 400 and creates nothing", async (_case, body, message) => {
    const before = await projectCount();
    const result = await app.call<ErrorBody>("POST", "/api/project/create.do", { token: manager.token, body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(await projectCount()).toBe(before);
  });

  it("lets an administrator outside the group create a project without becoming its member", async () => {
    const project = ok(
      await app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", {
        token: admin.token,
        body: { groupIdx: group.groupIdx, name: "Admin made", includeGroupMembers: true },
      }),
    );
    expect(project.myLevel).toBeNull();
    expect(Object.keys(levels(project)).map(Number)).not.toContain(admin.memberIdx);
    expect(project.members).toHaveLength(3);
  });
});

describe("who sees which project", () => {
  it("shows a group manager every project of the group, a member only theirs, a stranger none", async () => {
    const shared = await createProject(app, manager.token, group.groupIdx, { name: "Shared" });
    await setLevel(app, manager.token, shared.projectIdx, alice.memberIdx, "READER");
    const managerOnly = await createProject(app, manager.token, group.groupIdx, { name: "Private" });
    // The manager steps out of the project; they still see it because they manage the group.
    await setLevel(app, manager.token, managerOnly.projectIdx, bob.memberIdx, "OWNER");
    await app.call("DELETE", `/api/project/${managerOnly.projectIdx}/member/${manager.memberIdx}.do`, {
      token: manager.token,
    });
    const managerSees = (await list(manager.token)).map((p) => p.projectIdx);
    expect(managerSees).toEqual(expect.arrayContaining([shared.projectIdx, managerOnly.projectIdx]));
    expect((await list(manager.token)).find((p) => p.projectIdx === managerOnly.projectIdx)?.myLevel).toBeNull();
    const aliceSees = (await list(alice.token)).map((p) => p.projectIdx);
    expect(aliceSees).toContain(shared.projectIdx);
    expect(aliceSees).not.toContain(managerOnly.projectIdx);
    expect((await detail(alice.token, managerOnly.projectIdx)).status).toBe(404);
    expect(ok(await detail(manager.token, managerOnly.projectIdx)).members).toHaveLength(1);
    const stranger = await signUpTestMember(app);
    expect(await list(stranger.token)).toEqual([]);
    expect((await detail(stranger.token, shared.projectIdx)).status).toBe(404);
    expect(
      (await app.call("GET", `/api/project/list.do?groupIdx=${group.groupIdx}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await list(admin.token)).length).toBe(await projectCount());
  });

  it("filters by group and rejects a malformed groupIdx", async () => {
    const other = await createGroup(app, manager.token, "Other Lab");
    const inOther = await createProject(app, manager.token, other.groupIdx, { name: "Elsewhere" });
    const filtered = await list(manager.token, `?groupIdx=${other.groupIdx}`);
    expect(filtered.map((p) => p.projectIdx)).toEqual([inOther.projectIdx]);
    const malformed = await app.call<ErrorBody>("GET", "/api/project/list.do?groupIdx=abc", { token: manager.token });
    expect(malformed.status).toBe(400);
    expect((await app.call("GET", "/api/project/abc.do", { token: manager.token })).status).toBe(400);
    expect((await app.call("GET", "/api/project/create.do", { token: manager.token })).status).toBe(400);
  });
});

describe("PUT /api/project/{projectIdx}.do", () => {
  it("renames for an OWNER, refuses a WRITER, and archiving makes the project read-only until unarchived", async () => {
    const project = await createProject(app, manager.token, group.groupIdx, { includeGroupMembers: true });
    await setLevel(app, manager.token, project.projectIdx, alice.memberIdx, "OWNER");
    const put = (token: string, body: object) =>
      app.call<Result<ProjectDetail>>("PUT", `/api/project/${project.projectIdx}.do`, { token, body });
    expect(ok(await put(alice.token, { name: "Renamed" })).name).toBe("Renamed");
    const byWriter = await put(bob.token, { name: "Mine now" });
    expect(byWriter.status).toBe(403);
    expect(ok(await put(alice.token, { archived: true })).archived).toBe(true);
    const renameArchived = await put(alice.token, { name: "While archived" });
    expect(renameArchived.status).toBe(403);
    expect(renameArchived.body.code).toBe("NO_MODIFY_AUTHORITY");
    const levelArchived = await app.call("PUT", `/api/project/${project.projectIdx}/member.do`, {
      token: alice.token,
      body: { memberIdx: bob.memberIdx, level: "READER" },
    });
    expect(levelArchived.status).toBe(403);
    const restored = ok(await put(alice.token, { archived: false, name: "Back" }));
    expect(restored).toMatchObject({ archived: false, name: "Back" });
    const empty = await put(alice.token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please fill out all required fields");
  });
});

describe("project members", () => {
  it("refuses a member from outside the group with 400 NOT_GROUP_MEMBER, adding nothing", async () => {
    const project = await createProject(app, manager.token, group.groupIdx);
    const stranger = await signUpTestMember(app);
    const result = await app.call<ErrorBody>("PUT", `/api/project/${project.projectIdx}/member.do`, {
      token: manager.token,
      body: { memberIdx: stranger.memberIdx, level: "WRITER" },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: "NOT_GROUP_MEMBER",
      message: "Only members of the project's group can be added to the project",
    });
    const rows = await app.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectIdx, project.projectIdx));
    expect(rows).toHaveLength(1);
  });

  it("keeps the last OWNER: demoting or removing them is 409, changing nothing", async () => {
    const project = await createProject(app, manager.token, group.groupIdx, { includeGroupMembers: true });
    const demote = await app.call<ErrorBody>("PUT", `/api/project/${project.projectIdx}/member.do`, {
      token: manager.token,
      body: { memberIdx: manager.memberIdx, level: "WRITER" },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: "LAST_PROJECT_OWNER",
      message: "A project needs at least one owner. Make another member owner first.",
    });
    const remove = await app.call<ErrorBody>(
      "DELETE",
      `/api/project/${project.projectIdx}/member/${manager.memberIdx}.do`,
      { token: manager.token },
    );
    expect(remove.status).toBe(409);
    expect(levels(ok(await detail(manager.token, project.projectIdx)))[manager.memberIdx]).toBe("OWNER");
  });

  it("refuses a WRITER promoting themselves, and removes a member (404 when not in the project)", async () => {
    const project = await createProject(app, manager.token, group.groupIdx, { includeGroupMembers: true });
    const selfPromote = await app.call<ErrorBody>("PUT", `/api/project/${project.projectIdx}/member.do`, {
      token: bob.token,
      body: { memberIdx: bob.memberIdx, level: "OWNER" },
    });
    expect(selfPromote.status).toBe(403);
    expect(levels(ok(await detail(bob.token, project.projectIdx)))[bob.memberIdx]).toBe("WRITER");
    const removed = await app.call<Result<unknown>>(
      "DELETE",
      `/api/project/${project.projectIdx}/member/${bob.memberIdx}.do`,
      { token: manager.token },
    );
    expect(ok(removed)).toEqual({ projectIdx: project.projectIdx, memberIdx: bob.memberIdx });
    expect((await detail(bob.token, project.projectIdx)).status).toBe(404);
    const again = await app.call("DELETE", `/api/project/${project.projectIdx}/member/${bob.memberIdx}.do`, {
      token: manager.token,
    });
    expect(again.status).toBe(404);
  });
});
