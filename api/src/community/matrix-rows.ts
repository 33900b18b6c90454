import type { BoardPost, Comment, CommunityAttachment, Notice } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { multipartFile } from "../attachments/multipart";
import { richText } from "./fixtures";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for notices and the board (issue 24). */
export interface CommunityMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });
const file = (path: string): MatrixRequest => {
  const { body, contentType } = multipartFile("TLC plate photo", { name: "tlc.txt", type: "text/plain" });
  return { method: "POST", path, file: { content: body, type: contentType } };
};

const noticeBody = (groupIdx?: number) => ({
  groupIdx,
  title: "Matrix notice",
  content: richText("Read me"),
  pinned: false,
});
const boardBody = (groupIdx?: number) => ({
  groupIdx,
  title: "Matrix post",
  category: "QUESTION",
  content: richText("Why?"),
});

/** A notice the group's manager posts to the scene's group (or, `installation`, the admin to everyone). */
async function notice(scene: Scene, world: World, installation = false): Promise<number> {
  const token = installation ? world.members.admin.token : world.members.groupManager.token;
  const body = noticeBody(installation ? undefined : scene.groupIdx);
  return ok(await world.app.call<Result<Notice>>("POST", "/api/notice/create.do", { token, body })).noticeIdx;
}

/** A post the project's WRITER puts on the scene's group's board. */
async function boardPost(scene: Scene, world: World): Promise<number> {
  const token = world.members.writer.token;
  return ok(
    await world.app.call<Result<BoardPost>>("POST", "/api/board/create.do", { token, body: boardBody(scene.groupIdx) }),
  ).boardIdx;
}

async function commentOn(world: World, base: string, by: "writer" | "reader" | "groupManager"): Promise<string> {
  const token = world.members[by].token;
  const created = ok(
    await world.app.call<Result<Comment>>("POST", `${base}/comment.do`, { token, body: { content: "A thread" } }),
  );
  return `${base}/comment/${created.lcmIdx}`;
}

async function attached(world: World, base: string, by: "writer" | "groupManager"): Promise<string> {
  const request = file(`${base}/attachment.do`);
  const result = await world.app.call<Result<CommunityAttachment>>("POST", request.path, {
    token: world.members[by].token,
    rawBody: request.file?.content,
    headers: { "content-type": request.file?.type ?? "" },
  });
  return `${base}/attachment/${ok(result).attachmentIdx}.do`;
}

const noticeBase = async (s: Scene, w: World) => `/api/notice/${await notice(s, w)}`;
const boardBase = async (s: Scene, w: World) => `/api/board/${await boardPost(s, w)}`;
const edited = { title: "Edited", content: richText("Edited"), pinned: true, showUntil: null };
const editedPost = { title: "Edited", category: "RESULT", content: richText("Edited") };

