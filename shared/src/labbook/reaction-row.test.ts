import { describe, expect, it } from "vitest";
import { computeStoichiometry } from "../chem/stoichiometry";
import { limitingIndex, readReactionRow, stoichiometryRows } from "./reaction-row";

describe("readReactionRow on books written before the stoichiometry table", () => {
  it("reads an old amount in a mass unit as the row's typed mass", () => {
    const row = readReactionRow({ id: "a", name: "Benzaldehyde", amount: "1060", unit: "mg", note: "" }, "reactant");
    expect(row.basis).toBe("mass");
    expect(row.given).toEqual({ quantity: "mass", value: 1060, unit: "mg" });
    expect(row.units.mass).toBe("mg");
    expect(row.legacyAmount).toBeNull();
  });

  it("keeps an old amount with a comma as the text it was, not a guessed number", () => {
    const row = readReactionRow({ id: "a", name: "Benzaldehyde", amount: "1,060", unit: "mg", note: "" }, "reactant");
    expect(row.basis).toBeNull();
    expect(row.legacyAmount).toBe("1,060 mg");
  });

  it("says why a typed cell is no amount: negative, a comma, not a number", () => {
    const row = readReactionRow({ basis: "equiv", equiv: "-1", concentration: "1,5", actualMass: "abc" }, "reactant");
    expect(row.invalidKeys).toEqual({
      equiv: "labBook.tables.amountNegative",
      concentration: "labBook.tables.amountSeparator",
      actualMass: "labBook.tables.amountInvalid",
    });
  });

  it("reads volumes, amounts of substance and equivalents from the old unit cell", () => {
    expect(readReactionRow({ amount: "2.5", unit: "mL" }, "reactant").given).toEqual({
      quantity: "volume",
      value: 2.5,
      unit: "mL",
    });
    expect(readReactionRow({ amount: "5", unit: "uL" }, "reactant").given).toEqual({
      quantity: "volume",
      value: 5,
      unit: "µL",
    });
    expect(readReactionRow({ amount: "10", unit: "MMOL" }, "reactant").given).toEqual({
      quantity: "amount",
      value: 10,
      unit: "mmol",
    });
    expect(readReactionRow({ amount: "1.2", unit: "eq" }, "reactant").given).toEqual({ quantity: "equiv", value: 1.2 });
  });

  it("keeps an old amount no quantity reads as text to show, and computes nothing from it", () => {
    const row = readReactionRow({ amount: "1", unit: "spatula" }, "reactant");
    expect(row.given).toBeNull();
    expect(row.basis).toBeNull();
    expect(row.legacyAmount).toBe("1 spatula");
  });
});

describe("readReactionRow basis handling", () => {
  it("takes the typed basis quantity in the row's unit and ignores the other quantity cells", () => {
    const row = readReactionRow(
      { basis: "volume", volume: "1.5", volumeUnit: "mL", mass: "999", equiv: "7", amount: "3", unit: "g" },
      "reactant",
    );
    expect(row.given).toEqual({ quantity: "volume", value: 1.5, unit: "mL" });
  });

  it("gives no quantity while the basis cell is empty or no number, and names the bad cell", () => {
    expect(readReactionRow({ basis: "mass", mass: "" }, "reactant").given).toBeNull();
    const bad = readReactionRow({ basis: "mass", mass: "1.2.3", mw: "abc" }, "reactant");
    expect(bad.given).toBeNull();
    expect(bad.invalid).toEqual(["mass", "mw"]);
  });

  it("reads a concentration typed in mM as mol/L and ignores unknown units", () => {
    const row = readReactionRow({ concentration: "250", concentrationUnit: "mM", massUnit: "lb" }, "reactant");
    expect(row.concentration).toBeCloseTo(0.25);
    expect(row.units.mass).toBe("mg");
  });

  it("never flags a product as limiting and reads the linked item and the use", () => {
    const product = readReactionRow({ limiting: true, rowKey: "abcdefghijkl" }, "product");
    expect(product.limitingFlag).toBe(false);
    expect(product.rowKey).toBe("abcdefghijkl");
    expect(readReactionRow({ usedAt: "2026-11-27T05:00:00Z", usedBy: "Kim" }, "reactant").used).toEqual({
      at: "2026-11-27T05:00:00Z",
      by: "Kim",
    });
  });
});

describe("the table's calculation rows", () => {
  it("counts the first flagged reactant as limiting, else the first reactant", () => {
    const plain = readReactionRow({}, "reactant");
    const flagged = readReactionRow({ limiting: true }, "reactant");
    expect(limitingIndex([plain, flagged, flagged])).toBe(1);
    expect(limitingIndex([plain, plain])).toBe(0);
    expect(limitingIndex([])).toBe(-1);
  });

  it("rescales every row from the limiting reactant's typed mass", () => {
    // Benzaldehyde (106.12 g/mol) 1.0612 g = 10 mmol limiting; acetophenone 1.2 equiv; chalcone product.
    const reactants = [
      readReactionRow({ limiting: true, basis: "mass", mass: "1.0612", massUnit: "g", mw: "106.12" }, "reactant"),
      readReactionRow({ basis: "equiv", equiv: "1.2", mw: "120.15" }, "reactant"),
    ];
    const products = [readReactionRow({ mw: "208.26", actualMass: "1.5", actualMassUnit: "g" }, "product")];
    const results = computeStoichiometry(stoichiometryRows(reactants, products));
    expect(results[0]?.mmol).toBeCloseTo(10, 6);
    expect(results[1]?.mmol).toBeCloseTo(12, 6);
    expect(results[1]?.massMg).toBeCloseTo(1441.8, 1);
    expect(results[2]?.theoreticalMassMg).toBeCloseTo(2082.6, 1);
    expect(results[2]?.yieldPercent).toBeCloseTo(72.03, 1);
  });

  it("takes a row's weight from its structure when the MW cell is empty", () => {
    const reactants = [readReactionRow({ basis: "mass", mass: "46.07", smiles: "CCO" }, "reactant")];
    const rows = stoichiometryRows(reactants, [], (row) => (row.smiles === "CCO" ? 46.07 : null));
    expect(rows[0]?.mw).toBe(46.07);
    expect(computeStoichiometry(rows)[0]?.mmol).toBeCloseTo(1, 6);
  });
});
