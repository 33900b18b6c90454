import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test/harness";
import { inventoryMatrixRows, startInventoryMatrixServices } from "./inventory/matrix-rows";
import { labBookMatrixRows } from "./labbook/matrix-rows";
import { attachmentMatrixRows } from "./attachments/matrix-rows";
import { commentMatrixRows } from "./comments/matrix-rows";
import { memoMatrixRows } from "./memos/matrix-rows";
import { bookFeedMatrixRows } from "./bookfeed/matrix-rows";
import { kindMatrixRows } from "./labbook/kind-matrix-rows";
import { accountMatrixRows } from "./accounts/matrix-rows";
import { purchasingMatrixRows } from "./purchasing/matrix-rows";
import { proposalMatrixRows } from "./proposal/matrix-rows";
import { historyMatrixRows } from "./history/matrix-rows";
import { meetingMatrixRows } from "./meeting/matrix-rows";
import { communityMatrixRows } from "./community/matrix-rows";
import { socialMatrixRows, startSocialMatrixServices } from "./oauth/matrix-rows";
import { signingMatrixRows } from "./signing/matrix-rows";
import { notificationMatrixRows } from "./notifications/matrix-rows";
import {
  buildWorld,
  callAs,
  matrixActors,
  type MatrixActor,
  type MatrixRequest,
  type Scene,
  type World,
} from "./test/matrix-world";

/*
 * Every endpoint × every actor → the exact status. Later issues append their endpoints' rows.
 * A row marked `fresh` gives each actor's call its own scene (or its own target member), so a
 * change one call makes (a leave, an archive, a role) cannot sway the calls after it.
 */

type Statuses = [number, number, number, number, number, number, number, number];
interface Row {
  endpoint: string;
  fresh?: boolean;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: Statuses;
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });
const missing = 999999;

