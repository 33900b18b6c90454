import { computeStoichiometry, readReactionRow, stoichiometryRows, type ReactionRowReading } from "@enote/shared";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { rowDeduction, usableRows } from "./deduction";
import type { RowCalc } from "./useStoichiometry";

/** Reactant rows as the table computes them (the first is limiting). */
function calcs(rows: Record<string, unknown>[]): RowCalc[] {
  const readings: ReactionRowReading[] = rows.map((json) => readReactionRow(json, "reactant"));
  const results = computeStoichiometry(stoichiometryRows(readings, []));
  return readings.map((reading, index) => ({
    row: new Y.Map<unknown>(),
    reading,
    result: results[index]!,
    limiting: index === 0,
    structure: undefined,
    mwFromStructure: null,
  }));
}

describe("what use from stock deducts", () => {
  it("takes the mass to weigh in the row's mass unit, and the volume when a volume was typed", () => {
    const [limiting, liquid, solid] = calcs([
      { basis: "mass", mass: "1.0612", massUnit: "g", mw: "106.12" },
      { basis: "volume", volume: "1.2", volumeUnit: "mL", mw: "120.15", density: "1.03" },
      { basis: "equiv", equiv: "0.5", mw: "100" },
    ]);
    expect(rowDeduction(limiting!)).toEqual({ amount: 1.0612, unit: "g" });
    expect(rowDeduction(liquid!)).toEqual({ amount: 1.2, unit: "mL" });
    expect(rowDeduction(solid!)).toEqual({ amount: 500, unit: "mg" });
  });

  it("deducts nothing from a row whose amount is unknown", () => {
    const [limiting, unknown] = calcs([{ basis: "mass", mass: "", mw: "106.12" }, { name: "x" }]);
    expect(rowDeduction(limiting!)).toBeNull();
    expect(rowDeduction(unknown!)).toBeNull();
  });

  it("offers only linked rows not used yet", () => {
    const rows = calcs([
      { rowKey: "abcdefghijkl", basis: "mass", mass: "1", mw: "1" },
      { rowKey: "bbcdefghijkl", usedAt: "2026-11-27T05:00:00Z", usedBy: "Kim" },
      { name: "free row" },
    ]);
    expect(usableRows(rows).map((row) => row.reading.rowKey)).toEqual(["abcdefghijkl"]);
  });
});
