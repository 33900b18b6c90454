import { describe, expect, it } from "vitest";
import {
  computeStoichiometry,
  formatSignificant,
  type GivenQuantity,
  type StoichiometryResult,
  type StoichiometryRow,
} from "./stoichiometry";

/** A row with nothing known but what the test says. */
const row = (partial: Partial<StoichiometryRow>): StoichiometryRow => ({
  role: "reactant",
  mw: null,
  purity: null,
  density: null,
  concentration: null,
  limiting: false,
  given: null,
  ...partial,
});
const equiv = (value: number): GivenQuantity => ({ quantity: "equiv", value });

/** A computed value to 4 significant figures, as the table shows it. */
const sig4 = (value: number | null) => (value === null ? null : formatSignificant(value, 4));
const shown = (result: StoichiometryResult | undefined) => ({
  mmol: sig4(result?.mmol ?? null),
  equiv: sig4(result?.equiv ?? null),
  mg: sig4(result?.massMg ?? null),
  µL: sig4(result?.volumeUl ?? null),
});

describe("computeStoichiometry: worked examples", () => {
  it("solid limiting reagent: aspirin from 2.000 g salicylic acid and 3 equiv acetic anhydride", () => {
    // The undergraduate aspirin preparation (salicylic acid + acetic anhydride → acetylsalicylic
    // acid + acetic acid). n(salicylic acid) = 2000 mg / 138.12 g/mol = 14.48 mmol. Ac2O at 3.0
    // equiv: 43.44 mmol · 102.09 g/mol = 4435 mg; / 1.082 g/mL = 4099 µL. Theoretical aspirin:
    // 14.48 mmol · 180.16 g/mol = 2609 mg; 2.100 g isolated → 2100 / 2609 = 80.50 %.
    const [acid, anhydride, aspirin] = computeStoichiometry([
      row({ mw: 138.12, limiting: true, given: { quantity: "mass", value: 2, unit: "g" } }),
      row({ mw: 102.09, density: 1.082, given: equiv(3) }),
      row({ role: "product", mw: 180.16, actualMass: { value: 2.1, unit: "g" } }),
    ]);
    expect(shown(acid)).toEqual({ mmol: "14.48", equiv: "1.000", mg: "2000", µL: null });
    expect(shown(anhydride)).toEqual({ mmol: "43.44", equiv: "3.000", mg: "4435", µL: "4099" });
    expect(sig4(aspirin?.theoreticalMassMg ?? null)).toBe("2609");
    expect(sig4(aspirin?.yieldPercent ?? null)).toBe("80.50");
    expect([acid, anhydride, aspirin].flatMap((r) => r?.problems ?? [])).toEqual([]);
  });

  it("liquid by density: 1.00 mL benzaldehyde reduced with 150 mg NaBH4", () => {
    // Benzaldehyde (106.12 g/mol, 1.044 g/mL): 1000 µL · 1.044 mg/µL = 1044 mg → 9.838 mmol.
    // NaBH4 typed by mass: 150 mg / 37.83 g/mol = 3.965 mmol → 3.965 / 9.838 = 0.4030 equiv.
    // Benzyl alcohol (108.14 g/mol, 1.044 g/mL): 9.838 mmol → 1064 mg → 1019 µL.
    const [aldehyde, borohydride, alcohol] = computeStoichiometry([
      row({ mw: 106.12, density: 1.044, limiting: true, given: { quantity: "volume", value: 1, unit: "mL" } }),
      row({ mw: 37.83, given: { quantity: "mass", value: 150, unit: "mg" } }),
      row({ role: "product", mw: 108.14, density: 1.044 }),
    ]);
    expect(shown(aldehyde)).toEqual({ mmol: "9.838", equiv: "1.000", mg: "1044", µL: "1000" });
    expect(shown(borohydride)).toEqual({ mmol: "3.965", equiv: "0.4030", mg: "150.0", µL: null });
    expect(shown(alcohol)).toEqual({ mmol: "9.838", equiv: "1.000", mg: "1064", µL: "1019" });
    expect(alcohol?.yieldPercent).toBeNull();
  });

  it("solution by concentration: 1.1 equiv of 2.5 M n-BuLi and 10 mL of 1.0 M HCl", () => {
    // Lithiation of 5.00 mmol 4-bromoanisole (187.04 g/mol, 1.494 g/mL: 935.2 mg, 626.0 µL).
    // n-BuLi 2.5 M at 1.10 equiv: 5.500 mmol / 2.5 mol/L = 2.200 mL = 2200 µL (352.3 mg BuLi).
    // Quench, typed by volume: 10 mL of 1.0 M HCl = 10.00 mmol = 2.000 equiv.
    const [aryl, butyllithium, acid] = computeStoichiometry([
      row({ mw: 187.04, density: 1.494, limiting: true, given: { quantity: "amount", value: 5, unit: "mmol" } }),
      row({ mw: 64.06, concentration: 2.5, given: equiv(1.1) }),
      row({ mw: 36.46, concentration: 1, given: { quantity: "volume", value: 10, unit: "mL" } }),
    ]);
    expect(shown(aryl)).toEqual({ mmol: "5.000", equiv: "1.000", mg: "935.2", µL: "626.0" });
    expect(shown(butyllithium)).toEqual({ mmol: "5.500", equiv: "1.100", mg: "352.3", µL: "2200" });
    expect(shown(acid)).toMatchObject({ mmol: "10.00", equiv: "2.000", µL: "10000" });
  });

  it("purity below 100 %: a Suzuki coupling of 500 mg of 97 % 4-bromoanisole with 95 % boronic acid", () => {
    // 500 mg · 0.97 / 187.04 g/mol = 2.593 mmol of the aryl bromide (the limiting reagent).
    // Phenylboronic acid, 95 %, 1.2 equiv: 3.112 mmol · 121.93 g/mol / 0.95 = 399.4 mg to weigh.
    // Pd(PPh3)4 5 mol %: 0.1297 mmol · 1155.56 = 149.8 mg. K2CO3 2 equiv: 5.186 mmol · 138.21 = 716.8 mg.
    // 4-Methoxybiphenyl (184.24 g/mol): theoretical 2.593 mmol = 477.7 mg; 420 mg of 98 % pure
    // product isolated → 420 · 0.98 / 477.7 = 86.16 %.
    const [bromide, boronic, catalyst, base, biphenyl] = computeStoichiometry([
      row({ mw: 187.04, purity: 97, limiting: true, given: { quantity: "mass", value: 500, unit: "mg" } }),
      row({ mw: 121.93, purity: 95, given: equiv(1.2) }),
      row({ mw: 1155.56, given: equiv(0.05) }),
      row({ mw: 138.21, given: equiv(2) }),
      row({ role: "product", mw: 184.24, purity: 98, actualMass: { value: 420, unit: "mg" } }),
    ]);
    expect(shown(bromide)).toEqual({ mmol: "2.593", equiv: "1.000", mg: "500.0", µL: null });
    expect(shown(boronic)).toEqual({ mmol: "3.112", equiv: "1.200", mg: "399.4", µL: null });
    expect(sig4(catalyst?.massMg ?? null)).toBe("149.8");
    expect(sig4(base?.massMg ?? null)).toBe("716.8");
    expect(sig4(biphenyl?.theoreticalMassMg ?? null)).toBe("477.7");
    expect(sig4(biphenyl?.yieldPercent ?? null)).toBe("86.16");
  });

  it("two products: isopentyl acetate and water from a Fischer esterification by volumes", () => {
    // Banana oil: 5.0 mL isopentyl alcohol (88.15 g/mol, 0.810 g/mL) = 4050 mg = 45.94 mmol;
    // 7.0 mL acetic acid (60.05 g/mol, 1.049 g/mL) = 122.3 mmol = 2.662 equiv. Products, 1:1 each:
    // isopentyl acetate (130.19 g/mol, 0.876 g/mL) 5982 mg = 6828 µL; water (18.015) 827.7 mg.
    // 4.20 g ester isolated → 70.22 %.
    const [alcohol, acid, ester, water] = computeStoichiometry([
      row({ mw: 88.15, density: 0.81, limiting: true, given: { quantity: "volume", value: 5, unit: "mL" } }),
      row({ mw: 60.05, density: 1.049, given: { quantity: "volume", value: 7, unit: "mL" } }),
      row({ role: "product", mw: 130.19, density: 0.876, actualMass: { value: 4.2, unit: "g" } }),
      row({ role: "product", mw: 18.015, given: equiv(1) }),
    ]);
    expect(shown(alcohol)).toEqual({ mmol: "45.94", equiv: "1.000", mg: "4050", µL: "5000" });
    expect(shown(acid)).toMatchObject({ mmol: "122.3", equiv: "2.662" });
    expect(shown(ester)).toEqual({ mmol: "45.94", equiv: "1.000", mg: "5982", µL: "6828" });
    expect(sig4(ester?.yieldPercent ?? null)).toBe("70.22");
    expect(sig4(water?.theoreticalMassMg ?? null)).toBe("827.7");
    expect(water?.yieldPercent).toBeNull();
  });

  it("a product's equiv is its stoichiometric factor: 2 NaHCO3 → Na2CO3 + CO2 + H2O", () => {
    // Baking soda decomposes 2:1: 8.40 g / 84.01 g/mol = 99.99 mmol NaHCO3 → 0.5 · 99.99 =
    // 49.99 mmol Na2CO3 · 105.99 g/mol = 5299 mg; CO2 49.99 mmol · 44.01 = 2200 mg.
    const [, carbonate, dioxide] = computeStoichiometry([
      row({ mw: 84.01, limiting: true, given: { quantity: "mass", value: 8.4, unit: "g" } }),
      row({ role: "product", mw: 105.99, given: equiv(0.5) }),
      row({ role: "product", mw: 44.01, given: equiv(0.5) }),
    ]);
    expect(shown(carbonate)).toMatchObject({ mmol: "49.99", equiv: "0.5000", mg: "5299" });
    expect(sig4(dioxide?.theoreticalMassMg ?? null)).toBe("2200");
  });
});

