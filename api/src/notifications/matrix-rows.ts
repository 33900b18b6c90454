import { defaultNotificationDelivery, type LabBookDetail } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for notifications and watching. */
export interface NotificationMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });

/** A book the project's WRITER starts. */
async function book(scene: Scene, world: World): Promise<number> {
  const body = { projectIdx: scene.projectIdx, title: "Watched experiment" };
  const token = world.members.writer.token;
  return ok(await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body })).lbIdx;
}

const settings = { locale: "en-US", kinds: defaultNotificationDelivery };

// prettier-ignore
export const notificationMatrixRows: NotificationMatrixRow[] = [
  //                                                                              anon outs  read writ own  gman admn made
  { endpoint: "GET /api/notification/list.do",                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async () => get("/api/notification/list.do?unread=true") },
  { endpoint: "GET /api/notification/count.do",                          expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async () => get("/api/notification/count.do") },
  { endpoint: "PUT /api/notification/read.do",                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async () => put("/api/notification/read.do", { all: true }) },
  { endpoint: "GET /api/notification/settings.do",                       expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async () => get("/api/notification/settings.do") },
  { endpoint: "PUT /api/notification/settings.do",                       expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async () => put("/api/notification/settings.do", settings) },
  { endpoint: "POST /api/notification/unsubscribe/{token}.do (forged)",  expect: [404, 404, 404, 404, 404, 404, 404, 404], request: async () => post("/api/notification/unsubscribe/1.all.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.do") },
  { endpoint: "GET /api/labbook/{lbIdx}/watch.do",                       expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/labbook/${await book(s, w)}/watch.do`) },
  { endpoint: "POST /api/labbook/{lbIdx}/watch.do",                      expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => post(`/api/labbook/${await book(s, w)}/watch.do`) },
  { endpoint: "DELETE /api/labbook/{lbIdx}/watch.do",                    expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => del(`/api/labbook/${await book(s, w)}/watch.do`) },
];
