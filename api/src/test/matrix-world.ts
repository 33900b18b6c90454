import { apiPaths, tokenPaths, type TokenCreated, type TokenScope } from "@enote/shared";
import type { CallResult, TestApp } from "./harness";
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
} from "./factories";

/** The actors of the permission matrix, in the order of its columns. */
export const matrixActors = [
  "anonymous",
  "outsider", // member of another group only
  "reader", // READER in the project
  "writer", // WRITER in the project
  "owner", // OWNER in the project
  "groupManager", // manages the group, not in the project
  "admin", // ADMIN, in no group
  "made", // MADE, in no group
  "tokenRead", // the writer's personal API token of scope `read`
  "tokenReadWrite", // the writer's personal API token of scope `read-write`
] as const;
export type MatrixActor = (typeof matrixActors)[number];
/** The columns of personal API tokens (issue 38): the writer, through a token of each scope. */
export const tokenActors = { tokenRead: "read", tokenReadWrite: "read-write" } as const satisfies Record<
  string,
  TokenScope
>;
export type TokenActor = keyof typeof tokenActors;
/** The member whose tokens the token columns use. */
export const tokenHolder = "writer" satisfies MatrixActor;
export type SignedInActor = Exclude<MatrixActor, "anonymous" | TokenActor>;

export function isTokenActor(actor: MatrixActor): actor is TokenActor {
  return actor in tokenActors;
}

/**
 * A group and a project in it where each actor holds its standing; `spare` is a plain group
 * member in no project, a target that rows may appoint, add or remove.
 */
export interface Scene {
  groupIdx: number;
  projectIdx: number;
  signUpCode: string;
}

export interface World {
  app: TestApp;
  members: Record<SignedInActor, TestMember>;
  /** The holder's personal API tokens, one per token column. */
  tokens: Record<TokenActor, string>;
  spare: TestMember;
  /** The scene every row uses unless it asks for a fresh one. */
  shared: Scene;
  /** A new scene with the same standings, for a row whose call changes what the next call would see. */
  freshScene(): Promise<Scene>;
  /** A new plain member in no group (a target for role, activation and password rows). */
  freshMember(): Promise<TestMember>;
}

async function buildScene(app: TestApp, members: Record<SignedInActor, TestMember>, spare: TestMember) {
  const { groupManager, owner, writer, reader } = members;
  const group = await createGroup(app, groupManager.token, "Matrix Lab");
  const signUpCode = await codeOf(app, group.groupIdx);
  for (const member of [reader, writer, owner, spare]) await joinGroup(app, member.token, signUpCode);
  const project = await createProject(app, groupManager.token, group.groupIdx, { name: "Matrix Project" });
  await setLevel(app, groupManager.token, project.projectIdx, owner.memberIdx, "OWNER");
  await setLevel(app, groupManager.token, project.projectIdx, writer.memberIdx, "WRITER");
  await setLevel(app, groupManager.token, project.projectIdx, reader.memberIdx, "READER");
  // The group manager steps out of the project: they must see it by managing the group alone.
  ok(
    await app.call<Result<unknown>>(
      "DELETE",
      `/api/project/${project.projectIdx}/member/${groupManager.memberIdx}.do`,
      {
        token: groupManager.token,
      },
    ),
  );
  return { groupIdx: group.groupIdx, projectIdx: project.projectIdx, signUpCode: await codeOf(app, group.groupIdx) };
}

/** Builds the world over HTTP; only the MADE and MANAGER roles are set in the database (no API makes MADE). */
export async function buildWorld(app: TestApp): Promise<World> {
  const admin = await signUpTestMember(app); // the first member of an installation is its ADMIN
  const made = await signUpTestMember(app);
  await setRoleInDb(app, made.memberIdx, "MADE");
  const groupManager = await signUpTestMember(app);
  const otherManager = await signUpTestMember(app);
  for (const manager of [groupManager, otherManager]) await setRoleInDb(app, manager.memberIdx, "MANAGER");
  const outsider = await signUpTestMember(app);
  const otherGroup = await createGroup(app, otherManager.token, "Other Lab");
  await joinGroup(app, outsider.token, await codeOf(app, otherGroup.groupIdx));
  const members = {
    outsider,
    reader: await signUpTestMember(app),
    writer: await signUpTestMember(app),
    owner: await signUpTestMember(app),
    groupManager,
    admin,
    made,
  };
  const spare = await signUpTestMember(app);
  const tokens = { tokenRead: "", tokenReadWrite: "" };
  for (const [actor, scope] of Object.entries(tokenActors) as [TokenActor, TokenScope][]) {
    const body = { name: `matrix ${scope}`, scope };
    const created = await app.call<Result<TokenCreated>>("POST", tokenPaths.create, {
      token: members[tokenHolder].token,
      body,
    });
    tokens[actor] = ok(created).token;
  }
  return {
    app,
    members,
    tokens,
    spare,
    shared: await buildScene(app, members, spare),
    freshScene: () => buildScene(app, members, spare),
    freshMember: () => signUpTestMember(app),
  };
}

export interface MatrixRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  /** A file sent as the request body (uploads), with its content type. */
  file?: { content: string | Uint8Array; type: string };
  /**
   * The bearer sent instead of the actor's own access token: the access token of a second
   * sign-in of the actor (a call that ends its sign-in must not end the one later rows use), or
   * a given string. Anonymous still sends none.
   */
  bearer?: "second-sign-in" | { token: string };
  /** A cookie the call carries, as the browser that started a redirect sign-in would (its state's). */
  cookie?: string;
}

async function bearerOf(world: World, member: TestMember, request: MatrixRequest): Promise<string> {
  if (!request.bearer) return member.token;
  if (request.bearer !== "second-sign-in") return request.bearer.token;
  const { memberId, password } = member.input;
  const signedIn = await world.app.call<Result<{ accessToken: string }>>("POST", apiPaths.oauth.authorize, {
    body: { memberId, password },
  });
  return ok(signedIn).accessToken;
}

/** Calls as the actor: anonymous sends no token. */
export async function callAs(
  world: World,
  actor: MatrixActor,
  request: MatrixRequest,
): Promise<CallResult<{ code?: string }>> {
  // A token column always sends its token: it has no sign-in of its own to send instead.
  const token =
    actor === "anonymous"
      ? undefined
      : isTokenActor(actor)
        ? world.tokens[actor]
        : await bearerOf(world, world.members[actor], request);
  if (request.file) {
    const { content, type } = request.file;
    return world.app.call(request.method, request.path, { token, rawBody: content, headers: { "content-type": type } });
  }
  const headers = request.cookie ? { cookie: request.cookie } : undefined;
  return world.app.call(request.method, request.path, { token, body: request.body, headers });
}
