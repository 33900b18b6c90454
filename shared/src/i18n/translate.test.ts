import { describe, expect, it } from "vitest";
import { translate, resolveLocale } from "./index";

describe("translate", () => {
  it("interpolates parameters in Korean", () => {
    expect(translate("ko-KR", "validation.tooLong", { max: 30 })).toBe("30자 이하로 입력해 주세요");
  });
  it("falls back to the key for an unknown message", () => {
    expect(translate("en-US", "no.such.key")).toBe("no.such.key");
  });
  it("prefers the locale cookie over Accept-Language", () => {
    expect(resolveLocale("en-US", "ko-KR,ko;q=0.9")).toBe("en-US");
    expect(resolveLocale(undefined, "en;q=0.5,ko-KR;q=0.9")).toBe("ko-KR");
  });
});
