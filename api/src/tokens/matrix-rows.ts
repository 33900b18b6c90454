import { tokenPaths, type TokenCreated } from "@enote/shared";
import { ok, type Result } from "../test/factories";
import { del, get, post, type MatrixRow } from "../test/matrix-suite";
import type { World } from "../test/matrix-world";

/** A new token of the spare member (a target no actor holds), made for each actor's call. */
async function sparesToken(world: World): Promise<number> {
  const body = { name: "spare's script", scope: "read" };
  const created = await world.app.call<Result<TokenCreated>>("POST", tokenPaths.create, {
    token: world.spare.token,
    body,
  });
  return ok(created).tokenIdx;
}

// Personal API tokens (issue 38): every signed-in member makes and lists their own; administrators
// list and revoke anyone's; another member's token is "not found". No token calls these (the
// token columns derive 403 TOKEN_PERSON_ONLY from the scope rule).
// prettier-ignore
export const tokenMatrixRows: MatrixRow[] = [
  //                                                                        anon outs  read writ own  gman admn made
  { endpoint: "POST /api/token/create.do",                         expect: [401, 201, 201, 201, 201, 201, 201, 201], request: () => post(tokenPaths.create, { name: "matrix script", scope: "read-write" }) },
  { endpoint: "GET /api/token/list.do",                            expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get(tokenPaths.list) },
  { endpoint: "GET /api/token/list.do?memberIdx= (the writer's)",  expect: [401, 403, 403, 200, 403, 403, 200, 200], request: (_s, w) => get(`${tokenPaths.list}?memberIdx=${w.members.writer.memberIdx}`) },
  { endpoint: "DELETE /api/token/{tokenIdx}.do (another member's)", expect: [401, 404, 404, 404, 404, 404, 200, 200], request: async (_s, w) => del(tokenPaths.item(await sparesToken(w))) },
  { endpoint: "DELETE /api/token/{tokenIdx}.do (no such token)",   expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => del(tokenPaths.item(999999)) },
];
