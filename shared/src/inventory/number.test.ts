import { describe, expect, it } from "vitest";
import { formatNumber } from "../format";
import { localeDecimalMarks, readNumber } from "./number";

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

  it("never guesses a thousands separator: with the lab's decimal point, any comma is refused, not read", () => {
    for (const text of ["1,000", "1,5", "1,50", "1,234,567", "1,000.5", "0,125", formatNumber(12345)]) {
      expect(read(text), text).toBe("validation.numberSeparator");
    }
  });

  it("reads a decimal comma where the lab's locale writes one, and then refuses a point", () => {
    expect(readNumber("1,5", ",")).toEqual({ ok: true, value: 1.5 });
    expect(readNumber("1000,25", ",")).toEqual({ ok: true, value: 1000.25 });
    expect(readNumber("1.000", ",")).toEqual({ ok: false, messageKey: "validation.numberSeparator" });
  });

  it("has both locales write a decimal point", () => {
    expect(localeDecimalMarks).toEqual({ "en-US": ".", "ko-KR": "." });
  });

  it("refuses text that is not a number", () => {
    for (const text of ["abc", "1.2.3", "1 000", "12g", "--1", "e5"]) {
      expect(read(text), text).toBe("validation.number");
    }
  });
});
