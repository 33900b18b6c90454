import type { Request } from "express";
import { localeCookieName, resolveLocale, type Locale } from "@enote/shared";

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The caller's locale: the `locale` cookie, then Accept-Language, then en-US. */
export function requestLocale(req: Request): Locale {
  return resolveLocale(cookieValue(req.headers.cookie, localeCookieName), req.headers["accept-language"]);
}
