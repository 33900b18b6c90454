import { describe, expect, it } from "vitest";
import type { Quotation, QuotationSupplier, ReplyItem } from "@enote/shared";
import { cheapestByItem } from "./compare";

const answer = (quotationItemIdx: number, unitPrice: number | null, patch: Partial<ReplyItem> = {}): ReplyItem => ({
  quotationItemIdx,
  unitPrice,
  currency: "KRW",
  leadTimeDays: null,
  available: true,
  validUntil: null,
  ...patch,
});

const supplier = (supplierIdx: number, items: ReplyItem[]): QuotationSupplier => ({
  supplierIdx,
  companyName: `S${supplierIdx}`,
  email: null,
  mailedAt: null,
  answeredAt: items.length ? "2026-01-01T00:00:00Z" : null,
  replyNote: null,
  hasPdf: false,
  items,
});

function quotationWith(suppliers: QuotationSupplier[]): Quotation {
  const item = (quotationItemIdx: number) => ({
    quotationItemIdx,
    name: `Item ${quotationItemIdx}`,
    nameEn: null,
    casNo: null,
    grade: null,
    packSize: 1,
    packUnit: "L" as const,
    quantity: 1,
  });
  return {
    quotationIdx: 1,
    groupIdx: 1,
    items: [item(10), item(11)],
    supplierIdxs: suppliers.map((s) => s.supplierIdx),
    contact: { name: "A", phone: "010-1234-5678", email: "a@b.c" },
    organization: "Lab",
    businessNo: "123-45-67890",
    neededBy: "2099-01-01",
    note: null,
    status: "ANSWERED",
    locale: "en-US",
    createdAt: "2026-01-01T00:00:00Z",
    requester: { memberIdx: 1, name: "A" },
    suppliers,
    canClose: true,
  };
}

describe("cheapestByItem", () => {
  it("marks the lowest available price per item, ties included, ignoring unavailable and unpriced answers", () => {
    const result = cheapestByItem(
      quotationWith([
        supplier(1, [answer(10, 500), answer(11, 900)]),
        supplier(2, [answer(10, 300, { available: false }), answer(11, 700)]),
        supplier(3, [answer(10, 500), answer(11, null)]),
        supplier(4, []),
      ]),
    );
    expect([...(result.get(10) ?? [])]).toEqual([1, 3]);
    expect([...(result.get(11) ?? [])]).toEqual([2]);
  });

  it("compares only answers in one currency and marks nothing for an item nobody can deliver", () => {
    const result = cheapestByItem(
      quotationWith([
        supplier(1, [answer(10, 100, { currency: "USD" }), answer(11, 1, { available: false })]),
        supplier(2, [answer(10, 50_000)]),
      ]),
    );
    expect([...(result.get(10) ?? [])]).toEqual([1]);
    expect(result.has(11)).toBe(false);
  });
});
