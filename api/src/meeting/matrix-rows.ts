import type { Meeting } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the meeting endpoints. */
export interface MeetingMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const call = (method: MatrixRequest["method"], path: string, body?: unknown): MatrixRequest => ({ method, path, body });

const input = (scene: Scene, projectIdx: number | null = null) => ({
  groupIdx: scene.groupIdx,
  projectIdx,
  title: "Weekly meeting",
  startsAt: "2030-03-04T09:00:00+09:00",
  agenda: [{ title: "Last week's experiments", presenterIdx: null, minutes: 20 }],
});

/** A meeting the group's manager schedules (for the project when asked, ended when asked); one per actor's call. */
async function meeting(scene: Scene, world: World, options: { project?: boolean; ended?: boolean } = {}) {
  const token = world.members.groupManager.token;
  const created = ok(
    await world.app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
      token,
      body: input(scene, options.project ? scene.projectIdx : null),
    }),
  );
  if (options.ended)
    ok(await world.app.call<Result<Meeting>>("POST", `/api/meeting/${created.meetingIdx}/end.do`, { token }));
  return created.meetingIdx;
}

// prettier-ignore
export const meetingMatrixRows: MeetingMatrixRow[] = [
  //                                                                          anon outs  read writ own  gman admn made
  { endpoint: "POST /api/meeting/create.do",                           expect: [401, 404, 403, 403, 403, 201, 404, 404], request: (s) => call("POST", "/api/meeting/create.do", input(s)) },
  { endpoint: "POST /api/meeting/create.do (for the project)",         expect: [401, 404, 403, 403, 403, 201, 404, 404], request: (s) => call("POST", "/api/meeting/create.do", input(s, s.projectIdx)) },
  { endpoint: "GET /api/meeting/list.do?groupIdx=",                    expect: [401, 404, 200, 200, 200, 200, 404, 404], request: (s) => call("GET", `/api/meeting/list.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "GET /api/meeting/{meetingIdx}.do",                      expect: [401, 404, 200, 200, 200, 200, 404, 404], request: async (s, w) => call("GET", `/api/meeting/${await meeting(s, w)}.do`) },
  { endpoint: "GET /api/meeting/{meetingIdx}.do (project meeting)",    expect: [401, 404, 200, 200, 200, 200, 404, 404], request: async (s, w) => call("GET", `/api/meeting/${await meeting(s, w, { project: true })}.do`) },
  { endpoint: "GET /api/meeting/{meetingIdx}.do (no such meeting)",    expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => call("GET", "/api/meeting/999999.do") },
  { endpoint: "PUT /api/meeting/{meetingIdx}.do",                      expect: [401, 404, 403, 403, 403, 200, 404, 404], request: async (s, w) => call("PUT", `/api/meeting/${await meeting(s, w)}.do`, input(s)) },
  { endpoint: "PUT /api/meeting/{meetingIdx}.do (ended)",              expect: [401, 404, 403, 403, 403, 409, 404, 404], request: async (s, w) => call("PUT", `/api/meeting/${await meeting(s, w, { ended: true })}.do`, input(s)) },
  { endpoint: "DELETE /api/meeting/{meetingIdx}.do",                   expect: [401, 404, 403, 403, 403, 200, 404, 404], request: async (s, w) => call("DELETE", `/api/meeting/${await meeting(s, w)}.do`) },
  { endpoint: "POST /api/meeting/{meetingIdx}/end.do",                 expect: [401, 404, 403, 403, 403, 200, 404, 404], request: async (s, w) => call("POST", `/api/meeting/${await meeting(s, w)}/end.do`) },
  { endpoint: "POST /api/meeting/{meetingIdx}/end.do (ended)",         expect: [401, 404, 403, 403, 403, 409, 404, 404], request: async (s, w) => call("POST", `/api/meeting/${await meeting(s, w, { ended: true })}/end.do`) },
  { endpoint: "GET /api/meeting/actions.do",                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => call("GET", "/api/meeting/actions.do") },
  { endpoint: "POST /api/meeting/action/{actionIdx}/done.do (none)",   expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => call("POST", "/api/meeting/action/999999/done.do") },
];
