import { chromium, type Browser, type BrowserContext } from "playwright-core";

/** Debian's Chromium: Playwright's own browser download cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

export type UiLocale = "en-US" | "ko-KR";

/** A fresh browser profile whose language is `locale` (the app's default comes from it). */
export async function newContext(
  browser: Browser,
  baseURL: string,
  locale: UiLocale = "en-US",
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 860 } });
}
