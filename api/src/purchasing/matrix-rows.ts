import type { Supplier } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for reagent purchasing (issue 23). */
export interface PurchasingMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

/** A supplier the group's manager adds to the scene's group. */
export async function matrixSupplier(scene: Scene, world: World, companyName = "Matrix Chemicals"): Promise<number> {
  const token = world.members.groupManager.token;
  const body = { groupIdx: scene.groupIdx, companyName, email: "sales@matrix.test" };
  return ok(await world.app.call<Result<Supplier>>("POST", "/api/supplier/create.do", { token, body })).supplierIdx;
}

const supplierEdit = { companyName: "Matrix Chemicals", businessNo: "123-45-67890" };

// prettier-ignore
export const purchasingMatrixRows: PurchasingMatrixRow[] = [
  //                                                                       anon outs  read writ own  gman admn made
  { endpoint: "POST /api/supplier/create.do",                     expect: [401, 404, 403, 403, 403, 201, 201, 201], request: (s) => ({ method: "POST", path: "/api/supplier/create.do", body: { groupIdx: s.groupIdx, companyName: "Matrix Chemicals" } }) },
  { endpoint: "GET /api/supplier/list.do?groupIdx=",              expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ method: "GET", path: `/api/supplier/list.do?groupIdx=${s.groupIdx}` }) },
  { endpoint: "PUT /api/supplier/{supplierIdx}.do",               expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/supplier/${await matrixSupplier(s, w)}.do`, body: supplierEdit }) },
  { endpoint: "DELETE /api/supplier/{supplierIdx}.do",            expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "DELETE", path: `/api/supplier/${await matrixSupplier(s, w)}.do` }) },
];
