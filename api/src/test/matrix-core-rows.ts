// The permission matrix's rows of groups, projects, members (the users screen), the tree view and
// the dashboard: the matrix's first rows (api/src/test/matrix-suite.ts runs them).
import type { MatrixRow } from "./matrix-suite";
import { del, get, missing, post, put } from "./matrix-suite";

// prettier-ignore
export const coreMatrixRows: MatrixRow[] = [
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
];
