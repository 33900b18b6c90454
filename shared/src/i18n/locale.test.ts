import { describe, expect, it } from "vitest";
import { defaultLocale, isLocale, localeFromLanguages, locales, resolveLocale } from "./locale";

describe("locales", () => {
  it("supports en-US and ko-KR with en-US as the default", () => {
    expect(locales).toEqual(["en-US", "ko-KR"]);
    expect(defaultLocale).toBe("en-US");
  });
});

describe("isLocale", () => {
  it("accepts only the supported tags, exactly", () => {
    expect(isLocale("en-US")).toBe(true);
    expect(isLocale("ko-KR")).toBe(true);
    expect(isLocale("ko")).toBe(false);
    expect(isLocale("en-us")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});

describe("localeFromLanguages", () => {
  it("takes the first language it supports", () => {
    expect(localeFromLanguages(["fr-FR", "ko", "en-US"])).toBe("ko-KR");
    expect(localeFromLanguages(["en-GB", "ko-KR"])).toBe("en-US");
    expect(localeFromLanguages([" KO-kr "])).toBe("ko-KR");
  });

  it("falls back to en-US", () => {
    expect(localeFromLanguages([])).toBe("en-US");
    expect(localeFromLanguages(["fr", "ja-JP"])).toBe("en-US");
  });
});

describe("resolveLocale", () => {
  it("ignores a cookie that names no supported locale", () => {
    expect(resolveLocale("fr-FR", "ko-KR")).toBe("ko-KR");
  });

  it("follows Accept-Language by quality, not by order", () => {
    expect(resolveLocale(undefined, "en;q=0.5, ko;q=0.8")).toBe("ko-KR");
    expect(resolveLocale(undefined, "ko-KR,ko;q=0.9,en;q=0.8")).toBe("ko-KR");
  });

  it("skips languages refused with q=0", () => {
    expect(resolveLocale(undefined, "ko;q=0, en;q=0.1")).toBe("en-US");
    expect(resolveLocale(undefined, "en;q=0, ko;q=0.1")).toBe("ko-KR");
  });

  it("gives en-US without a cookie or header", () => {
    expect(resolveLocale(undefined, undefined)).toBe("en-US");
    expect(resolveLocale(undefined, "")).toBe("en-US");
  });
});
