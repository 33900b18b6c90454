import type { LabBookDetail } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { publicShareKey } from "../test/labbooks";
import { testPassword } from "../test/harness";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the lab book endpoints. */
export interface LabBookMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const missing = 999999;

/** A book the project's WRITER starts in the scene's project (ended first when asked); each actor's call gets its own. */
async function book(scene: Scene, world: World, ended = false): Promise<number> {
  const token = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix experiment" };
  const { lbIdx } = ok(await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body }));
  if (ended)
    ok(
      await world.app.call<Result<LabBookDetail>>("PUT", `/api/labbook/${lbIdx}/status.do`, {
        token,
        body: { status: "END", password: testPassword },
      }),
    );
  return lbIdx;
}

/** A public book and its link's key. */
async function publicBook(scene: Scene, world: World): Promise<{ lbIdx: number; key: string }> {
  const lbIdx = await book(scene, world);
  return { lbIdx, key: await publicShareKey(world.app, world.members.writer.token, lbIdx) };
}

/** Every matrix member signs up with the test password: the row is about who may, not about re-entry. */
const status = (lbIdx: number, to: string) =>
  put(`/api/labbook/${lbIdx}/status.do`, { status: to, password: testPassword });

// prettier-ignore
export const labBookMatrixRows: LabBookMatrixRow[] = [
  //                                                                                 anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/create.do",                                  expect: [401, 404, 403, 201, 201, 403, 403, 403], request: (s) => post("/api/labbook/create.do", { projectIdx: s.projectIdx, title: "Matrix experiment" }) },
  { endpoint: "GET /api/labbook/list.do",                                     expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/labbook/list.do") },
  { endpoint: "GET /api/labbook/list.do?projectIdx=",                         expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/labbook/list.do?projectIdx=${s.projectIdx}`) },
  { endpoint: "GET /api/labbook/list.do?groupIdx=&q=",                        expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/labbook/list.do?groupIdx=${s.groupIdx}&q=matrix`) },
  { endpoint: "GET /api/labbook/{lbIdx}.do",                                  expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${await book(s, w)}.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}.do (no such lab book)",               expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get(`/api/labbook/${missing}.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end)",                     expect: [401, 404, 403, 200, 200, 403, 403, 403], request: async (s, w) => status(await book(s, w), "END") },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (complete)",                expect: [401, 404, 403, 403, 200, 200, 403, 403], request: async (s, w) => status(await book(s, w, true), "COMPLETE") },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end cancel)",              expect: [401, 404, 403, 200, 200, 200, 403, 403], request: async (s, w) => status(await book(s, w, true), "IN_PROGRESS") },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (IN_PROGRESS → COMPLETE)",  expect: [401, 404, 409, 409, 409, 409, 409, 409], request: async (s, w) => status(await book(s, w), "COMPLETE") },
  { endpoint: "PUT /api/labbook/{lbIdx}/share.do",                            expect: [401, 404, 403, 200, 200, 200, 200, 200], request: async (s, w) => put(`/api/labbook/${await book(s, w)}/share.do`, { sharePermission: "PUBLIC" }) },
  { endpoint: "PUT /api/labbook/{lbIdx}/bookmark.do",                         expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(`/api/labbook/${await book(s, w)}/bookmark.do`, { bookmarked: true }) },
  { endpoint: "GET /api/labbook/share/{lbIdx}.do?key= (public, its key)",     expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => { const { lbIdx, key } = await publicBook(s, w); return get(`/api/labbook/share/${lbIdx}.do?key=${key}`); } },
  { endpoint: "GET /api/labbook/share/{lbIdx}.do?key= (another book's key)",  expect: [404, 404, 404, 404, 404, 404, 404, 404], request: async (s, w) => { const a = await publicBook(s, w); const b = await publicBook(s, w); return get(`/api/labbook/share/${a.lbIdx}.do?key=${b.key}`); } },
  { endpoint: "GET /api/labbook/share/{lbIdx}.do?key= (private book)",        expect: [404, 404, 404, 404, 404, 404, 404, 404], request: async (s, w) => get(`/api/labbook/share/${await book(s, w)}.do?key=${"k".repeat(43)}`) },
];
