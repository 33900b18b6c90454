import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import type {
  InventoryHistory,
  InventoryItem,
  Order,
  OrderReceived,
  Quotation,
  QuotationReplyView,
} from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";
import { addSupplier, quotationRequest, requestQuotation, tokenOf } from "./fixtures";
import { addItem, ethanol } from "../inventory/fixtures";

let app: TestApp;
let lab: Lab;
let supplierIdx: number;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  supplierIdx = (await addSupplier(app, lab.manager.token, lab.groupIdx, "Daejung Chemicals", null)).supplierIdx;
});
afterAll(async () => {
  await app?.close();
});

const acetone = { name: "Acetone", casNo: "67-64-1", grade: "99.5", packSize: 1, packUnit: "L" as const };

function createOrder(member: TestMember, body: Record<string, unknown> = {}) {
  return app.call<Result<Order>>("POST", "/api/order/create.do", {
    token: member.token,
    body: {
      groupIdx: lab.groupIdx,
      supplierIdx,
      items: [{ ...acetone, quantity: 3, unitPrice: 25000 }],
      currency: "KRW",
      budgetCode: "NRF-2026-001",
      ...body,
    },
  });
}
function move(member: TestMember, orderIdx: number, status: string, reason?: string, locale = "en-US") {
  return app.call<Result<Order>>("PUT", `/api/order/${orderIdx}/status.do`, {
    token: member.token,
    body: { status, reason },
    headers: { "accept-language": locale },
  });
}
function receive(member: TestMember, order: Order, quantity: number, location = "Cabinet B-2") {
  const orderItemIdx = order.items[0]?.orderItemIdx ?? 0;
  return app.call<Result<OrderReceived>>("POST", `/api/order/${order.orderIdx}/receive.do`, {
    token: member.token,
    body: { items: [{ orderItemIdx, quantity, location }] },
  });
}

