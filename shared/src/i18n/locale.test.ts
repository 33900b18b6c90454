import { describe, expect, it } from "vitest";
import { defaultLocale, isLocale, localeFromCookies, localeFromLanguages, locales, resolveLocale } from "./locale";

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

describe("localeFromCookies", () => {
  it("finds the locale cookie among others, with or without spaces", () => {
    expect(localeFromCookies("theme=dark; locale=ko-KR; sid=1")).toBe("ko-KR");
    expect(localeFromCookies("locale=en-US")).toBe("en-US");
    expect(localeFromCookies("a=1;locale=ko%2DKR")).toBe("ko-KR");
  });

  it("ignores cookies whose name only ends or starts with locale", () => {
    expect(localeFromCookies("oldlocale=ko-KR; locale2=ko-KR")).toBeUndefined();
  });

  it("treats a value that is not valid percent-encoding as no cookie instead of throwing", () => {
    expect(localeFromCookies("locale=%E0")).toBeUndefined();
    expect(localeFromCookies("locale=%")).toBeUndefined();
    expect(localeFromCookies("locale=%E0; locale=ko-KR")).toBe("ko-KR");
  });

  it("gives undefined without cookies or for an unsupported locale", () => {
    expect(localeFromCookies(undefined)).toBeUndefined();
    expect(localeFromCookies("")).toBeUndefined();
    expect(localeFromCookies("locale=fr-FR")).toBeUndefined();
  });
});
