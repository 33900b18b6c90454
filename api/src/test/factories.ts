import { eq } from "drizzle-orm";
import type { Group, Member, ProjectDetail, ProjectLevel, Role, SignUpInput } from "@enote/shared";
import { groups, members } from "../db/schema";
import { signUpMember, type CallResult, type SignedUp, type TestApp } from "./harness";

/** A signed-up member with what tests need at hand. */
export interface TestMember extends SignedUp {
  memberIdx: number;
  token: string;
}

export type ErrorBody = { message: string; code: string; issues?: { path: (string | number)[]; message: string }[] };
export type Result<T> = { data: T } & Partial<ErrorBody>;

/** The payload of a call that must succeed; a failure throws with the answer, so setup mistakes read clearly. */
export function ok<T>(result: CallResult<Result<T>>): T {
  if (result.status >= 300) throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data;
}

export async function signUpTestMember(app: TestApp, overrides: Partial<SignUpInput> = {}): Promise<TestMember> {
  const signedUp = await signUpMember(app, overrides);
  const token = signedUp.tokens.accessToken;
  const me = ok(await app.call<Result<Member>>("GET", "/api/oauth/me.do", { token }));
  return { ...signedUp, memberIdx: me.memberIdx, token };
}

/** Sets a role straight in the database: there is no API that makes a MADE member. */
export async function setRoleInDb(app: TestApp, memberIdx: number, role: Role): Promise<void> {
  await app.database.db.update(members).set({ role }).where(eq(members.memberIdx, memberIdx));
}

export async function createGroup(app: TestApp, token: string, groupName = "Organic Synthesis Lab"): Promise<Group> {
  return ok(await app.call<Result<Group>>("POST", "/api/group/create.do", { token, body: { groupName } }));
}

export async function joinGroup(app: TestApp, token: string, signUpCode: string): Promise<Group> {
  return ok(await app.call<Result<Group>>("POST", "/api/group/join.do", { token, body: { signUpCode } }));
}

/** The group's current code (read from the database, as an invitation link would carry it). */
export async function codeOf(app: TestApp, groupIdx: number): Promise<string> {
  const [row] = await app.database.db
    .select({ code: groups.signUpCode })
    .from(groups)
    .where(eq(groups.groupIdx, groupIdx));
  if (!row) throw new Error(`no group ${groupIdx}`);
  return row.code;
}

export async function createProject(
  app: TestApp,
  token: string,
  groupIdx: number,
  options: { name?: string; includeGroupMembers?: boolean } = {},
): Promise<ProjectDetail> {
  const body = {
    groupIdx,
    name: options.name ?? "Suzuki coupling",
    includeGroupMembers: options.includeGroupMembers ?? false,
  };
  return ok(await app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", { token, body }));
}

export async function setLevel(
  app: TestApp,
  token: string,
  projectIdx: number,
  memberIdx: number,
  level: ProjectLevel,
): Promise<ProjectDetail> {
  return ok(
    await app.call<Result<ProjectDetail>>("PUT", `/api/project/${projectIdx}/member.do`, {
      token,
      body: { memberIdx, level },
    }),
  );
}
