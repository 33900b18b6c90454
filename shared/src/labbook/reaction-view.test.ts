import { describe, expect, it } from "vitest";
import { calculateReactionTables, printedCells, printedColumns, printedName } from "./reaction-view";

const cellReader = (row: Record<string, unknown>) => (key: string) => (typeof row[key] === "string" ? row[key] : "");

describe("the reaction tables as printed and exported", () => {
  const reactants = [
    { name: "Bromide", mw: "200", mass: "500", basis: "mass", limiting: true },
    { name: "Base", formula: "K2CO3", equiv: "2", basis: "equiv" },
    { name: "Solvent", smiles: "Cc1ccccc1", density: "0.867", volume: "5", volumeUnit: "mL", basis: "volume" },
  ];
  const products = [{ name: "Product", mw: "184.24", actualMass: "368" }];
  const tables = calculateReactionTables(reactants, products, (smiles) => (smiles === "Cc1ccccc1" ? 92.14 : null));

  it("computes every row from the limiting reactant, with MW from the structure or the formula when none is typed", () => {
    const [bromide, base, solvent] = tables.reactants;
    expect(bromide?.limiting).toBe(true);
    expect(bromide?.result.mmol).toBe(2.5);
    expect(base?.mwFromStructure).toBeCloseTo(138.2, 1);
    expect(base?.result.mmol).toBe(5);
    expect(solvent?.mwFromStructure).toBe(92.14);
    expect(solvent?.result.massMg).toBeCloseTo(4335, 6);
    expect(tables.products[0]?.result.yieldPercent).toBeCloseTo(79.8958, 3);
  });

  it("writes the computed values with their units, and the formula as entered and in Hill order", () => {
    const [bromide, base, solvent] = tables.reactants;
    const texts = (calc: typeof bromide, row: Record<string, unknown>) =>
      Object.fromEntries(printedCells("reactants", calc!, cellReader(row)).map((cell) => [cell.column, cell.text]));
    expect(texts(bromide, reactants[0]!)).toMatchObject({
      equiv: "1",
      moles: "2.500 mmol",
      mass: "500.0 mg",
      mw: "200.00",
    });
    expect(texts(solvent, reactants[2]!)).toMatchObject({ volume: "5.000 mL", mass: "4335 mg", moles: "47.05 mmol" });
    expect(printedName(base!).formula).toEqual({ entered: "K2CO3", hill: "CK2O3" });
    const product = Object.fromEntries(
      printedCells("products", tables.products[0]!, cellReader(products[0]!)).map((cell) => [cell.column, cell.text]),
    );
    expect(product).toMatchObject({ theoretical: "460.6 mg", actualMass: "368 mg", yield: "79.90" });
  });

  it("has a printed cell for every value column, in the printed order", () => {
    for (const table of ["reactants", "products"] as const) {
      const calc = table === "reactants" ? tables.reactants[0]! : tables.products[0]!;
      const columns = printedCells(table, calc, () => "").map((cell) => cell.column);
      expect(["structure", "name", ...columns]).toEqual(printedColumns(table));
    }
  });

  it("prints a molecular weight with two decimals and equivalents without trailing zeros", () => {
    const rows = [
      { name: "Peptide", mw: "1155.556", mass: "1155.556", basis: "mass", limiting: true },
      { name: "Catalyst", mw: "224.5", equiv: "0.05", basis: "equiv" },
    ];
    const { reactants: calcs } = calculateReactionTables(rows, [], () => null);
    const texts = calcs.map((calc, index) =>
      Object.fromEntries(
        printedCells("reactants", calc, cellReader(rows[index]!)).map((cell) => [cell.column, cell.text]),
      ),
    );
    expect(texts[0]).toMatchObject({ mw: "1155.56", equiv: "1" });
    expect(texts[1]).toMatchObject({ mw: "224.50", equiv: "0.05" });
  });
});
