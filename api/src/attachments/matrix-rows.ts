import type { LabBookAttachment, LabBookDetail } from "@enote/shared";
import { completeBook, publicShareKey } from "../test/labbooks";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { multipartFile } from "./multipart";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for lab book attachments. */
export interface AttachmentMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });
const put = (path: string, body: unknown): MatrixRequest => ({ method: "PUT", path, body });
const peaks = (b: { lbIdx: number; attachmentIdx: number }) =>
  put(`/api/labbook/${b.lbIdx}/attachment/${b.attachmentIdx}/peaks.do`, { peaks: [7.26, 3.81] });

function uploadRequest(lbIdx: number, content = "matrix data"): MatrixRequest {
  const { body, contentType } = multipartFile(content, { name: "matrix.txt", type: "text/plain" });
  return { method: "POST", path: `/api/labbook/${lbIdx}/attachment.do`, file: { content: body, type: contentType } };
}

/** A book the project's WRITER starts in the scene's project, with one attachment; completed when asked. */
async function bookWithFile(scene: Scene, world: World, completed = false) {
  const { app } = world;
  const token = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix attachments" };
  const { lbIdx } = ok(await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body }));
  const { body: file, contentType } = multipartFile("matrix data", { name: "matrix.txt" });
  const uploaded = ok(
    await app.call<Result<LabBookAttachment>>("POST", `/api/labbook/${lbIdx}/attachment.do`, {
      token,
      rawBody: file,
      headers: { "content-type": contentType },
    }),
  );
  if (completed) await completeBook(app, token, world.members.owner.token, lbIdx);
  return { lbIdx, attachmentIdx: uploaded.attachmentIdx };
}

const publicKey = (world: World, lbIdx: number) => publicShareKey(world.app, world.members.writer.token, lbIdx);

const file = (b: { lbIdx: number; attachmentIdx: number }) =>
  `/api/labbook/${b.lbIdx}/attachment/${b.attachmentIdx}.do`;

// prettier-ignore
export const attachmentMatrixRows: AttachmentMatrixRow[] = [
  //                                                                                    anon outs  read writ own  gman admn made
  { endpoint: "POST /api/labbook/{lbIdx}/attachment.do",                         expect: [401, 404, 403, 201, 201, 403, 403, 403], request: async (s, w) => uploadRequest((await bookWithFile(s, w)).lbIdx) },
  { endpoint: "POST /api/labbook/{lbIdx}/attachment.do (completed book)",        expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => uploadRequest((await bookWithFile(s, w, true)).lbIdx) },
  { endpoint: "GET /api/labbook/{lbIdx}/attachments.do",                         expect: [404, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${(await bookWithFile(s, w)).lbIdx}/attachments.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}/attachment/{attachmentIdx}.do",          expect: [404, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(file(await bookWithFile(s, w))) },
  { endpoint: "GET /api/labbook/{lbIdx}/attachment/{attachmentIdx}.do?key=",     expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => { const b = await bookWithFile(s, w); return get(`${file(b)}?key=${await publicKey(w, b.lbIdx)}`); } },
  { endpoint: "DELETE /api/labbook/{lbIdx}/attachment/{attachmentIdx}.do",       expect: [401, 404, 403, 200, 200, 403, 403, 403], request: async (s, w) => del(file(await bookWithFile(s, w))) },
  { endpoint: "DELETE /api/labbook/{lbIdx}/attachment/{attachmentIdx}.do (completed book)", expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => del(file(await bookWithFile(s, w, true))) },
  // A spectrum's peaks (issue 39): as adding a file.
  { endpoint: "PUT /api/labbook/{lbIdx}/attachment/{attachmentIdx}/peaks.do",    expect: [401, 404, 403, 200, 200, 403, 403, 403], request: async (s, w) => peaks(await bookWithFile(s, w)) },
  { endpoint: "PUT /api/labbook/{lbIdx}/attachment/{attachmentIdx}/peaks.do (completed book)", expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => peaks(await bookWithFile(s, w, true)) },
];
