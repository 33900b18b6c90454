import type { Comment, LabBookDetail } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { completeBook } from "../test/labbooks";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the lab book comment endpoints. */
export interface CommentMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });

/** A book the project's WRITER starts (completed by the OWNER when asked); each actor's call gets its own. */
async function book(scene: Scene, world: World, completed = false): Promise<number> {
  const { writer, owner } = world.members;
  const body = { projectIdx: scene.projectIdx, title: "Matrix experiment" };
  const { lbIdx } = ok(
    await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token: writer.token, body }),
  );
  if (completed) await completeBook(world.app, writer.token, owner.token, lbIdx);
  return lbIdx;
}

/** A new book and a thread its WRITER starts on it. */
async function writersComment(scene: Scene, world: World): Promise<{ lbIdx: number; lcmIdx: number }> {
  const lbIdx = await book(scene, world);
  const token = world.members.writer.token;
  const body = { content: "Why 80 °C?" };
  const created = ok(
    await world.app.call<Result<Comment>>("POST", `/api/labbook/${lbIdx}/comment.do`, { token, body }),
  );
  return { lbIdx, lcmIdx: created.lcmIdx };
}

const one = ({ lbIdx, lcmIdx }: { lbIdx: number; lcmIdx: number }) => `/api/labbook/${lbIdx}/comment/${lcmIdx}`;

// prettier-ignore
export const commentMatrixRows: CommentMatrixRow[] = [
  //                                                                                     anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/{lbIdx}/comment.do",                             expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => post(`/api/labbook/${await book(s, w)}/comment.do`, { content: "Looks good" }) },
  { endpoint: "POST /api/labbook/{lbIdx}/comment.do (COMPLETE book)",             expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => post(`/api/labbook/${await book(s, w, true)}/comment.do`, { content: "Reviewed" }) },
  { endpoint: "POST /api/labbook/{lbIdx}/comment.do (reply)",                     expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => { const c = await writersComment(s, w); return post(`/api/labbook/${c.lbIdx}/comment.do`, { content: "Because of the boiling point", parentIdx: c.lcmIdx }); } },
  { endpoint: "GET /api/labbook/{lbIdx}/comments.do",                             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${(await writersComment(s, w)).lbIdx}/comments.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/comment/{lcmIdx}.do (the writer's)",      expect: [401, 404, 403, 200, 403, 403, 403, 403], request: async (s, w) => put(`${one(await writersComment(s, w))}.do`, { content: "Why 80 °C and not 60?" }) },
  { endpoint: "DELETE /api/labbook/{lbIdx}/comment/{lcmIdx}.do (the writer's)",   expect: [401, 404, 403, 200, 200, 200, 200, 200], request: async (s, w) => del(`${one(await writersComment(s, w))}.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/comment/{lcmIdx}/resolve.do",             expect: [401, 404, 403, 200, 200, 200, 200, 200], request: async (s, w) => put(`${one(await writersComment(s, w))}/resolve.do`, { resolved: true }) },
  { endpoint: "PUT /api/labbook/{lbIdx}/comment/{lcmIdx}.do (no such comment)",   expect: [401, 404, 404, 404, 404, 404, 404, 404], request: async (s, w) => put(`/api/labbook/${await book(s, w)}/comment/999999.do`, { content: "Anyone?" }) },
];
