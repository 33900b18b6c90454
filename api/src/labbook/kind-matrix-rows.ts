import type { BookKind, LabBookDetail, ProjectDetail, ProjectInviteResult } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result, type TestMember } from "../test/factories";
import { testPassword } from "../test/harness";

/*
 * Rows of the permission matrix (api/src/permissions.matrix.test.ts) for book kinds and MoA
 * projects (issue 22). Besides the matrix's columns, the scenes below give the columns the roles
 * the issue names: "reader"/"writer" as group members outside the book's project, "outsider" (a
 * member of another group) as a partner who joined a MoA project by code, "groupManager" as the
 * owning group's manager outside the MoA project.
 */
export interface KindMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });

async function call<T>(
  world: World,
  member: TestMember,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
) {
  return ok(await world.app.call<Result<T>>(method, path, { token: member.token, body }));
}

async function newBook(world: World, member: TestMember, projectIdx: number, kind?: BookKind): Promise<number> {
  const body = { projectIdx, title: "Matrix kinds", ...(kind === undefined ? {} : { kind }) };
  return (await call<LabBookDetail>(world, member, "POST", "/api/labbook/create.do", body)).lbIdx;
}

/**
 * A project of the shared group made by its manager, who hands it to `levels` and steps out.
 * `moa`: a MoA project; `partnerJoins`: the outsider joins it by code (as READER).
 */
async function handedProject(
  world: World,
  scene: Scene,
  options: {
    moa: boolean;
    levels: Array<["owner" | "writer" | "reader", "OWNER" | "WRITER" | "READER"]>;
    partnerJoins?: boolean;
  },
): Promise<number> {
  const { groupManager, owner } = world.members;
  const body = {
    groupIdx: scene.groupIdx,
    name: options.moa ? "Matrix MoA" : "Matrix protocols",
    includeGroupMembers: false,
    ...(options.moa ? { moa: true, partner: "Partner Institute" } : {}),
  };
  const { projectIdx } = await call<ProjectDetail>(world, groupManager, "POST", "/api/project/create.do", body);
  for (const [who, level] of options.levels) {
    await call(world, groupManager, "PUT", `/api/project/${projectIdx}/member.do`, {
      memberIdx: world.members[who].memberIdx,
      level,
    });
  }
  await call(world, groupManager, "DELETE", `/api/project/${projectIdx}/member/${groupManager.memberIdx}.do`);
  if (options.partnerJoins) {
    const { inviteCode } = await call<ProjectInviteResult>(
      world,
      owner,
      "POST",
      `/api/project/${projectIdx}/invite.do`,
    );
    await call(world, world.members.outsider, "POST", "/api/project/join.do", { inviteCode });
  }
  return projectIdx;
}

interface KindScenes {
  /** MoA project: owner OWNER, writer WRITER, reader READER, the outsider joined by code. */
  moaOpen: number;
  /** MoA project with only owner (OWNER) and writer (WRITER): reader is a group member outside it. */
  moaClosed: number;
  /** Ordinary project with only the owner (OWNER): reader and writer are group members outside it. */
  protocols: number;
}

const scenes = new WeakMap<World, Promise<KindScenes>>();

function kindScenes(world: World): Promise<KindScenes> {
  let found = scenes.get(world);
  if (!found) {
    found = (async () => ({
      moaOpen: await handedProject(world, world.shared, {
        moa: true,
        levels: [
          ["owner", "OWNER"],
          ["writer", "WRITER"],
          ["reader", "READER"],
        ],
        partnerJoins: true,
      }),
      moaClosed: await handedProject(world, world.shared, {
        moa: true,
        levels: [
          ["owner", "OWNER"],
          ["writer", "WRITER"],
        ],
      }),
      protocols: await handedProject(world, world.shared, { moa: false, levels: [["owner", "OWNER"]] }),
    }))();
    scenes.set(world, found);
  }
  return found;
}

/** A new MoA project of the shared group with its manager as OWNER, and its current code. */
async function freshMoaCode(world: World, scene: Scene): Promise<string> {
  const { groupManager } = world.members;
  const body = { groupIdx: scene.groupIdx, name: "Join me", includeGroupMembers: false, moa: true, partner: "KRICT" };
  const { projectIdx } = await call<ProjectDetail>(world, groupManager, "POST", "/api/project/create.do", body);
  return (await call<ProjectInviteResult>(world, groupManager, "POST", `/api/project/${projectIdx}/invite.do`))
    .inviteCode;
}

