import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TreeNode } from "@enote/shared";
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
let manager: TestMember;
let member: TestMember;
let stranger: TestMember;
let groupIdx: number;
let visibleIdx: number;
let hiddenIdx: number;
beforeAll(async () => {
  app = await startTestApp();
  await signUpTestMember(app); // ADMIN
  manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
  member = await signUpTestMember(app);
  stranger = await signUpTestMember(app);
  const group = await createGroup(app, manager.token, "Tree Lab");
  groupIdx = group.groupIdx;
  await joinGroup(app, member.token, await codeOf(app, groupIdx));
  visibleIdx = (await createProject(app, manager.token, groupIdx, { name: "Alpha" })).projectIdx;
  await setLevel(app, manager.token, visibleIdx, member.memberIdx, "READER");
  hiddenIdx = (await createProject(app, manager.token, groupIdx, { name: "Beta" })).projectIdx;
});
afterAll(async () => {
  await app?.close();
});

const tree = (token: string, query = "") => app.call<Result<TreeNode[]>>("GET", `/api/tree.do${query}`, { token });

describe("GET /api/tree.do", () => {
  it("lists my groups with the count of projects I see in each", async () => {
    expect(ok(await tree(manager.token))).toEqual([{ kind: "group", idx: groupIdx, name: "Tree Lab", count: 2 }]);
    expect(ok(await tree(member.token))).toEqual([{ kind: "group", idx: groupIdx, name: "Tree Lab", count: 1 }]);
    expect(ok(await tree(stranger.token))).toEqual([]);
  });

  it("lists a group's projects I see, with their lab book counts", async () => {
    expect(ok(await tree(manager.token, `?groupIdx=${groupIdx}`))).toEqual([
      { kind: "project", idx: visibleIdx, name: "Alpha", count: 0 },
      { kind: "project", idx: hiddenIdx, name: "Beta", count: 0 },
    ]);
    expect(ok(await tree(member.token, `?groupIdx=${groupIdx}`))).toEqual([
      { kind: "project", idx: visibleIdx, name: "Alpha", count: 0 },
    ]);
    expect((await tree(stranger.token, `?groupIdx=${groupIdx}`)).status).toBe(404);
  });

  it("lists a visible project's lab books (none yet) and hides the others with 404", async () => {
    expect(ok(await tree(member.token, `?projectIdx=${visibleIdx}`))).toEqual([]);
    expect((await tree(member.token, `?projectIdx=${hiddenIdx}`)).status).toBe(404);
    expect((await tree(member.token, "?projectIdx=999999")).status).toBe(404);
  });

  it("rejects both parameters at once and malformed ids with 400", async () => {
    const both = await app.call<ErrorBody>("GET", `/api/tree.do?groupIdx=${groupIdx}&projectIdx=${visibleIdx}`, {
      token: member.token,
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("This value is not valid");
    expect((await tree(member.token, "?groupIdx=x")).status).toBe(400);
    expect((await tree(member.token, "?groupIdx=1&groupIdx=2")).status).toBe(400);
  });
});
