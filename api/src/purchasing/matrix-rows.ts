import type { QuotationReplyView, Supplier } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { quotationRequest, requestQuotation, tokenOf } from "./fixtures";

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

/** A request the project's WRITER sends to a fresh supplier: its idx and the supplier's reply token. */
export async function matrixQuotation(scene: Scene, world: World) {
  const supplierIdx = await matrixSupplier(scene, world);
  const created = await requestQuotation(
    world.app,
    world.members.writer.token,
    quotationRequest(scene.groupIdx, [supplierIdx]),
  );
  return { quotationIdx: created.quotationIdx, supplierIdx, token: tokenOf(created.manualLinks[0]?.url ?? "") };
}

const pdfBytes = "%PDF-1.4\n%%EOF\n";

async function withPdf(scene: Scene, world: World) {
  const q = await matrixQuotation(scene, world);
  await world.app.call("PUT", `/api/quotation/reply/${q.token}/pdf.do`, {
    rawBody: pdfBytes,
    headers: { "content-type": "application/pdf" },
  });
  return q;
}

async function replyBody(world: World, token: string) {
  const view = ok(await world.app.call<Result<QuotationReplyView>>("GET", `/api/quotation/reply/${token}.do`));
  return {
    items: view.items.map((item) => ({
      quotationItemIdx: item.quotationItemIdx,
      unitPrice: 1000,
      currency: "KRW",
      leadTimeDays: 2,
      available: true,
      validUntil: null,
    })),
  };
}

const supplierEdit = { companyName: "Matrix Chemicals", businessNo: "123-45-67890" };

// prettier-ignore
export const purchasingMatrixRows: PurchasingMatrixRow[] = [
  //                                                                       anon outs  read writ own  gman admn made
  { endpoint: "POST /api/supplier/create.do",                     expect: [401, 404, 403, 403, 403, 201, 201, 201], request: (s) => ({ method: "POST", path: "/api/supplier/create.do", body: { groupIdx: s.groupIdx, companyName: "Matrix Chemicals" } }) },
  { endpoint: "GET /api/supplier/list.do?groupIdx=",              expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ method: "GET", path: `/api/supplier/list.do?groupIdx=${s.groupIdx}` }) },
  { endpoint: "PUT /api/supplier/{supplierIdx}.do",               expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/supplier/${await matrixSupplier(s, w)}.do`, body: supplierEdit }) },
  { endpoint: "DELETE /api/supplier/{supplierIdx}.do",            expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "DELETE", path: `/api/supplier/${await matrixSupplier(s, w)}.do` }) },
  { endpoint: "POST /api/quotation/create.do",                    expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => ({ method: "POST", path: "/api/quotation/create.do", body: quotationRequest(s.groupIdx, [await matrixSupplier(s, w)]) }) },
  { endpoint: "GET /api/quotation/list.do?groupIdx=",             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ method: "GET", path: `/api/quotation/list.do?groupIdx=${s.groupIdx}` }) },
  { endpoint: "GET /api/quotation/{quotationIdx}.do",             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ method: "GET", path: `/api/quotation/${(await matrixQuotation(s, w)).quotationIdx}.do` }) },
  { endpoint: "PUT /api/quotation/{quotationIdx}/close.do",       expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/quotation/${(await matrixQuotation(s, w)).quotationIdx}/close.do` }) },
  { endpoint: "GET /api/quotation/{quotationIdx}/supplier/{supplierIdx}/pdf.do", expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => { const q = await withPdf(s, w); return { method: "GET", path: `/api/quotation/${q.quotationIdx}/supplier/${q.supplierIdx}/pdf.do` }; } },
  { endpoint: "GET /api/quotation/reply/{token}.do",              expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ method: "GET", path: `/api/quotation/reply/${(await matrixQuotation(s, w)).token}.do` }) },
  { endpoint: "POST /api/quotation/reply/{token}.do",             expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => { const { token } = await matrixQuotation(s, w); return { method: "POST", path: `/api/quotation/reply/${token}.do`, body: await replyBody(w, token) }; } },
  { endpoint: "PUT /api/quotation/reply/{token}/pdf.do",          expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/quotation/reply/${(await matrixQuotation(s, w)).token}/pdf.do`, file: { content: pdfBytes, type: "application/pdf" } }) },
];
