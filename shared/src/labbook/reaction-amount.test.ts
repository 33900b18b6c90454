import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { largeChangeFactor, readReactionAmount } from "./reaction-amount";

describe("readReactionAmount", () => {
  it("reads amounts as the app writes them, empty as no value", () => {
    expect(readReactionAmount("1.5")).toEqual({ ok: true, value: 1.5 });
    expect(readReactionAmount("1000")).toEqual({ ok: true, value: 1000 });
    expect(readReactionAmount(" 0.25 ")).toEqual({ ok: true, value: 0.25 });
    expect(readReactionAmount("")).toEqual({ ok: true, value: null });
  });

  it("gives no number for text that is no amount, only the error's key", () => {
    for (const text of ["abc", "1.2.3", "12 g"]) {
      expect(readReactionAmount(text), text).toEqual({ ok: false, messageKey: "labBook.tables.amountInvalid" });
    }
  });

  it('reads "1,5", "1,50" and "1,000" alike: refused with the one rule, never 1.5 for some and 1000 for another', () => {
    for (const text of ["1,5", "1,50", "1,000"]) {
      expect(readReactionAmount(text), text).toEqual({ ok: false, messageKey: "labBook.tables.amountSeparator" });
    }
  });

  it("says a negative amount must be positive, and a number past any range is out of range", () => {
    expect(readReactionAmount("-1")).toEqual({ ok: false, messageKey: "labBook.tables.amountNegative" });
    expect(readReactionAmount("1e999")).toEqual({ ok: false, messageKey: "labBook.tables.amountTooLarge" });
    expect(translate("en-US", "labBook.tables.amountNegative")).toMatch(/must be positive/i);
    expect(translate("ko-KR", "labBook.tables.amountNegative")).toMatch(/양수/);
  });

  it("has the error in both languages", () => {
    expect(translate("en-US", "labBook.tables.amountInvalid")).toMatch(/number/);
    expect(translate("ko-KR", "labBook.tables.amountInvalid")).toMatch(/숫자/);
    for (const locale of ["en-US", "ko-KR"] as const) {
      for (const key of ["amountInvalid", "amountSeparator", "quantity"]) {
        const text = translate(locale, key === "quantity" ? "validation.quantity" : `labBook.tables.${key}`);
        expect(text, `${locale} ${key}`).not.toMatch(/1,000/);
      }
    }
  });
});

describe("largeChangeFactor", () => {
  it("flags an entry that changes a quantity by x100 or more, up or down, and not a smaller one", () => {
    expect(largeChangeFactor(1.5, 1000)).toBeCloseTo(666.67, 1);
    expect(largeChangeFactor(10.6, 0.1)).toBeCloseTo(106, 0);
    expect(largeChangeFactor(1, 100)).toBe(100);
    expect(largeChangeFactor(1, 99)).toBeNull();
    expect(largeChangeFactor(null, 1000)).toBeNull();
    expect(largeChangeFactor(0, 1000)).toBeNull();
  });

  it("has the warning in both languages", () => {
    expect(translate("en-US", "labBook.tables.largeChange", { factor: "667" })).toMatch(/×667/);
    expect(translate("ko-KR", "labBook.tables.largeChange", { factor: "667" })).toMatch(/×667/);
  });
});
