import { describe, expect, it } from "vitest";
import { molecularWeightOfFormula } from "./weights";

describe("molecularWeightOfFormula", () => {
  it("adds standard atomic weights, rounded to 0.01 g/mol", () => {
    expect(molecularWeightOfFormula("C2H6O")).toBe(46.07);
    expect(molecularWeightOfFormula("CH3CH2OH")).toBe(46.07);
    expect(molecularWeightOfFormula("C9H8O4")).toBe(180.16); // aspirin
    expect(molecularWeightOfFormula("H2O")).toBe(18.02);
    expect(molecularWeightOfFormula("NaCl")).toBe(58.44);
  });

  it("counts parentheses, hydrate parts and ignores charge", () => {
    expect(molecularWeightOfFormula("Ca(OH)2")).toBe(74.09);
    expect(molecularWeightOfFormula("CuSO4·5H2O")).toBe(249.68);
    expect(molecularWeightOfFormula("SO4²⁻")).toBe(96.06);
  });

  it("is null for text that is no formula", () => {
    expect(molecularWeightOfFormula("")).toBeNull();
    expect(molecularWeightOfFormula("ethanol")).toBeNull();
  });
});