describe("computeStoichiometry: what it cannot compute, and says why", () => {
  it("needs exactly one limiting reagent for equivalents", () => {
    const none = computeStoichiometry([row({ mw: 100, given: equiv(2) }), row({ role: "product", mw: 50 })]);
    expect(none.map((r) => r.mmol)).toEqual([null, null]);
    expect(none.every((r) => r.problems.includes("noLimitingReagent"))).toBe(true);

    const two = computeStoichiometry([
      row({ mw: 100, limiting: true, given: { quantity: "mass", value: 100, unit: "mg" } }),
      row({ mw: 100, limiting: true, given: { quantity: "mass", value: 200, unit: "mg" } }),
      row({ mw: 50, given: equiv(1) }),
    ]);
    // Each still knows its own amount; no equiv is computed (a typed one stays as typed).
    expect(two.map((r) => r.mmol)).toEqual([1, 2, null]);
    expect(two.map((r) => r.equiv)).toEqual([null, null, 1]);
    expect(two.every((r) => r.problems.includes("severalLimitingReagents"))).toBe(true);
  });

  it("says which property is missing: MW for a mass, density for a neat volume", () => {
    const [noMw, noDensity] = computeStoichiometry([
      row({ limiting: true, given: { quantity: "mass", value: 1, unit: "g" } }),
      row({ mw: 100, given: { quantity: "volume", value: 1, unit: "mL" } }),
    ]);
    expect(noMw).toMatchObject({ mmol: null, massMg: 1000, problems: ["noMolecularWeight"] });
    expect(noDensity?.problems).toContain("noDensity");
    expect(noDensity?.mmol).toBeNull();
    expect(noDensity?.volumeUl).toBe(1000);
  });

  it("gives equivalents no amount until the limiting reagent has one", () => {
    const [limiting, other] = computeStoichiometry([
      row({ mw: 100, limiting: true, given: null }),
      row({ mw: 50, given: equiv(2) }),
    ]);
    expect(limiting).toMatchObject({ equiv: 1, mmol: null, problems: ["noAmount"] });
    expect(other).toMatchObject({ equiv: 2, mmol: null, problems: ["noLimitingAmount"] });
  });

  it("refuses a negative amount and a purity above 100 %", () => {
    const [limiting, impure] = computeStoichiometry([
      row({ mw: 100, limiting: true, given: { quantity: "mass", value: -5, unit: "mg" } }),
      row({ mw: 100, purity: 120, given: { quantity: "mass", value: 5, unit: "mg" } }),
    ]);
    expect(limiting?.problems).toContain("invalidAmount");
    expect(impure?.problems).toContain("invalidPurity");
    expect(impure?.mmol).toBeNull();
  });
});

