import type { LabBookDetail, MemoSummary } from "@enote/shared";
import { completeBook, publicShareKey } from "../test/labbooks";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the drawing memo endpoints. */
export interface MemoMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const call = (method: MatrixRequest["method"], path: string, body?: unknown): MatrixRequest => ({ method, path, body });

/** A book the project's WRITER starts, with one memo; ended and completed when asked. Each actor's call gets its own. */
async function memo(scene: Scene, world: World, complete = false): Promise<{ lbIdx: number; memoIdx: number }> {
  const writer = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix memos" };
  const { lbIdx } = ok(
    await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token: writer, body }),
  );
  const { memoIdx } = ok(
    await world.app.call<Result<MemoSummary>>("POST", `/api/labbook/${lbIdx}/memo.do`, {
      token: writer,
      body: { title: "Apparatus" },
    }),
  );
  if (complete) await completeBook(world.app, writer, world.members.owner.token, lbIdx);
  return { lbIdx, memoIdx };
}

const publicKey = (world: World, lbIdx: number) => publicShareKey(world.app, world.members.writer.token, lbIdx);

const item = ({ lbIdx, memoIdx }: { lbIdx: number; memoIdx: number }) => `/api/labbook/${lbIdx}/memo/${memoIdx}.do`;

// prettier-ignore
export const memoMatrixRows: MemoMatrixRow[] = [
  //                                                                                  anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/{lbIdx}/memo.do",                             expect: [401, 404, 403, 201, 201, 403, 403, 403], request: async (s, w) => call("POST", `/api/labbook/${(await memo(s, w)).lbIdx}/memo.do`, { title: "Sketch" }) },
  { endpoint: "POST /api/labbook/{lbIdx}/memo.do (complete book)",             expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => call("POST", `/api/labbook/${(await memo(s, w, true)).lbIdx}/memo.do`, { title: "Sketch" }) },
  { endpoint: "GET /api/labbook/{lbIdx}/memos.do",                             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => call("GET", `/api/labbook/${(await memo(s, w)).lbIdx}/memos.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/memo/{memoIdx}.do",                    expect: [401, 404, 403, 200, 200, 403, 403, 403], request: async (s, w) => call("PUT", item(await memo(s, w)), { title: "Renamed" }) },
  { endpoint: "PUT /api/labbook/{lbIdx}/memo/{memoIdx}.do (complete book)",    expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => call("PUT", item(await memo(s, w, true)), { title: "Renamed" }) },
  { endpoint: "DELETE /api/labbook/{lbIdx}/memo/{memoIdx}.do",                 expect: [401, 404, 403, 200, 200, 403, 403, 403], request: async (s, w) => call("DELETE", item(await memo(s, w))) },
  { endpoint: "DELETE /api/labbook/{lbIdx}/memo/{memoIdx}.do (complete book)", expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => call("DELETE", item(await memo(s, w, true))) },
  { endpoint: "GET /api/labbook/share/{lbIdx}/memos.do?key= (public, its key)", expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => { const { lbIdx } = await memo(s, w); return call("GET", `/api/labbook/share/${lbIdx}/memos.do?key=${await publicKey(w, lbIdx)}`); } },
  { endpoint: "GET /api/labbook/share/{lbIdx}/memos.do?key= (private book)",   expect: [404, 404, 404, 404, 404, 404, 404, 404], request: async (s, w) => call("GET", `/api/labbook/share/${(await memo(s, w)).lbIdx}/memos.do?key=${"k".repeat(43)}`) },
];
