import type { LabBookDetail } from "@enote/shared";
import { completeBook } from "../test/labbooks";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for importing and the book feed. */
export interface BookFeedMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const missing = 999999;

/** A book the project's WRITER starts in the scene's project (completed when asked); each actor's call gets its own. */
async function book(scene: Scene, world: World, complete = false): Promise<number> {
  const token = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix import" };
  const { lbIdx } = ok(await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body }));
  if (complete) await completeBook(world.app, token, world.members.owner.token, lbIdx);
  return lbIdx;
}

async function importCall(scene: Scene, world: World, options: { complete?: boolean; from?: number } = {}) {
  const from = options.from ?? (await book(scene, world));
  const target = await book(scene, world, options.complete);
  return {
    method: "POST",
    path: `/api/labbook/${target}/import.do`,
    body: { fromLbIdx: from, parts: { sections: true, tables: true } },
  } satisfies MatrixRequest;
}

// prettier-ignore
export const bookFeedMatrixRows: BookFeedMatrixRow[] = [
  //                                                                                  anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/{lbIdx}/import.do",                           expect: [401, 404, 403, 200, 200, 403, 403, 403], request: (s, w) => importCall(s, w) },
  { endpoint: "POST /api/labbook/{lbIdx}/import.do (complete target)",         expect: [401, 404, 403, 409, 409, 403, 403, 403], request: (s, w) => importCall(s, w, { complete: true }) },
  { endpoint: "POST /api/labbook/{lbIdx}/import.do (no such source)",          expect: [401, 404, 403, 404, 404, 403, 403, 403], request: (s, w) => importCall(s, w, { from: missing }) },
  { endpoint: "GET /api/bookfeed/list.do",                                     expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/bookfeed/list.do") },
  { endpoint: "GET /api/bookfeed/list.do?groupIdx=&kind=",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/bookfeed/list.do?groupIdx=${s.groupIdx}&kind=LAB`) },
];