// prettier-ignore
const rows: Row[] = [
  //                                                                       anon outs  read writ own  gman admn made
  // groups
  { endpoint: "POST /api/group/create.do",                        expect: [401, 403, 403, 403, 403, 201, 201, 201], request: () => post("/api/group/create.do", { groupName: "Another Lab" }) },
  { endpoint: "GET /api/group/list.do",                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/group/list.do") },
  { endpoint: "GET /api/group/{groupIdx}.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/group/${s.groupIdx}.do`) },
  { endpoint: "GET /api/group/{groupIdx}.do (no such group)",     expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get(`/api/group/${missing}.do`) },
  { endpoint: "PUT /api/group/{groupIdx}.do",                     expect: [401, 404, 403, 403, 403, 200, 200, 200], request: (s) => put(`/api/group/${s.groupIdx}.do`, { groupName: "Matrix Lab" }) },
  { endpoint: "POST /api/group/join.do",                          expect: [401, 200, 409, 409, 409, 409, 200, 200], request: (s) => post("/api/group/join.do", { signUpCode: s.signUpCode }), fresh: true },
  { endpoint: "PUT /api/group/{groupIdx}/code.do",                expect: [401, 404, 403, 403, 403, 200, 200, 200], request: (s) => put(`/api/group/${s.groupIdx}/code.do`) },
  { endpoint: "GET /api/group/{groupIdx}/members.do",             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/group/${s.groupIdx}/members.do`) },
  { endpoint: "PUT /api/group/{groupIdx}/member.do",              expect: [401, 404, 403, 403, 403, 200, 200, 200], request: (s, w) => put(`/api/group/${s.groupIdx}/member.do`, { memberIdx: w.spare.memberIdx, manager: true }), fresh: true },
  { endpoint: "DELETE /api/group/{groupIdx}/member/{memberIdx}.do", expect: [401, 404, 403, 403, 403, 200, 200, 200], request: (s, w) => del(`/api/group/${s.groupIdx}/member/${w.spare.memberIdx}.do`), fresh: true },
  { endpoint: "POST /api/group/{groupIdx}/leave.do",              expect: [401, 404, 200, 200, 200, 409, 404, 404], request: (s) => post(`/api/group/${s.groupIdx}/leave.do`), fresh: true },
  // projects
  { endpoint: "POST /api/project/create.do",                      expect: [401, 404, 403, 403, 403, 201, 201, 201], request: (s) => post("/api/project/create.do", { groupIdx: s.groupIdx, name: "Side Project", includeGroupMembers: false }) },
  { endpoint: "GET /api/project/list.do",                         expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/project/list.do") },
  { endpoint: "GET /api/project/list.do?groupIdx=",               expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/project/list.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "GET /api/project/{projectIdx}.do",                 expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/project/${s.projectIdx}.do`) },
  { endpoint: "GET /api/project/{projectIdx}.do (no such project)", expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => get(`/api/project/${missing}.do`) },
  { endpoint: "PUT /api/project/{projectIdx}.do (rename)",        expect: [401, 404, 403, 403, 200, 200, 200, 200], request: (s) => put(`/api/project/${s.projectIdx}.do`, { name: "Matrix Project" }) },
  { endpoint: "PUT /api/project/{projectIdx}.do (archive)",       expect: [401, 404, 403, 403, 200, 200, 200, 200], request: (s) => put(`/api/project/${s.projectIdx}.do`, { archived: true }), fresh: true },
  { endpoint: "PUT /api/project/{projectIdx}/member.do",          expect: [401, 404, 403, 403, 200, 200, 200, 200], request: (s, w) => put(`/api/project/${s.projectIdx}/member.do`, { memberIdx: w.spare.memberIdx, level: "READER" }), fresh: true },
  { endpoint: "DELETE /api/project/{projectIdx}/member/{memberIdx}.do", expect: [401, 404, 403, 403, 200, 200, 200, 200], request: (s, w) => del(`/api/project/${s.projectIdx}/member/${w.members.reader.memberIdx}.do`), fresh: true },
  // members (users screen)
  { endpoint: "GET /api/member/list.do",                          expect: [401, 403, 403, 403, 403, 403, 200, 200], request: () => get("/api/member/list.do") },
  { endpoint: "GET /api/member/list.do?groupIdx=",                expect: [401, 403, 403, 403, 403, 200, 200, 200], request: (s) => get(`/api/member/list.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "PUT /api/member/{memberIdx}/role.do (to MANAGER)", expect: [401, 403, 403, 403, 403, 403, 200, 200], request: async (_s, w) => put(`/api/member/${(await w.freshMember()).memberIdx}/role.do`, { role: "MANAGER" }) },
  { endpoint: "PUT /api/member/{memberIdx}/role.do (to ADMIN)",   expect: [401, 403, 403, 403, 403, 403, 403, 200], request: async (_s, w) => put(`/api/member/${(await w.freshMember()).memberIdx}/role.do`, { role: "ADMIN" }) },
  { endpoint: "PUT /api/member/{memberIdx}/active.do",            expect: [401, 403, 403, 403, 403, 403, 200, 200], request: async (_s, w) => put(`/api/member/${(await w.freshMember()).memberIdx}/active.do`, { active: false }) },
  { endpoint: "PUT /api/oauth/reset/pw.do",                       expect: [401, 403, 403, 403, 403, 403, 200, 200], request: async (_s, w) => put("/api/oauth/reset/pw.do", { memberIdx: (await w.freshMember()).memberIdx }) },
  // tree view
  { endpoint: "GET /api/tree.do",                                 expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/tree.do") },
  { endpoint: "GET /api/tree.do?groupIdx=",                       expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/tree.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "GET /api/tree.do?projectIdx=",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/tree.do?projectIdx=${s.projectIdx}`) },
  // dashboard
  { endpoint: "GET /api/dashboard.do",                            expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/dashboard.do") },
  // reagent inventory and supplies (issue 5)
  ...inventoryMatrixRows,
  // lab books (issue 4)
  ...labBookMatrixRows,
  ...attachmentMatrixRows,
  ...commentMatrixRows,
  // drawing memos (issue 20)
  ...memoMatrixRows,
  // reagent purchasing (issue 23)
  ...purchasingMatrixRows,
  // user proposals (issue 24)
  ...proposalMatrixRows,
  // notices and the board (issue 24)
  ...communityMatrixRows,
  // importing a book and the book feed (issue 22)
  ...bookFeedMatrixRows,
  // the meeting room (issue 25)
  ...meetingMatrixRows,
  // education books, MoA projects and MoA books (issue 22)
  ...kindMatrixRows,
  // accounts (spec §7) and health
  ...accountMatrixRows,
  // a book's history and its .eln export (issue 27)
  ...historyMatrixRows,
  // social sign-in (issue 26)
  ...socialMatrixRows,
  // signatures, verification and the published key (issue 27)
  ...signingMatrixRows,
  // notifications and watching books (issue 35)
  ...notificationMatrixRows,
];

/** The codes each refusal status may carry: 403s are decide's, 404 never says more than "not found". */
const codesByStatus: Record<number, string[]> = {
  // A signature (END, COMPLETE) whose re-entered password is wrong or missing.
  401: ["UNAUTHENTICATED", "SESSION_EXPIRED", "REAUTH_FAILED"],
  403: ["NO_MENU_ACCESS", "NO_MODIFY_AUTHORITY", "NO_DELETE_AUTHORITY"],
  // A MoA invitation code that is no project's is "not found" too, with its own message.
  404: ["NOT_FOUND", "INVALID_INVITE_CODE", "UNSUBSCRIBE_LINK_INVALID"],
  409: [
    "ALREADY_GROUP_MEMBER",
    "LAST_GROUP_MANAGER",
    "INVALID_STATUS_TRANSITION",
    "MEMOS_FROZEN",
    "NO_PASSWORD_RESET_PENDING",
    "LEAVE_GROUP_MANAGER",
    "LEAVE_PROJECT_OWNER",
    "ATTACHMENTS_FROZEN",
    "QUOTATION_CLOSED",
    "ORDER_INVALID_TRANSITION",
    "BOOK_NOT_IN_PROGRESS",
    "NOT_MOA_PROJECT",
    "ALREADY_PROJECT_MEMBER",
    "VERSION_RESTORE_FROZEN",
    "MEETING_ENDED",
  ],
};

let app: TestApp;
let world: World;
let services: Awaited<ReturnType<typeof startInventoryMatrixServices>>;
let social: Awaited<ReturnType<typeof startSocialMatrixServices>>;
beforeAll(async () => {
  services = await startInventoryMatrixServices();
  social = await startSocialMatrixServices();
  app = await startTestApp({ ...services.env, ...social.env });
  world = await buildWorld(app);
});
afterAll(async () => {
  await app?.close();
  await services?.close();
  await social?.close();
});

const asRecord = (statuses: readonly number[]) =>
  Object.fromEntries(matrixActors.map((actor, i) => [actor, statuses[i]])) as Record<MatrixActor, number>;

describe(`permission matrix: ${rows.length} endpoints × ${matrixActors.length} actors`, () => {
  it("names every row once", () => {
    expect(new Set(rows.map((row) => row.endpoint)).size).toBe(rows.length);
  });

  it.each(rows.map((row) => [row.endpoint, row] as const))("%s", async (_endpoint, row) => {
    const statuses: number[] = [];
    for (const actor of matrixActors) {
      const scene = row.fresh ? await world.freshScene() : world.shared;
      const result = await callAs(world, actor, await row.request(scene, world));
      statuses.push(result.status);
      const allowedCodes = codesByStatus[result.status];
      if (allowedCodes) expect(allowedCodes, `${actor}: ${result.body.code}`).toContain(result.body.code);
    }
    expect(asRecord(statuses)).toEqual(asRecord(row.expect));
  });
});
