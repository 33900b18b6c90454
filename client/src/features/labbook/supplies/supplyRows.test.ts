import { describe, expect, it } from "vitest";
import { labBookDoc, reactionCells, reactionRowKeys } from "@enote/shared";
import * as Y from "yjs";
import { markUsed } from "../stoichiometry/rowEdits";
import { linkSupply, linkedSupply, rowQuantity, unlinkSupply, usableSupplyRows } from "./supplyRows";

function suppliesTable(...amounts: string[]) {
  const doc = new Y.Doc();
  const rows = doc.getArray<Y.Map<unknown>>(labBookDoc.table("supplies"));
  for (const [index, amount] of amounts.entries()) {
    const row = new Y.Map<unknown>();
    row.set(labBookDoc.rowId, `row-${index}`);
    for (const cell of reactionCells) row.set(cell, new Y.Text());
    rows.push([row]);
    (row.get("amount") as Y.Text).insert(0, amount);
  }
  return rows.toArray();
}

const gloves = { materialIdx: 12, name: "Nitrile gloves", spec: "M, 100 pcs" };

describe("supplies rows linked to supplies", () => {
  it("fills the name and an empty note from the supply, keeping a note someone wrote", () => {
    const [first, second] = suppliesTable("2", "1");
    if (!first || !second) throw new Error("two rows");
    linkSupply(first, gloves);
    expect(linkedSupply(first)).toBe(12);
    expect(first.get("name")?.toString()).toBe("Nitrile gloves");
    expect(first.get("note")?.toString()).toBe("M, 100 pcs");
    (second.get("note") as Y.Text).insert(0, "for the column");
    linkSupply(second, gloves);
    expect(second.get("note")?.toString()).toBe("for the column");
    unlinkSupply(first);
    expect(linkedSupply(first)).toBeNull();
    expect(first.get(reactionRowKeys.materialIdx)).toBeUndefined();
  });

  it("takes a whole number of 1 or more from the amount, nothing else", () => {
    const rows = suppliesTable("3", " 12 ", "0", "1.5", "2 boxes", "", "1,000");
    expect(rows.map(rowQuantity)).toEqual([3, 12, null, null, null, null, null]);
  });

  it("offers linked rows not yet taken, with their quantity", () => {
    const [linked, free, taken, noAmount] = suppliesTable("2", "5", "1", "");
    if (!linked || !free || !taken || !noAmount) throw new Error("four rows");
    linkSupply(linked, gloves);
    linkSupply(taken, { materialIdx: 13, name: "Tips", spec: null });
    markUsed(taken, "Minji Kim");
    linkSupply(noAmount, { materialIdx: 14, name: "Column", spec: null });
    expect(
      usableSupplyRows([linked, free, taken, noAmount]).map(({ id, materialIdx, quantity }) => ({
        id,
        materialIdx,
        quantity,
      })),
    ).toEqual([
      { id: "row-0", materialIdx: 12, quantity: 2 },
      { id: "row-3", materialIdx: 14, quantity: null },
    ]);
  });
});
