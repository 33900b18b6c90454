import type { LabBookDetail } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { completeBook } from "../test/labbooks";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for signing (issue 27). */
export interface SigningMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });

/** A book the project's WRITER starts (signed by the writer and the OWNER when asked). */
async function book(scene: Scene, world: World, completed = false): Promise<number> {
  const { writer, owner } = world.members;
  const body = { projectIdx: scene.projectIdx, title: "Matrix experiment" };
  const { lbIdx } = ok(
    await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token: writer.token, body }),
  );
  if (completed) await completeBook(world.app, writer.token, owner.token, lbIdx);
  return lbIdx;
}

// prettier-ignore
export const signingMatrixRows: SigningMatrixRow[] = [
  //                                                                                    anon outs  read writ own  gman admn made
  { endpoint: "GET /api/signing/key.do",                                         expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/signing/key.do") },
  { endpoint: "GET /api/labbook/{lbIdx}/verify.do (completed book)",             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${await book(s, w, true)}/verify.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}/verify.do (no such lab book)",           expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get("/api/labbook/999999/verify.do") },
  { endpoint: "GET /api/labbook/{lbIdx}/signatures.do (completed book)",         expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${await book(s, w, true)}/signatures.do`) },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end, wrong password)",        expect: [401, 404, 403, 401, 401, 403, 403, 403], request: async (s, w) => put(`/api/labbook/${await book(s, w)}/status.do`, { status: "END", password: "not-my-password1" }) },
  { endpoint: "PUT /api/labbook/{lbIdx}/status.do (end, no password)",           expect: [401, 404, 403, 401, 401, 403, 403, 403], request: async (s, w) => put(`/api/labbook/${await book(s, w)}/status.do`, { status: "END" }) },
];
