import { describe, expect, it } from "vitest";
import { convertAmount, fromMg, fromMolar, fromUl, purityFraction, toMg, toMmol, toMolar, toUl } from "./units";

describe("unit helpers", () => {
  it("convert within a kind through mg, µL, mmol and mol/L", () => {
    expect(toMg(2.5, "g")).toBe(2500);
    expect(toMg(1, "kg")).toBe(1_000_000);
    expect(fromMg(250, "g")).toBe(0.25);
    expect(toUl(1.5, "mL")).toBe(1500);
    expect(fromUl(2500, "L")).toBe(0.0025);
    expect(toMmol(0.02, "mol")).toBe(20);
    expect(toMolar(250, "mM")).toBe(0.25);
    expect(fromMolar(2.5, "mM")).toBe(2500);
  });

  it("reads purity as a fraction, unset as 100 %, nonsense as null", () => {
    expect(purityFraction(null)).toBe(1);
    expect(purityFraction(95)).toBe(0.95);
    expect(purityFraction(0)).toBeNull();
    expect(purityFraction(101)).toBeNull();
  });
});

describe("convertAmount", () => {
  it("converts within mass, volume and amount without any property", () => {
    expect(convertAmount(250, "mg", "g")).toBe(0.25);
    expect(convertAmount(1, "L", "µL")).toBe(1_000_000);
    expect(convertAmount(5, "mmol", "mol")).toBe(0.005);
    expect(convertAmount(3, "ea", "ea")).toBe(3);
  });

  it("converts volume and mass with density (ethanol, 0.789 g/mL)", () => {
    expect(convertAmount(1, "mL", "g", { density: 0.789 })).toBeCloseTo(0.789, 10);
    expect(convertAmount(789, "mg", "mL", { density: 0.789 })).toBeCloseTo(1, 10);
    expect(convertAmount(1, "mL", "g")).toBeNull();
    expect(convertAmount(1, "g", "mL", { density: 0 })).toBeNull();
  });

  it("converts mass and moles with MW, moles counting the pure compound", () => {
    // Ethanol 46.07 g/mol: 46.07 mg is 1 mmol; at 95 % purity 1 mmol weighs 48.49 mg.
    expect(convertAmount(46.07, "mg", "mmol", { mw: 46.07 })).toBeCloseTo(1, 10);
    expect(convertAmount(1, "mmol", "mg", { mw: 46.07, purity: 95 })).toBeCloseTo(48.4947, 3);
    expect(convertAmount(1, "g", "mmol")).toBeNull();
    expect(convertAmount(1, "mmol", "g", { mw: 46.07, purity: 0 })).toBeNull();
  });

  it("converts volume and moles with density and MW together", () => {
    // 1 mL ethanol = 789 mg = 17.13 mmol.
    expect(convertAmount(1, "mL", "mmol", { mw: 46.07, density: 0.789 })).toBeCloseTo(17.126, 3);
    expect(convertAmount(17.126, "mmol", "µL", { mw: 46.07, density: 0.789 })).toBeCloseTo(1000, 0);
    expect(convertAmount(1, "mL", "mmol", { mw: 46.07 })).toBeNull();
  });

  it("never converts pieces to or from anything else", () => {
    expect(convertAmount(1, "ea", "g", { mw: 10, density: 1 })).toBeNull();
    expect(convertAmount(1, "g", "ea", { mw: 10, density: 1 })).toBeNull();
    expect(convertAmount(Number.NaN, "g", "mg")).toBeNull();
  });
});
