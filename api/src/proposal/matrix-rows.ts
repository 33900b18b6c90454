import type { Proposal } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for user proposals (issue 24). */
export interface ProposalMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const body = { subject: "Matrix proposal", category: "FEATURE", content: "A line\nand another" };

/** A new proposal the project's WRITER (an ordinary member) sends, or the member `token` names. */
export async function matrixProposal(world: World, token = world.members.writer.token): Promise<number> {
  return ok(await world.app.call<Result<Proposal>>("POST", "/api/proposal/create.do", { token, body })).proposalIdx;
}

// prettier-ignore
export const proposalMatrixRows: ProposalMatrixRow[] = [
  //                                                                       anon outs  read writ own  gman admn made
  { endpoint: "POST /api/proposal/create.do",                     expect: [401, 201, 201, 201, 201, 201, 201, 201], request: () => ({ method: "POST", path: "/api/proposal/create.do", body }) },
  { endpoint: "GET /api/proposal/list.do",                        expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => ({ method: "GET", path: "/api/proposal/list.do?status=RECEIVED&q=matrix" }) },
  { endpoint: "GET /api/proposal/{proposalIdx}.do (the writer's)", expect: [401, 404, 404, 200, 404, 404, 200, 200], request: async (_s, w) => ({ method: "GET", path: `/api/proposal/${await matrixProposal(w)}.do` }) },
  { endpoint: "GET /api/proposal/{proposalIdx}.do (no such proposal)", expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => ({ method: "GET", path: "/api/proposal/999999.do" }) },
  { endpoint: "PUT /api/proposal/{proposalIdx}/answer.do (the writer's)", expect: [401, 404, 404, 403, 404, 404, 200, 200], request: async (_s, w) => ({ method: "PUT", path: `/api/proposal/${await matrixProposal(w)}/answer.do`, body: { status: "ACCEPTED", answer: "Thanks" } }) },
  { endpoint: "PUT /api/proposal/{proposalIdx}/answer.do (no such proposal)", expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => ({ method: "PUT", path: "/api/proposal/999999/answer.do", body: { status: "DONE" } }) },
];
