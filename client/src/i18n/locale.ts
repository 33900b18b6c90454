import { localeCookieName, localeFromCookies, localeFromLanguages, type Locale } from "@enote/shared";

const oneYearSeconds = 365 * 24 * 60 * 60;

/** The locale the cookie names; null when there is none or it is unreadable (never throws). */
export function readLocaleCookie(): Locale | null {
  return localeFromCookies(document.cookie) ?? null;
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

/**
 * The locale to start with, kept in the cookie from the first visit on (spec §2), so the api
 * answers in it even before the switcher is touched; an unreadable cookie is replaced.
 */
export function startLocale(): Locale {
  const locale = initialLocale();
  if (readLocaleCookie() !== locale) writeLocaleCookie(locale);
  return locale;
}