// prettier-ignore
export const kindMatrixRows: KindMatrixRow[] = [
  //                                                                                                   anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/create.do (EDU)",                                              expect: [401, 404, 403, 403, 201, 403, 403, 403], request: (s) => post("/api/labbook/create.do", { projectIdx: s.projectIdx, title: "Protocol", kind: "EDU" }) },
  { endpoint: "POST /api/labbook/create.do (MoA project; outsider joined as READER)",           expect: [401, 403, 403, 201, 201, 404, 404, 404], request: async (_s, w) => post("/api/labbook/create.do", { projectIdx: (await kindScenes(w)).moaOpen, title: "Joint" }) },
  { endpoint: "GET /api/labbook/list.do?kind=EDU",                                              expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/labbook/list.do?kind=EDU") },
  { endpoint: "GET /api/labbook/list.do?kind=MOA",                                              expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/labbook/list.do?kind=MOA") },
  { endpoint: "GET /api/labbook/{lbIdx}.do (education book)",                                   expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${await newBook(w, w.members.owner, s.projectIdx, "EDU")}.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}.do (education book; reader, writer outside its project)", expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (_s, w) => get(`/api/labbook/${await newBook(w, w.members.owner, (await kindScenes(w)).protocols, "EDU")}.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}.do (lab book; reader, writer outside its project)",     expect: [401, 404, 404, 404, 200, 200, 200, 200], request: async (_s, w) => get(`/api/labbook/${await newBook(w, w.members.owner, (await kindScenes(w)).protocols)}.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end an education book; reader, writer outside its project)", expect: [401, 404, 403, 403, 200, 403, 403, 403], request: async (_s, w) => put(`/api/labbook/${await newBook(w, w.members.owner, (await kindScenes(w)).protocols, "EDU")}/status.do`, { status: "END", password: testPassword }) },
  { endpoint: "GET /api/labbook/{lbIdx}.do (MoA book; outsider joined by code)",               expect: [401, 200, 200, 200, 200, 404, 404, 404], request: async (_s, w) => get(`/api/labbook/${await newBook(w, w.members.writer, (await kindScenes(w)).moaOpen)}.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}.do (MoA book; reader, outsider not in its project)",   expect: [401, 404, 404, 200, 200, 404, 404, 404], request: async (_s, w) => get(`/api/labbook/${await newBook(w, w.members.writer, (await kindScenes(w)).moaClosed)}.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end a MoA book; outsider joined by code)",  expect: [401, 403, 403, 200, 200, 404, 404, 404], request: async (_s, w) => put(`/api/labbook/${await newBook(w, w.members.writer, (await kindScenes(w)).moaOpen)}/status.do`, { status: "END", password: testPassword }) },
  { endpoint: "GET /api/labbook/list.do?projectIdx= (MoA project; outsider joined by code)",   expect: [401, 200, 200, 200, 200, 404, 404, 404], request: async (_s, w) => get(`/api/labbook/list.do?projectIdx=${(await kindScenes(w)).moaOpen}`) },
  // MoA projects
  { endpoint: "POST /api/project/create.do (MoA)",                                              expect: [401, 404, 403, 403, 403, 201, 201, 201], request: (s) => post("/api/project/create.do", { groupIdx: s.groupIdx, name: "MoA", includeGroupMembers: false, moa: true, partner: "KRICT" }) },
  { endpoint: "GET /api/project/{projectIdx}.do (MoA project; outsider joined by code)",       expect: [401, 200, 200, 200, 200, 404, 404, 404], request: async (_s, w) => get(`/api/project/${(await kindScenes(w)).moaOpen}.do`) },
  { endpoint: "PUT /api/project/{projectIdx}/member.do (MoA project: raise the partner)",       expect: [401, 403, 403, 403, 200, 404, 404, 404], request: async (_s, w) => put(`/api/project/${(await kindScenes(w)).moaOpen}/member.do`, { memberIdx: w.members.outsider.memberIdx, level: "READER" }) },
  { endpoint: "POST /api/project/{projectIdx}/invite.do (MoA project)",                         expect: [401, 403, 403, 403, 200, 404, 404, 404], request: async (_s, w) => post(`/api/project/${(await kindScenes(w)).moaOpen}/invite.do`) },
  { endpoint: "POST /api/project/{projectIdx}/invite.do (not a MoA project)",                   expect: [401, 404, 409, 409, 409, 409, 409, 409], request: (s) => post(`/api/project/${s.projectIdx}/invite.do`) },
  { endpoint: "POST /api/project/join.do (current code)",                                       expect: [401, 200, 200, 200, 200, 409, 200, 200], request: async (s, w) => post("/api/project/join.do", { inviteCode: await freshMoaCode(w, s) }) },
  { endpoint: "POST /api/project/join.do (unknown code)",                                       expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => post("/api/project/join.do", { inviteCode: "ACDEFGHJKM" }) },
  { endpoint: "POST /api/project/join.do (malformed code)",                                     expect: [401, 400, 400, 400, 400, 400, 400, 400], request: () => post("/api/project/join.do", { inviteCode: "0O1IL" }) },
];
