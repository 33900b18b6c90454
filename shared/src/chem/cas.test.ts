import { describe, expect, it } from "vitest";
import { casCheckDigit, isValidCas } from "./cas";

describe("CAS check digit", () => {
  it.each([
    ["64-17-5", "ethanol"],
    ["7732-18-5", "water"],
    ["71-43-2", "benzene"],
    ["67-64-1", "acetone"],
    ["7647-01-0", "hydrogen chloride"],
    ["1310-73-2", "sodium hydroxide"],
    ["9002-93-1", "Triton X-100"],
    ["1333-74-0", "hydrogen"],
    ["10025-87-3", "phosphoryl chloride (five digits)"],
    ["1071-83-6", "glyphosate"],
  ])("accepts %s (%s)", (cas) => {
    expect(isValidCas(cas)).toBe(true);
  });

  it("computes the digit from the positions counted from the right", () => {
    // 7732-18 → 8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6 = 105 → 5
    expect(casCheckDigit("773218")).toBe(5);
    expect(casCheckDigit("6417")).toBe(5);
  });

  it.each(["64-17-4", "7732-18-6", "71-43-3", "64-71-5"])("rejects %s, whose check digit does not match", (cas) => {
    expect(isValidCas(cas)).toBe(false);
  });

  it.each([
    ["", "empty"],
    ["6417-5", "two parts"],
    ["64175", "no hyphens"],
    ["6-17-5", "a one-digit first part"],
    ["12345678-17-5", "an eight-digit first part"],
    ["64-1-5", "a one-digit middle part"],
    ["64-17-55", "a two-digit check part"],
    ["64 17 5", "spaces instead of hyphens"],
    ["CAS 64-17-5", "a prefix"],
    ["ab-cd-e", "letters"],
    ["６４-１７-５", "full-width digits"],
  ])("rejects %j (%s)", (cas) => {
    expect(isValidCas(cas)).toBe(false);
  });

  it("ignores whitespace around a valid number", () => {
    expect(isValidCas(" 64-17-5 ")).toBe(true);
  });
});
