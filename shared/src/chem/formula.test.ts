import { describe, expect, it } from "vitest";
import { formatCharge, hillFormula, toHill } from "./formula";

describe("hillFormula", () => {
  it("puts C, then H, then the rest alphabetically when there is carbon", () => {
    expect(hillFormula("CO3K2")).toBe("CK2O3"); // K2CO3, as openchemlib writes it
    expect(hillFormula("C7H7OBr")).toBe("C7H7BrO"); // 4-bromoanisole
    expect(hillFormula("C6H7O2B")).toBe("C6H7BO2"); // phenylboronic acid
    expect(hillFormula("K2CO3")).toBe("CK2O3");
    expect(hillFormula("CH3CH2OH")).toBe("C2H6O");
    expect(hillFormula("CHCl3")).toBe("CHCl3");
  });

  it("writes every element alphabetically, H included, when there is no carbon", () => {
    expect(hillFormula("H2O")).toBe("H2O");
    expect(hillFormula("H2SO4")).toBe("H2O4S");
    expect(hillFormula("NaCl")).toBe("ClNa");
    expect(hillFormula("NH3")).toBe("H3N");
  });

  it("multiplies out parentheses and brackets", () => {
    expect(hillFormula("Ca(OH)2")).toBe("CaH2O2");
    expect(hillFormula("(CH3)3COH")).toBe("C4H10O");
    expect(hillFormula("[Cu(NH3)4]SO4")).toBe("CuH12N4O4S");
  });

  it("keeps a charge, written in superscript after the formula", () => {
    expect(hillFormula("H4N+")).toBe("H4N⁺");
    expect(hillFormula("C2H3O2-")).toBe("C2H3O2⁻"); // acetate: the 2 counts oxygens
    expect(hillFormula("O4S-2")).toBe("O4S²⁻"); // PubChem's way of writing sulfate
    expect(hillFormula("SO4^2-")).toBe("O4S²⁻");
    expect(hillFormula("SO4(2-)")).toBe("O4S²⁻");
    expect(hillFormula("SO4²⁻")).toBe("O4S²⁻");
    expect(hillFormula("Cu²⁺")).toBe("Cu²⁺");
    expect(hillFormula("O3SC6H4CH3-")).toBe("C7H7O3S⁻");
  });

  it("adds a charge given apart from the text (openchemlib's formulas carry none)", () => {
    expect(hillFormula("H4N", 1)).toBe("H4N⁺");
    expect(hillFormula("O4S", -2)).toBe("O4S²⁻");
    expect(hillFormula("CO3K2", 0)).toBe("CK2O3");
  });

  it("orders each part of a hydrate or salt written in parts", () => {
    expect(hillFormula("CuSO4·5H2O")).toBe("CuO4S·5H2O");
    expect(hillFormula("C2H3O2.Na")).toBe("C2H3O2.Na");
  });

  it("is null for text that is no formula", () => {
    expect(hillFormula("")).toBeNull();
    expect(hillFormula("abc")).toBeNull();
    expect(hillFormula("Xy2")).toBeNull();
    expect(hillFormula("C6H(5")).toBeNull();
    expect(hillFormula("C6H5)")).toBeNull();
  });

  it("gives its own output back unchanged", () => {
    for (const formula of ["CK2O3", "C7H7BrO", "C6H7BO2", "H4N⁺", "C2H3O2⁻", "O4S²⁻", "CuO4S·5H2O"]) {
      expect(hillFormula(formula)).toBe(formula);
    }
  });
});

describe("toHill", () => {
  it("orders a formula and leaves other text as it was", () => {
    expect(toHill(" CO3K2 ")).toBe("CK2O3");
    expect(toHill("see MSDS")).toBe("see MSDS");
    expect(toHill(null)).toBeNull();
  });
});

describe("formatCharge", () => {
  it("writes the size before the sign, nothing for 1 or 0", () => {
    expect(formatCharge(1)).toBe("⁺");
    expect(formatCharge(-1)).toBe("⁻");
    expect(formatCharge(-2)).toBe("²⁻");
    expect(formatCharge(12)).toBe("¹²⁺");
    expect(formatCharge(0)).toBe("");
  });
});
