import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { readReactionAmount } from "./reaction-amount";

describe("readReactionAmount", () => {
  it("reads amounts as the app writes them, empty as no value", () => {
    expect(readReactionAmount("1.5")).toEqual({ ok: true, value: 1.5 });
    expect(readReactionAmount("1,000")).toEqual({ ok: true, value: 1000 });
    expect(readReactionAmount(" 0,25 ")).toEqual({ ok: true, value: 0.25 });
    expect(readReactionAmount("")).toEqual({ ok: true, value: null });
  });

  it("gives no number for text that is no amount, only the error's key", () => {
    for (const text of ["abc", "1.2.3", "12 g", "-3", "1e999"]) {
      expect(readReactionAmount(text), text).toEqual({ ok: false, messageKey: "labBook.tables.amountInvalid" });
    }
  });

  it("has the error in both languages", () => {
    expect(translate("en-US", "labBook.tables.amountInvalid")).toMatch(/number/);
    expect(translate("ko-KR", "labBook.tables.amountInvalid")).toMatch(/숫자/);
  });
});
