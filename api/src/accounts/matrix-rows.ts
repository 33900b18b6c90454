import { apiPaths } from "@enote/shared";
import { buildSignUp } from "../test/harness";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the accounts calls of spec §7. */
export interface AccountMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
  tokenExpect?: [number, number];
}

const paths = apiPaths.oauth;
const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string, body?: unknown): MatrixRequest => ({ method: "DELETE", path, body });

/** Every matrix member signed up with buildSignUp's password. */
const password = buildSignUp().password;

/** A profile no one has yet (the email must stay unique), so every actor's edit is valid. */
function freshProfile() {
  const { email, firstName, lastName, initial, phone } = buildSignUp();
  return { email, firstName, lastName, initial, phone };
}

// Rows change nothing another row needs: the password is "changed" to itself (the caller's own
// sign-in goes on), and leaving is asked with a wrong password, so no actor is erased. What
// blocks leaving is answered first: the project's only OWNER and the group's only manager get
// 409; the others reach the password check. Refresh takes a refresh token as bearer, which the
// matrix cannot send: every actor's access token, and no token, are refused alike. Sign-out with
// an access token ends the sign-in it names: the row sends a second sign-in's token, so the
// actor's own goes on; a token that is none of ours is refused.
// A personal API token is neither a refresh token nor an access token: sign-out with one is 401.
// prettier-ignore
export const accountMatrixRows: AccountMatrixRow[] = [
  //                                                                            anon outs  read writ own  gman admn made
  { endpoint: "GET /api/health.do",                                    expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(apiPaths.health) },
  { endpoint: "GET /api/health/live.do",                               expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(apiPaths.healthLive) },
  { endpoint: "GET /api/health/ready.do",                              expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(apiPaths.healthReady) },
  { endpoint: "GET /api/terms.do?kind=terms",                          expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(`${apiPaths.terms}?kind=terms`) },
  { endpoint: "GET /api/terms.do?kind=privacy",                        expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(`${apiPaths.terms}?kind=privacy`) },
  { endpoint: "GET /api/settings.do",                                  expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(apiPaths.settings) },
  { endpoint: "POST /api/oauth/signUp.do",                             expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => post(paths.signUp, buildSignUp()) },
  { endpoint: "POST /api/oauth/authorize.do",                          expect: [200, 200, 200, 200, 200, 200, 200, 200], request: (_s, w) => post(paths.authorize, { memberId: w.spare.input.memberId, password: w.spare.input.password }) },
  { endpoint: "POST /api/oauth/refresh.do (access token as bearer)",   expect: [401, 401, 401, 401, 401, 401, 401, 401], request: () => post(paths.refresh) },
  { endpoint: "POST /api/oauth/logout.do (access token as bearer)",    expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => ({ ...post(paths.logout), bearer: "second-sign-in" }), tokenExpect: [401, 401] },
  { endpoint: "POST /api/oauth/logout.do (a token of no sign-in)",    expect: [200, 401, 401, 401, 401, 401, 401, 401], request: () => ({ ...post(paths.logout), bearer: { token: "no-such-token" } }), tokenExpect: [401, 401] },
  { endpoint: "GET /api/oauth/me.do",                                  expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get(paths.me) },
  { endpoint: "PUT /api/oauth/member.do",                              expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => put(paths.member, freshProfile()) },
  { endpoint: "PUT /api/oauth/change/pw.do",                           expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => put(paths.changePassword, { currentPassword: password, newPassword: password, newPasswordConfirm: password }) },
  { endpoint: "PUT /api/oauth/init/pw.do (no reset pending)",          expect: [401, 409, 409, 409, 409, 409, 409, 409], request: () => put(paths.initPassword, { newPassword: "matrixPw2026", newPasswordConfirm: "matrixPw2026" }) },
  { endpoint: "DELETE /api/oauth/leave/member.do (wrong password)",    expect: [401, 400, 400, 400, 409, 409, 400, 400], request: () => del(paths.leave, { password: "notTheirs123" }) },
];
