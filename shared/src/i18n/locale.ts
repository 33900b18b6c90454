export const locales = ["en-US", "ko-KR"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en-US";
/** Name of the cookie that carries the interface language (spec §2). */
export const localeCookieName = "locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The locale the `locale` cookie names, read from a Cookie header or `document.cookie`; undefined
 * when there is none or it names no supported locale. Never throws: a value that is not valid
 * percent-encoding (`locale=%E0`) counts as no cookie, so the caller falls back to the browser.
 */
export function localeFromCookies(cookies: string | undefined): Locale | undefined {
  for (const part of cookies ? cookies.split(";") : []) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== localeCookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      continue;
    }
    if (isLocale(value)) return value;
  }
  return undefined;
}

/** Picks a supported locale from a browser language tag list such as `ko-KR,ko;q=0.9,en;q=0.8`. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith("ko")) return "ko-KR";
    if (lower.startsWith("en")) return "en-US";
  }
  return defaultLocale;
}

/** The cookie wins; then the Accept-Language header in its order of preference; then en-US. */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (!acceptLanguage) return defaultLocale;
  const tags = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return localeFromLanguages(tags);
}
