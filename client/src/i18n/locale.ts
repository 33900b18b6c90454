import { isLocale, localeCookieName, localeFromLanguages, type Locale } from "@enote/shared";

const oneYearSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(): Locale | null {
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === localeCookieName) {
      const value = decodeURIComponent(rest.join("="));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The api reads the same cookie, so its messages follow the switcher. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookieName}=${encodeURIComponent(locale)}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}

/** The cookie wins; then the browser's languages; then en-US. */
export function initialLocale(): Locale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return readLocaleCookie() ?? localeFromLanguages(languages);
}
