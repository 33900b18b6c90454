import { labBookDoc, readReactionRow } from "@enote/shared";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { ReactionRow } from "../content/reactionRows";
import { convertTyped } from "./quantities";
import { markUsed, setLimiting, setRowUnit, startBasis } from "./rowEdits";

function table(count: number) {
  const doc = new Y.Doc();
  const rows = doc.getArray<ReactionRow>(labBookDoc.table("reactants"));
  rows.push(Array.from({ length: count }, () => new Y.Map<unknown>()));
  return { doc, rows, row: (i: number) => rows.get(i) };
}

const read = (row: ReactionRow) => readReactionRow(row.toJSON() as Record<string, unknown>, "reactant");

describe("stoichiometry row edits", () => {
  it("moves the limiting flag in one transaction, so no editor ever sees two or none", () => {
    const { doc, rows, row } = table(3);
    setLimiting(rows, row(0));
    const seen: number[] = [];
    doc.on("afterTransaction", () => seen.push(rows.toArray().filter((r) => r.get("limiting") === true).length));
    setLimiting(rows, row(2));
    expect(seen).toEqual([1]);
    expect(rows.toArray().map((r) => read(r).limitingFlag)).toEqual([false, false, true]);
  });

  it("makes a typed quantity the basis with what was typed, the others staying computed", () => {
    const { row } = table(1);
    startBasis(row(0), "mass", "1.5");
    expect(read(row(0)).given).toEqual({ quantity: "mass", value: 1.5, unit: "mg" });
    startBasis(row(0), "equiv", "2");
    expect(read(row(0)).given).toEqual({ quantity: "equiv", value: 2 });
    // The earlier mass text stays in its own cell, unread while equiv is the basis.
    expect(row(0).get("mass")?.toString()).toBe("1.5");
  });

  it("keeps the typed amount when its unit changes", () => {
    const { row } = table(1);
    startBasis(row(0), "mass", "1500");
    setRowUnit(row(0), "massUnit", "g", { cell: "mass", text: convertTyped("1500", "mass", "mg", "g") ?? "" });
    expect(read(row(0)).given).toEqual({ quantity: "mass", value: 1.5, unit: "g" });
    expect(convertTyped("250", "concentration", "mM", "M")).toBe("0.25");
    expect(convertTyped("abc", "mass", "mg", "g")).toBeNull();
  });

  it("marks a row used from stock with who and when", () => {
    const { row } = table(1);
    markUsed(row(0), "Minji Kim", "2026-11-27T05:00:00.000Z");
    expect(read(row(0)).used).toEqual({ at: "2026-11-27T05:00:00.000Z", by: "Minji Kim" });
  });
});