describe("formatSignificant", () => {
  it("shows four significant figures by default, trailing zeros kept", () => {
    expect(formatSignificant(14.4802)).toBe("14.48");
    expect(formatSignificant(1)).toBe("1.000");
    expect(formatSignificant(0.40304)).toBe("0.4030");
    expect(formatSignificant(2608.7)).toBe("2609");
  });

  it("writes lab-sized numbers without an exponent", () => {
    expect(formatSignificant(123456)).toBe("123500");
    expect(formatSignificant(0.0001234)).toBe("0.0001234");
    expect(formatSignificant(0.000001)).toBe("0.000001000");
  });

  it("rounds up across a power of ten", () => {
    expect(formatSignificant(9.99996)).toBe("10.00");
    expect(formatSignificant(999.96)).toBe("1000");
    expect(formatSignificant(1000)).toBe("1000");
  });

  it("takes other precisions, zero, negatives, and no number", () => {
    expect(formatSignificant(3.14159, 3)).toBe("3.14");
    expect(formatSignificant(0)).toBe("0");
    expect(formatSignificant(-1.23456)).toBe("-1.235");
    expect(formatSignificant(Number.NaN)).toBe("");
    expect(formatSignificant(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatSignificant(1.5e-9)).toBe("1.500e-9");
  });
});