// prettier-ignore
export const communityMatrixRows: CommunityMatrixRow[] = [
  //                                                                                     anon outs  read writ own  gman admn made
  { endpoint: "POST /api/notice/create.do (installation)",                         expect: [401, 403, 403, 403, 403, 403, 201, 201], request: () => post("/api/notice/create.do", noticeBody()) },
  { endpoint: "POST /api/notice/create.do (group)",                                expect: [401, 404, 403, 403, 403, 201, 201, 201], request: (s) => post("/api/notice/create.do", noticeBody(s.groupIdx)) },
  { endpoint: "GET /api/notice/list.do",                                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/notice/list.do?q=Matrix") },
  { endpoint: "GET /api/notice/list.do?groupIdx=",                                 expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/notice/list.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "GET /api/notice/unread.do",                                         expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/notice/unread.do") },
  { endpoint: "GET /api/notice/{noticeIdx}.do (group)",                            expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`${await noticeBase(s, w)}.do`) },
  { endpoint: "GET /api/notice/{noticeIdx}.do (installation)",                     expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/notice/${await notice(s, w, true)}.do`) },
  { endpoint: "GET /api/notice/{noticeIdx}.do (no such notice)",                   expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get("/api/notice/999999.do") },
  { endpoint: "PUT /api/notice/{noticeIdx}.do (group)",                            expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => put(`${await noticeBase(s, w)}.do`, edited) },
  { endpoint: "PUT /api/notice/{noticeIdx}.do (installation)",                     expect: [401, 403, 403, 403, 403, 403, 200, 200], request: async (s, w) => put(`/api/notice/${await notice(s, w, true)}.do`, edited) },
  { endpoint: "DELETE /api/notice/{noticeIdx}.do (group)",                         expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => del(`${await noticeBase(s, w)}.do`) },
  { endpoint: "DELETE /api/notice/{noticeIdx}.do (installation)",                  expect: [401, 403, 403, 403, 403, 403, 200, 200], request: async (s, w) => del(`/api/notice/${await notice(s, w, true)}.do`) },
  { endpoint: "POST /api/notice/{noticeIdx}/attachment.do",                        expect: [401, 404, 403, 403, 403, 201, 201, 201], request: async (s, w) => file(`${await noticeBase(s, w)}/attachment.do`) },
  { endpoint: "GET /api/notice/{noticeIdx}/attachment/{attachmentIdx}.do",         expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(await attached(w, await noticeBase(s, w), "groupManager")) },
  { endpoint: "DELETE /api/notice/{noticeIdx}/attachment/{attachmentIdx}.do",      expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => del(await attached(w, await noticeBase(s, w), "groupManager")) },
  { endpoint: "POST /api/notice/{noticeIdx}/comment.do",                           expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => post(`${await noticeBase(s, w)}/comment.do`, { content: "Noted" }) },
  { endpoint: "POST /api/notice/{noticeIdx}/comment.do (installation)",            expect: [401, 201, 201, 201, 201, 201, 201, 201], request: async (s, w) => post(`/api/notice/${await notice(s, w, true)}/comment.do`, { content: "Noted" }) },
  { endpoint: "GET /api/notice/{noticeIdx}/comments.do",                           expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`${await noticeBase(s, w)}/comments.do`) },
  { endpoint: "PUT /api/notice/{noticeIdx}/comment/{lcmIdx}.do (the reader's)",    expect: [401, 404, 200, 403, 403, 403, 403, 403], request: async (s, w) => put(`${await commentOn(w, await noticeBase(s, w), "reader")}.do`, { content: "Edited" }) },
  { endpoint: "DELETE /api/notice/{noticeIdx}/comment/{lcmIdx}.do (the reader's)", expect: [401, 404, 200, 403, 403, 200, 200, 200], request: async (s, w) => del(`${await commentOn(w, await noticeBase(s, w), "reader")}.do`) },
  { endpoint: "PUT /api/notice/{noticeIdx}/comment/{lcmIdx}/resolve.do",           expect: [401, 404, 200, 403, 403, 200, 200, 200], request: async (s, w) => put(`${await commentOn(w, await noticeBase(s, w), "reader")}/resolve.do`, { resolved: true }) },
  { endpoint: "POST /api/board/create.do",                                         expect: [401, 404, 201, 201, 201, 201, 201, 201], request: (s) => post("/api/board/create.do", boardBody(s.groupIdx)) },
  { endpoint: "GET /api/board/list.do",                                            expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/board/list.do?category=QUESTION") },
  { endpoint: "GET /api/board/list.do?groupIdx=",                                  expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/board/list.do?groupIdx=${s.groupIdx}&q=Matrix`) },
  { endpoint: "GET /api/board/{boardIdx}.do",                                      expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`${await boardBase(s, w)}.do`) },
  { endpoint: "GET /api/board/{boardIdx}.do (no such post)",                       expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get("/api/board/999999.do") },
  { endpoint: "PUT /api/board/{boardIdx}.do (the writer's)",                       expect: [401, 404, 403, 200, 403, 403, 403, 403], request: async (s, w) => put(`${await boardBase(s, w)}.do`, editedPost) },
  { endpoint: "DELETE /api/board/{boardIdx}.do (the writer's)",                    expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => del(`${await boardBase(s, w)}.do`) },
  { endpoint: "POST /api/board/{boardIdx}/attachment.do (the writer's)",           expect: [401, 404, 403, 201, 403, 403, 403, 403], request: async (s, w) => file(`${await boardBase(s, w)}/attachment.do`) },
  { endpoint: "GET /api/board/{boardIdx}/attachment/{attachmentIdx}.do",           expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(await attached(w, await boardBase(s, w), "writer")) },
  { endpoint: "DELETE /api/board/{boardIdx}/attachment/{attachmentIdx}.do",        expect: [401, 404, 403, 200, 403, 403, 403, 403], request: async (s, w) => del(await attached(w, await boardBase(s, w), "writer")) },
  { endpoint: "POST /api/board/{boardIdx}/comment.do",                             expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => post(`${await boardBase(s, w)}/comment.do`, { content: "Degas it" }) },
  { endpoint: "GET /api/board/{boardIdx}/comments.do",                             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`${await boardBase(s, w)}/comments.do`) },
  { endpoint: "PUT /api/board/{boardIdx}/comment/{lcmIdx}.do (the writer's)",      expect: [401, 404, 403, 200, 403, 403, 403, 403], request: async (s, w) => put(`${await commentOn(w, await boardBase(s, w), "writer")}.do`, { content: "Edited" }) },
  { endpoint: "DELETE /api/board/{boardIdx}/comment/{lcmIdx}.do (the writer's)",   expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => del(`${await commentOn(w, await boardBase(s, w), "writer")}.do`) },
  { endpoint: "PUT /api/board/{boardIdx}/comment/{lcmIdx}/resolve.do",             expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => put(`${await commentOn(w, await boardBase(s, w), "writer")}/resolve.do`, { resolved: true }) },
];
