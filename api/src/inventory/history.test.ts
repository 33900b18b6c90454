import { describe, expect, it } from "vitest";
import type { inventoryHistory } from "../db/schema";
import { toHistoryEntry } from "./history";

type Row = typeof inventoryHistory.$inferSelect;
const by = { memberIdx: 7, name: "Marie Curie", left: false };
const at = new Date("2024-03-01T09:00:00Z");
const row = (patch: Partial<Row>): Row => ({
  historyIdx: 1,
  rowKey: "aaaaaaaaaaaa",
  kind: "updated",
  detail: null,
  fields: null,
  amountBefore: null,
  unitBefore: null,
  amountAfter: null,
  unitAfter: null,
  source: null,
  usedAmount: null,
  usedUnit: null,
  reactionRowId: null,
  lbIdx: null,
  memberIdx: 7,
  at,
  ...patch,
});

describe("toHistoryEntry", () => {
  it("answers a use as the amount taken, the bottle before and after, and the lab book's number", () => {
    const use = row({
      kind: "used",
      usedAmount: 250,
      usedUnit: "mg",
      amountBefore: 5,
      unitBefore: "g",
      amountAfter: 4.75,
      unitAfter: "g",
      lbIdx: 12,
    });
    expect(toHistoryEntry(use, by, { kind: "LAB", seqYear: 2026, seqNumber: 7 })).toMatchObject({
      kind: "used",
      used: { amount: 250, unit: "mg" },
      amount: { before: { amount: 5, unit: "g" }, after: { amount: 4.75, unit: "g" } },
      labBook: { lbIdx: 12, seqNo: "2026-0007" },
      legacyText: null,
    });
  });

  it("answers an amount change as data, and a disuse reason as the reason", () => {
    const amount = row({ kind: "amount", amountBefore: 500, unitBefore: "mL", amountAfter: 0.25, unitAfter: "L" });
    expect(toHistoryEntry(amount, by)).toEqual({
      kind: "amount",
      fields: [],
      amount: { before: { amount: 500, unit: "mL" }, after: { amount: 0.25, unit: "L" } },
      used: null,
      labBook: null,
      reason: null,
      source: null,
      order: null,
      legacyText: null,
      by,
      at: at.toISOString(),
    });
    expect(toHistoryEntry(row({ kind: "disused", detail: "Expired" }), by)).toMatchObject({
      reason: "Expired",
      legacyText: null,
    });
  });

  it("passes an old entry the migration could not read on as legacy text, not as a reason", () => {
    expect(toHistoryEntry(row({ kind: "amount", detail: "about half" }), by)).toMatchObject({
      amount: null,
      reason: null,
      legacyText: "about half",
    });
    expect(toHistoryEntry(row({ kind: "updated", detail: "name; memo" }), by)).toMatchObject({
      fields: [],
      legacyText: "name; memo",
    });
  });

  it("says a created entry came from the form unless it says import", () => {
    expect(toHistoryEntry(row({ kind: "created" }), by).source).toBe("form");
    expect(toHistoryEntry(row({ kind: "created", source: "import" }), by).source).toBe("import");
  });
});
