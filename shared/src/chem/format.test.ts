import { describe, expect, it } from "vitest";
import { formatMolecularWeight, formatRatio } from "./stoichiometry";

describe("numbers as a printed reaction table writes them", () => {
  it("writes a molecular weight with two decimals", () => {
    expect(formatMolecularWeight(1155.556)).toBe("1155.56");
    expect(formatMolecularWeight(18.015)).toBe("18.02");
    expect(formatMolecularWeight(200)).toBe("200.00");
    expect(formatMolecularWeight(Number.NaN)).toBe("");
  });

  it("writes equivalents to 4 significant figures without trailing zeros", () => {
    expect(formatRatio(0.05)).toBe("0.05");
    expect(formatRatio(1)).toBe("1");
    expect(formatRatio(1.5)).toBe("1.5");
    expect(formatRatio(1.23456)).toBe("1.235");
    expect(formatRatio(1200)).toBe("1200");
  });
});
