import { describe, expect, it } from "vitest";
import { formatNumber } from "../format";
import { readNumber } from "./number";

const read = (text: string) => {
  const reading = readNumber(text);
  return reading.ok ? reading.value : reading.messageKey;
};

describe("readNumber", () => {
  it("reads plain numbers, a decimal point and an exponent", () => {
    expect(read("1000")).toBe(1000);
    expect(read(" 12.5 ")).toBe(12.5);
    expect(read(".5")).toBe(0.5);
    expect(read("2e-3")).toBe(0.002);
    expect(read("-3")).toBe(-3);
  });

  it("treats empty text as no value", () => {
    expect(readNumber("")).toEqual({ ok: true, value: null });
    expect(readNumber("   ")).toEqual({ ok: true, value: null });
  });

  it("reads commas before groups of three as thousands, as formatNumber writes them", () => {
    for (const n of [1000, 12345, 999999, -1000, 1234567]) expect(read(formatNumber(n))).toBe(n);
    expect(read("1,000")).toBe(1000);
    expect(read("1,234,567")).toBe(1234567);
    expect(read("1,000.5")).toBe(1000.5);
    expect(read("12,345.0")).toBe(12345);
  });

  it("reads a comma that cannot group thousands as a decimal comma", () => {
    expect(read("1,5")).toBe(1.5);
    expect(read("2,25")).toBe(2.25);
    expect(read("0,125")).toBe(0.125);
    expect(read("1000,5")).toBe(1000.5);
    expect(read("1000,500")).toBe(1000.5);
    expect(read("1234,567")).toBe(1234.567);
  });

  it("refuses text that is not a number", () => {
    for (const text of ["abc", "1.2.3", "1,2,3", "1,00,000", "1 000", "12g", "1,000,0", "1.000,5", ",5", "1,"]) {
      expect(read(text), text).toBe("validation.number");
    }
  });
});
