import { describe, expect, it } from "vitest";
import { detailColumns, stoichiometryColumns } from "./columns";

/**
 * The table's box on the experiment page of a 1440 px screen: the page's container (1320 px at
 * most, after 32 px padding each side) less the table card's padding and border.
 */
const at1440 = Math.min(1440 - 2 * 32, 1320) - 2 * 16 - 2;

describe("the reaction table's columns", () => {
  it("fit a 1440 px screen for reactants and products, editable or not", () => {
    for (const table of ["reactants", "products"] as const) {
      for (const editable of [true, false]) {
        const layout = stoichiometryColumns(table, editable);
        expect(layout.width, `${table}, editable ${editable}`).toBeLessThanOrEqual(at1440);
      }
    }
  });

  it("leave density and note to the row's detail, and give products no density", () => {
    for (const table of ["reactants", "products"] as const) {
      const keys = stoichiometryColumns(table, true).columns.map((column) => column.key);
      expect(keys).not.toContain("density");
      expect(keys).not.toContain("note");
    }
    expect(detailColumns("reactants")).toEqual(["density", "note"]);
    expect(detailColumns("products")).toEqual(["note"]);
  });
});
