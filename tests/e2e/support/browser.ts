import { existsSync } from "node:fs";
import { afterEach } from "vitest";
import { chromium, type Browser, type BrowserContext } from "playwright-core";

/**
 * Debian's Chromium (Playwright's own browser download cannot work on these machines): its headless
 * shell when installed (Debian's `chromium-headless-shell`, which `.ci/run` installs), else the full
 * browser in headless mode. The shell draws the same pages with about 30 % less CPU here (four e2e
 * files, two at a time: 191 CPU-s against 264, see docs/testing.md).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

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
      ...(process.env.E2E_EXTRA_ARGS ? process.env.E2E_EXTRA_ARGS.split(" ") : []),
    ],
  });
}

/** A laptop at the bench (tests of a tablet or a phone set their own). */
export const defaultViewport = { width: 1280, height: 860 };

export type UiLocale = "en-US" | "ko-KR";

/** A fresh browser profile whose language is `locale` (the app's default comes from it). */
export async function newContext(
  browser: Browser,
  baseURL: string,
  locale: UiLocale = "en-US",
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale, viewport: defaultViewport });
}

/**
 * Closes the browser contexts a test opened when it ends (the file's `contexts` list is emptied). A page
 * left open from an earlier test keeps its sockets and renderer busy while the next tests run.
 */
export function closeContextsAfterEach(contexts: BrowserContext[]): void {
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
}