describe("reagent orders", () => {
  it("goes REQUESTED → APPROVED → ORDERED → RECEIVED, a partial delivery first, and the bottles arrive in the inventory", async () => {
    const created = await createOrder(lab.writer);
    expect(created.status).toBe(201);
    const order = ok(created);
    expect(order).toMatchObject({ status: "REQUESTED", total: 75000, supplierName: "Daejung Chemicals" });
    expect(ok(await move(lab.manager, order.orderIdx, "APPROVED")).status).toBe("APPROVED");
    expect(ok(await move(lab.writer, order.orderIdx, "ORDERED")).status).toBe("ORDERED");

    const first = ok(await receive(lab.writer, order, 2));
    expect(first.status).toBe("ORDERED");
    expect(first.items[0]?.receivedQuantity).toBe(2);
    expect(first.received).toHaveLength(2);
    for (const bottle of first.received) {
      const item = ok(
        await app.call<Result<InventoryItem>>("GET", `/api/inventory/${bottle.rowKey}.do`, { token: lab.reader.token }),
      );
      expect(item).toMatchObject({
        name: "Acetone",
        casNo: "67-64-1",
        amount: 1,
        unit: "L",
        purerate: 99.5,
        location: "Cabinet B-2",
        supplier: "Daejung Chemicals",
        pinNo: bottle.pinNo,
      });
    }
    const tooMany = await receive(lab.writer, order, 2);
    expect(tooMany.status).toBe(400);
    const rest = ok(await receive(lab.reader, order, 1, "Fridge 1"));
    expect(rest.status).toBe("RECEIVED");
    expect(rest.items[0]?.rowKeys).toHaveLength(3);
    expect((await receive(lab.writer, order, 1)).status).toBe(409);
  });

  it("brings a received bottle in with the chemistry its CAS number is known by, and its history names the order and supplier", async () => {
    const known = await addItem(
      app,
      lab.writer.token,
      ethanol(lab.groupIdx, {
        name: "Toluene (old bottle)",
        casNo: "108-88-3",
        smiles: "Cc1ccccc1",
        formula: "C6H5CH3",
        molWeight: 92.14,
        density: 0.867,
      }),
    );
    expect(known.formula).toBe("C6H5CH3");
    const toluene = { name: "Toluene", casNo: "108-88-3", grade: "99.8", packSize: 500, packUnit: "mL" as const };
    const order = ok(await createOrder(lab.writer, { items: [{ ...toluene, quantity: 1, unitPrice: 30000 }] }));
    ok(await move(lab.manager, order.orderIdx, "APPROVED"));
    ok(await move(lab.writer, order.orderIdx, "ORDERED"));
    const received = ok(await receive(lab.writer, order, 1));
    const rowKey = received.received[0]?.rowKey ?? "";
    const bottle = ok(
      await app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token: lab.reader.token }),
    );
    expect(bottle).toMatchObject({
      name: "Toluene",
      casNo: "108-88-3",
      smiles: "Cc1ccccc1",
      formula: "C6H5CH3",
      molWeight: 92.14,
      density: 0.867,
    });
    const history = ok(
      await app.call<Result<InventoryHistory>>("GET", `/api/inventory/${rowKey}/history.do`, {
        token: lab.reader.token,
      }),
    );
    expect(history.entries).toEqual([
      expect.objectContaining({
        kind: "created",
        source: "order",
        order: { orderIdx: order.orderIdx, supplier: "Daejung Chemicals" },
      }),
    ]);
  });

  it("answers 403 to a member approving and 409 to a move the status does not allow, in both languages", async () => {
    const order = ok(await createOrder(lab.writer));
    const byMember = await move(lab.writer, order.orderIdx, "APPROVED");
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect((await move(lab.reader, order.orderIdx, "CANCELLED")).status).toBe(403);
    expect((await move(lab.outsider, order.orderIdx, "APPROVED")).status).toBe(404);
    const early = await move(lab.writer, order.orderIdx, "ORDERED");
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("ORDER_INVALID_TRANSITION");
    expect(early.body.message).toMatch(/^The order cannot do that in its current status/);
    const korean = await move(lab.writer, order.orderIdx, "ORDERED", undefined, "ko-KR");
    expect(korean.body.message).toMatch(/^현재 상태의 주문에서는 할 수 없는 작업입니다/);
    expect((await receive(lab.writer, order, 1)).status).toBe(409);
    const noReason = await move(lab.manager, order.orderIdx, "REJECTED");
    expect(noReason.status).toBe(400);
    const rejected = ok(await move(lab.manager, order.orderIdx, "REJECTED", "Over budget"));
    expect(rejected).toMatchObject({ status: "REJECTED", reason: "Over budget" });
    expect((await move(lab.manager, order.orderIdx, "APPROVED")).status).toBe(409);
    expect((await move(lab.writer, order.orderIdx, "CANCELLED")).status).toBe(409);
  });

  it("orders from a quotation answer: the request shows ORDERED", async () => {
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [supplierIdx]));
    const token = tokenOf(created.manualLinks[0]?.url ?? "");
    const view = ok(await app.call<Result<QuotationReplyView>>("GET", `/api/quotation/reply/${token}.do`));
    const items = view.items.map((item) => ({
      quotationItemIdx: item.quotationItemIdx,
      unitPrice: 1000,
      currency: "KRW",
      leadTimeDays: 1,
      available: true,
      validUntil: null,
    }));
    ok(await app.call<Result<unknown>>("POST", `/api/quotation/reply/${token}.do`, { body: { items } }));
    const order = ok(
      await createOrder(lab.writer, {
        quotationIdx: created.quotationIdx,
        items: view.items.map((item) => ({ ...item, unitPrice: 1000 })),
      }),
    );
    expect(order.quotationIdx).toBe(created.quotationIdx);
    const request = ok(
      await app.call<Result<Quotation>>("GET", `/api/quotation/${created.quotationIdx}.do`, {
        token: lab.writer.token,
      }),
    );
    expect(request.status).toBe("ORDERED");
  });

  it("exports the order list as XLSX with one row per item", async () => {
    const response = await fetch(`${app.url}/api/order/export.do?groupIdx=${lab.groupIdx}`, {
      headers: { authorization: `Bearer ${lab.reader.token}`, "accept-language": "ko-KR" },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Orders");
    expect(sheet?.getRow(1).getCell(1).value).toBe("주문 번호");
    const names: unknown[] = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) names.push(row.getCell(7).value);
    });
    expect(names).toContain("Acetone");
    expect(names).toContain("염화나트륨");
    const outsider = await fetch(`${app.url}/api/order/export.do?groupIdx=${lab.groupIdx}`, {
      headers: { authorization: `Bearer ${lab.outsider.token}` },
    });
    expect(outsider.status).toBe(404);
  });
});
