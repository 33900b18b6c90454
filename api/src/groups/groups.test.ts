import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Group } from "@enote/shared";
import { groups } from "../db/schema";
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
let manager: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app); // first member: ADMIN
  manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
});
afterAll(async () => {
  await app?.close();
});

async function groupCount(): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(groups);
  return row?.n ?? 0;
}

describe("POST /api/group/create.do", () => {
  it("creates a group with its creator as manager and a fresh 10-character code valid for 30 days", async () => {
    const created = await app.call<Result<Group>>("POST", "/api/group/create.do", {
      token: manager.token,
      body: { groupName: "  Catalysis Lab  " },
    });
    expect(created.status).toBe(201);
    const group = ok(created);
    expect(group).toMatchObject({ groupName: "Catalysis Lab", myRole: "manager", memberCount: 1, projectCount: 0 });
    expect(group.labBookCount).toBe(0);
    expect(group.signUpCode).toMatch(/^[A-Za-z0-9]{10}$/);
    const days = (Date.parse(group.signUpCodeExpiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("gives every group a different code", async () => {
    const a = await createGroup(app, manager.token, "Lab A");
    const b = await createGroup(app, manager.token, "Lab B");
    expect(a.signUpCode).not.toBe(b.signUpCode);
  });

  it("refuses a plain member (FRONT) with NO_MENU_ACCESS and creates nothing", async () => {
    const front = await signUpTestMember(app);
    const before = await groupCount();
    const result = await app.call<ErrorBody>("POST", "/api/group/create.do", {
      token: front.token,
      body: { groupName: "Mine" },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: "NO_MENU_ACCESS",
      message: "You have no access to this menu. Please request access from the group manager.",
    });
    expect(await groupCount()).toBe(before);
  });

  it.each([
    ["an empty name", "   ", "This field must be entered"],
    ["a name over 100 characters", "x".repeat(101), "Must be at most 100 characters"],
  ])("rejects %s with 400 and creates nothing", async (_case, groupName, message) => {
    const before = await groupCount();
    const result = await app.call<ErrorBody>("POST", "/api/group/create.do", {
      token: manager.token,
      body: { groupName },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_FAILED");
    expect(result.body.message).toBe(message);
    expect(result.body.issues?.[0]?.path).toEqual(["groupName"]);
    expect(await groupCount()).toBe(before);
  });

  it("answers in Korean when the caller's locale is ko-KR", async () => {
    const result = await app.call<ErrorBody>("POST", "/api/group/create.do", {
      token: manager.token,
      body: { groupName: "" },
      headers: { cookie: "locale=ko-KR" },
    });
    expect(result.body.message).toBe("내용을 입력해 주세요");
  });
});

describe("GET /api/group/list.do and /api/group/{groupIdx}.do", () => {
  it("lists my groups for a member, every group for an administrator", async () => {
    const mine = await createGroup(app, manager.token, "Listed Lab");
    const front = await signUpTestMember(app);
    await joinGroup(app, front.token, await codeOf(app, mine.groupIdx));
    const frontList = ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: front.token }));
    expect(frontList.map((g) => g.groupIdx)).toEqual([mine.groupIdx]);
    expect(frontList[0]).toMatchObject({ myRole: "member", signUpCode: null, memberCount: 2 });
    const adminList = ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: admin.token }));
    expect(adminList.length).toBe(await groupCount());
    const seen = adminList.find((g) => g.groupIdx === mine.groupIdx);
    expect(seen).toMatchObject({ myRole: null, signUpCode: await codeOf(app, mine.groupIdx) });
  });

  it("answers 404 alike for a group one is not in and for one that does not exist", async () => {
    const group = await createGroup(app, manager.token, "Hidden Lab");
    const stranger = await signUpTestMember(app);
    const hidden = await app.call<ErrorBody>("GET", `/api/group/${group.groupIdx}.do`, { token: stranger.token });
    const missing = await app.call<ErrorBody>("GET", "/api/group/999999.do", { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
  });

  it("answers 400 for an id that is not a positive number, and keeps the fixed paths", async () => {
    for (const id of ["abc", "0", "1.5", "-3", "99999999999"]) {
      const result = await app.call<ErrorBody>("GET", `/api/group/${id}.do`, { token: manager.token });
      expect(result.status, id).toBe(400);
      expect(result.body.message).toBe("Must be a positive whole number");
    }
    // list.do answers as the list, not as a group with id "list"; GET on a POST-only path is a bad id.
    expect((await app.call("GET", "/api/group/list.do", { token: manager.token })).status).toBe(200);
    expect((await app.call("GET", "/api/group/create.do", { token: manager.token })).status).toBe(400);
  });
});

describe("PUT /api/group/{groupIdx}.do", () => {
  it("renames for a manager and refuses a plain member with 403, changing nothing", async () => {
    const group = await createGroup(app, manager.token, "Old Name");
    const front = await signUpTestMember(app);
    await joinGroup(app, front.token, await codeOf(app, group.groupIdx));
    const refused = await app.call<ErrorBody>("PUT", `/api/group/${group.groupIdx}.do`, {
      token: front.token,
      body: { groupName: "Taken Over" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "NO_MODIFY_AUTHORITY",
      message: "You have no authority to modify this",
    });
    const renamed = await app.call<Result<Group>>("PUT", `/api/group/${group.groupIdx}.do`, {
      token: manager.token,
      body: { groupName: "New Name" },
    });
    expect(ok(renamed).groupName).toBe("New Name");
    const tooLong = await app.call<ErrorBody>("PUT", `/api/group/${group.groupIdx}.do`, {
      token: manager.token,
      body: { groupName: "y".repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    const after = ok(await app.call<Result<Group>>("GET", `/api/group/${group.groupIdx}.do`, { token: front.token }));
    expect(after.groupName).toBe("New Name");
  });
});

describe("POST /api/group/join.do and PUT /api/group/{groupIdx}/code.do", () => {
  it("joins with the code; a second join is 409", async () => {
    const group = await createGroup(app, manager.token, "Joinable");
    const front = await signUpTestMember(app);
    const joined = await joinGroup(app, front.token, await codeOf(app, group.groupIdx));
    expect(joined).toMatchObject({ groupIdx: group.groupIdx, myRole: "member", memberCount: 2 });
    const again = await app.call<ErrorBody>("POST", "/api/group/join.do", {
      token: front.token,
      body: { signUpCode: await codeOf(app, group.groupIdx) },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "ALREADY_GROUP_MEMBER",
      message: "You are already a member of this group",
    });
  });

  it("refuses a wrong code, an expired code and a malformed code, joining nothing", async () => {
    const group = await createGroup(app, manager.token, "Expiring");
    const front = await signUpTestMember(app);
    const join = (signUpCode: string) =>
      app.call<ErrorBody>("POST", "/api/group/join.do", { token: front.token, body: { signUpCode } });
    const wrong = await join("ZZZZZZZZZZ");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "INVALID_GROUP_CODE",
      message: "This group code is wrong or has expired. Ask the group manager for a new invitation.",
    });
    await app.database.db
      .update(groups)
      .set({ signUpCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(groups.groupIdx, group.groupIdx));
    const expired = await join(await codeOf(app, group.groupIdx));
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("INVALID_GROUP_CODE");
    const malformed = await join("short");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The group code is 10 letters or digits");
    expect(ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: front.token }))).toEqual([]);
  });

  it("regenerates the code for a manager: the old code stops working, the new one works", async () => {
    const group = await createGroup(app, manager.token, "Rotating");
    const oldCode = await codeOf(app, group.groupIdx);
    const regenerated = ok(
      await app.call<Result<Group>>("PUT", `/api/group/${group.groupIdx}/code.do`, { token: manager.token }),
    );
    expect(regenerated.signUpCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(regenerated.signUpCode).not.toBe(oldCode);
    const front = await signUpTestMember(app);
    const withOld = await app.call<ErrorBody>("POST", "/api/group/join.do", {
      token: front.token,
      body: { signUpCode: oldCode },
    });
    expect(withOld.body.code).toBe("INVALID_GROUP_CODE");
    await joinGroup(app, front.token, regenerated.signUpCode ?? "");
    const refused = await app.call<ErrorBody>("PUT", `/api/group/${group.groupIdx}/code.do`, { token: front.token });
    expect(refused.status).toBe(403);
    expect(await codeOf(app, group.groupIdx)).toBe(regenerated.signUpCode);
  });
});

describe("GET /api/docs", () => {
  it("documents the id routes with their path parameters and the list queries", async () => {
    type Operation = { parameters?: { name: string; in: string }[] };
    const docs = await app.call<{ paths: Record<string, Record<string, Operation>> }>("GET", "/api/docs");
    const detail = docs.body.paths["/api/group/{groupIdx}.do"];
    expect(Object.keys(detail ?? {}).sort()).toEqual(["get", "put"]);
    expect(detail?.get?.parameters).toEqual([expect.objectContaining({ name: "groupIdx", in: "path" })]);
    const listParams = docs.body.paths["/api/member/list.do"]?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(listParams).toEqual(["query:q", "query:groupIdx", "query:page", "query:size"]);
  });
});
