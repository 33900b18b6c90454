import { afterEach, describe, expect, it, vi } from "vitest";
import { startLocale } from "./locale";

/** A document whose cookie jar keeps name=value pairs as a browser does (attributes dropped). */
function fakeDocument(initial: string) {
  const jar = new Map<string, string>();
  for (const pair of initial.split("; ").filter(Boolean)) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(assignment: string) {
      const [pair = ""] = assignment.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

function browser(cookie: string, languages: string[]) {
  const doc = fakeDocument(cookie);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", { languages, language: languages[0] ?? "" });
  return doc;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startLocale", () => {
  it("starts in the browser's language and keeps it in the locale cookie from the first visit", () => {
    const doc = browser("", ["ko-KR", "en-US"]);
    expect(startLocale()).toBe("ko-KR");
    expect(doc.cookie).toBe("locale=ko-KR");
  });

  it("prefers the cookie over the browser's language", () => {
    const doc = browser("theme=dark; locale=en-US", ["ko-KR"]);
    expect(startLocale()).toBe("en-US");
    expect(doc.cookie).toBe("theme=dark; locale=en-US");
  });

  it("replaces a cookie that is not valid percent-encoding with the browser's language", () => {
    const doc = browser("locale=%E0", ["ko"]);
    expect(startLocale()).toBe("ko-KR");
    expect(doc.cookie).toBe("locale=ko-KR");
  });

  it("falls back to en-US for a browser language it does not support", () => {
    const doc = browser("locale=%", ["fr-FR"]);
    expect(startLocale()).toBe("en-US");
    expect(doc.cookie).toBe("locale=en-US");
  });
});
