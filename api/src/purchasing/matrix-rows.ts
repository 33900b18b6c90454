import type { Order, QuotationReplyView, Supplier } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { quotationRequest, requestQuotation, tokenOf } from "./fixtures";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for reagent purchasing (issue 23). */
export interface PurchasingMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

/**
 * A supplier the group's manager adds to the scene's group, with no e-mail address: the matrix
 * app mails (password resets need SMTP), and a supplier without one gets the reply link by hand,
 * which the quotation rows read.
 */
export async function matrixSupplier(scene: Scene, world: World, companyName = "Matrix Chemicals"): Promise<number> {
  const token = world.members.groupManager.token;
  const body = { groupIdx: scene.groupIdx, companyName, email: "" };
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

/** An order the project's WRITER requests, moved on by the group's manager to `status`. */
export async function matrixOrder(
  scene: Scene,
  world: World,
  status: "REQUESTED" | "APPROVED" | "ORDERED" = "REQUESTED",
) {
  const supplierIdx = await matrixSupplier(scene, world);
  const body = {
    groupIdx: scene.groupIdx,
    supplierIdx,
    items: [{ name: "Acetone", packSize: 1, packUnit: "L", quantity: 2, unitPrice: 1000 }],
    currency: "KRW",
  };
  const { app, members } = world;
  const order = ok(
    await app.call<Result<Order>>("POST", "/api/order/create.do", { token: members.writer.token, body }),
  );
  const moves = status === "REQUESTED" ? [] : status === "APPROVED" ? ["APPROVED"] : ["APPROVED", "ORDERED"];
  for (const next of moves) {
    ok(
      await app.call<Result<Order>>("PUT", `/api/order/${order.orderIdx}/status.do`, {
        token: members.groupManager.token,
        body: { status: next },
      }),
    );
  }
  return order;
}

const receiveOne = (order: Order): MatrixRequest => ({
  method: "POST",
  path: `/api/order/${order.orderIdx}/receive.do`,
  body: { items: [{ orderItemIdx: order.items[0]?.orderItemIdx ?? 0, quantity: 1, location: "Shelf 1" }] },
});

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
  { endpoint: "POST /api/order/create.do",                        expect: [401, 404, 201, 201, 201, 201, 201, 201], request: async (s, w) => ({ method: "POST", path: "/api/order/create.do", body: { groupIdx: s.groupIdx, supplierIdx: await matrixSupplier(s, w), items: [{ name: "Acetone", packSize: 1, packUnit: "L", quantity: 1 }], currency: "KRW" } }) },
  { endpoint: "GET /api/order/list.do?groupIdx=",                 expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ method: "GET", path: `/api/order/list.do?groupIdx=${s.groupIdx}&status=REQUESTED` }) },
  { endpoint: "GET /api/order/export.do?groupIdx=",               expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ method: "GET", path: `/api/order/export.do?groupIdx=${s.groupIdx}` }) },
  { endpoint: "GET /api/order/{orderIdx}.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ method: "GET", path: `/api/order/${(await matrixOrder(s, w)).orderIdx}.do` }) },
  { endpoint: "PUT /api/order/{orderIdx}/status.do (approve)",    expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/order/${(await matrixOrder(s, w)).orderIdx}/status.do`, body: { status: "APPROVED" } }) },
  { endpoint: "PUT /api/order/{orderIdx}/status.do (reject)",     expect: [401, 404, 403, 403, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/order/${(await matrixOrder(s, w)).orderIdx}/status.do`, body: { status: "REJECTED", reason: "Over budget" } }) },
  { endpoint: "PUT /api/order/{orderIdx}/status.do (ordered)",    expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/order/${(await matrixOrder(s, w, "APPROVED")).orderIdx}/status.do`, body: { status: "ORDERED" } }) },
  { endpoint: "PUT /api/order/{orderIdx}/status.do (ordered too early)", expect: [401, 404, 403, 409, 403, 409, 409, 409], request: async (s, w) => ({ method: "PUT", path: `/api/order/${(await matrixOrder(s, w)).orderIdx}/status.do`, body: { status: "ORDERED" } }) },
  { endpoint: "PUT /api/order/{orderIdx}/status.do (cancel)",     expect: [401, 404, 403, 200, 403, 200, 200, 200], request: async (s, w) => ({ method: "PUT", path: `/api/order/${(await matrixOrder(s, w)).orderIdx}/status.do`, body: { status: "CANCELLED" } }) },
  { endpoint: "POST /api/order/{orderIdx}/receive.do",            expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => receiveOne(await matrixOrder(s, w, "ORDERED")) },
  { endpoint: "POST /api/order/{orderIdx}/receive.do (not ordered yet)", expect: [401, 404, 409, 409, 409, 409, 409, 409], request: async (s, w) => receiveOne(await matrixOrder(s, w, "APPROVED")) },
];
