import type { Request } from "express";
import { localeFromCookies, resolveLocale, type Locale } from "@enote/shared";

/** The caller's locale: the `locale` cookie, then Accept-Language, then en-US. Never throws. */
export function requestLocale(req: Request): Locale {
  return resolveLocale(localeFromCookies(req.headers.cookie), req.headers["accept-language"]);
}
