import { afterAll, afterEach } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { defaultViewport, newContext, type UiLocale } from "./browser";
import { signInOverHttp } from "./http";
import type { NewMember } from "./pages";

/** Why pages are kept or closed, with PAGEPOOL_DEBUG=1. */
function trace(message: string): void {
  if (process.env.PAGEPOOL_DEBUG) console.log(`pagePool ${message}`);
}

export interface PageOptions {
  /** The browser's language (the app's default comes from it). */
  locale?: UiLocale;
  /** The window's width (900 px high); the default viewport otherwise. */
  width?: number;
}

interface Lent {
  key: string;
  page: Page;
}

/**
 * Each member's browser page, kept across a file's tests. A fresh browser context starts a renderer
 * whose first load of the app costs about 1.3 CPU-s on this machine (parsing and compiling the
 * bundle); the same page loading the app again costs about 0.4. A test gets a page that nothing of
 * an earlier test can reach: when a test ends, its pages leave the app for a static file of the
 * server (so no socket, no presence and no timer of theirs stays), the storage the app keeps in the
 * browser is emptied but the sign-in, and listeners, routes, offline mode, permissions and the
 * viewport are reset. A page whose test failed, that was closed, that opened other pages, or whose
 * context the test changed in a way that cannot be undone (an init script, a binding, a fake
 * clock) is closed instead, as is one whose sign-in ended (it would start the next test signed out).
 *
 * A member with no page of their own kept gets another member's idle page in the same language,
 * signed in afresh: its storage and cookies emptied and their own sign-in put there, as when
 * members take turns on one browser at the bench. Only the browser's caches stay, so the app's
 * scripts are not compiled again for each new member.
 */
export class PagePool {
  private readonly idle = new Map<string, Page[]>();
  private lent: Lent[] = [];
  /** Every context the pool opened (closed after all tests). */
  private readonly all = new Set<BrowserContext>();
  /** Contexts of `freshPage` opened during the current test (never kept). */
  private fresh: BrowserContext[] = [];
  /** Contexts a test changed beyond what `tidy` undoes (never kept). */
  private readonly altered = new WeakSet<BrowserContext>();

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  /**
   * A page signed in as `who` (a sign-in of its own when new), or an anonymous one; its errors are
   * logged with the member's id.
   */
  async pageOf(who: NewMember | null, options: PageOptions = {}): Promise<Page> {
    const { locale = "en-US", width } = options;
    const key = `${who?.memberId ?? ""}|${locale}`;
    const kept = this.idle.get(key)?.pop();
    const handedOver = kept ? undefined : await this.handOver(who, locale);
    trace(`${kept ? "reused" : handedOver ? "handed over" : "opened"} ${key}`);
    const page = kept ?? handedOver ?? (await this.open(who, locale));
    this.lent.push({ key, page });
    if (width !== undefined) await page.setViewportSize({ width, height: 900 });
    page.on("pageerror", (error) => console.error(`page error (${who?.memberId ?? "anonymous"}):`, error));
    return page;
  }

  /** A page in a browser context of its own, closed when the test ends (for tests about a first visit). */
  async freshPage(who: NewMember | null, locale: UiLocale = "en-US"): Promise<Page> {
    const page = await this.open(who, locale);
    this.fresh.push(page.context());
    return page;
  }

  private async open(who: NewMember | null, locale: UiLocale): Promise<Page> {
    const context = await newContext(this.browser(), this.baseUrl(), locale);
    this.all.add(context);
    const page = await context.newPage();
    noteAlterations(page, this.altered);
    // A first visit stays one: an anonymous page has not loaded anything yet.
    if (who) await this.signIn(page, who);
    return page;
  }

  /** An idle page of another member (or an anonymous one) in `locale`, signed in as `who`. */
  private async handOver(who: NewMember | null, locale: UiLocale): Promise<Page | undefined> {
    for (const [key, pages] of this.idle) {
      const page = key.endsWith(`|${locale}`) ? pages.shift() : undefined;
      if (!page) continue;
      try {
        await this.signIn(page, who);
        return page;
      } catch (error) {
        trace(`not handed over from ${key}: ${String(error)}`);
        await this.close(page.context());
      }
    }
    return undefined;
  }

  /**
   * Puts a sign-in of `who`'s own (a token family of its own, as a browser's sign-in) in the page's
   * storage, or none, with everything else the app keeps there and the cookies emptied. Done at the
   * server's static file, out of the app, so the test's first load starts signed in.
   */
  private async signIn(page: Page, who: NewMember | null): Promise<void> {
    const signedIn = who ? await signInOverHttp(this.baseUrl(), who) : null;
    if (new URL(page.url(), this.baseUrl()).pathname !== "/favicon.svg") await page.goto("/favicon.svg");
    await page.context().clearCookies();
    await page.evaluate(
      (tokens) => {
        localStorage.clear();
        sessionStorage.clear();
        if (tokens) {
          localStorage.setItem("accessToken", tokens.accessToken);
          localStorage.setItem("refreshToken", tokens.refreshToken);
        }
      },
      signedIn && { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken },
    );
  }

  /** After each test: its pages made fresh and kept, or closed (see the class). */
  async release(testFailed: boolean): Promise<void> {
    const lent = this.lent.splice(0);
    if (testFailed) for (const { key, page } of lent) await describePage(page, key);
    await Promise.all([
      ...this.fresh.splice(0).map((context) => this.close(context)),
      ...lent.map(async ({ key, page }) => {
        const kept =
          !testFailed && !this.altered.has(page.context()) && (await tidy(page, key.slice(0, key.indexOf("|"))));
        trace(`${kept ? "kept" : "closed"} ${key}`);
        if (kept) {
          this.idle.set(key, [...(this.idle.get(key) ?? []), page]);
        } else {
          await this.close(page.context());
        }
      }),
    ]);
  }

  async closeAll(): Promise<void> {
    this.idle.clear();
    await Promise.all([...this.all].map((context) => this.close(context)));
  }

  private async close(context: BrowserContext): Promise<void> {
    this.all.delete(context);
    await context.close().catch(() => undefined);
  }
}

/**
 * What a failed test's page showed, printed under the failure: its address, the test ids on screen
 * in document order (with how many; the last ones, where dialogs and drawers are) and any alert's
 * text, so a failure on a loaded CI machine says what the member saw.
 */
async function describePage(page: Page, key: string): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page
    .evaluate(() => {
      const counts = new Map<string, number>();
      for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-testid]"))) {
        if (element.getClientRects().length === 0) continue;
        const id = element.dataset.testid ?? "";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const ids = [...counts].map(([id, count]) => (count > 1 ? `${id}×${count}` : id)).join(" ");
      const alerts = Array.from(document.querySelectorAll<HTMLElement>("[role=alert]"), (alert) => alert.innerText);
      return `…${ids.slice(-1500)}${alerts.length > 0 ? `\n  alerts: ${alerts.join(" | ").slice(0, 500)}` : ""}`;
    })
    .catch((error: unknown) => `(not readable: ${String(error)})`);
  console.error(`failed test's page ${key} at ${page.url()}\n  on screen: ${shown}`);
}

/**
 * Marks the page's context as `altered` when the test adds an init script or a binding to the page
 * or its context, or installs a fake clock: none of them can be taken back, so the page is not kept.
 */
function noteAlterations(page: Page, altered: WeakSet<BrowserContext>): void {
  const context = page.context();
  const marking = <F extends (...args: never[]) => unknown>(method: F): F =>
    ((...args: Parameters<F>) => {
      altered.add(context);
      return method(...args);
    }) as F;
  context.addInitScript = marking(context.addInitScript.bind(context));
  context.exposeBinding = marking(context.exposeBinding.bind(context));
  context.exposeFunction = marking(context.exposeFunction.bind(context));
  page.addInitScript = marking(page.addInitScript.bind(page));
  page.exposeBinding = marking(page.exposeBinding.bind(page));
  page.exposeFunction = marking(page.exposeFunction.bind(page));
  const clock = page.clock;
  clock.install = marking(clock.install.bind(clock));
  clock.setFixedTime = marking(clock.setFixedTime.bind(clock));
  clock.setSystemTime = marking(clock.setSystemTime.bind(clock));
  clock.pauseAt = marking(clock.pauseAt.bind(clock));
}

/** The events a test may listen to (Playwright's own listeners, on other events, stay). */
const pageEvents = [
  "console", "dialog", "download", "filechooser", "framenavigated", "load", "domcontentloaded", "pageerror",
  "popup", "request", "requestfailed", "requestfinished", "response", "websocket",
] as const; // prettier-ignore
const contextEvents = [
  "console",
  "dialog",
  "page",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "weberror",
] as const;

/**
 * Makes a kept page as a fresh one would be; false when it cannot be kept: it is no longer signed in
 * as `memberId` (or, anonymous — memberId "" — it is signed in now).
 */
async function tidy(page: Page, memberId: string): Promise<boolean> {
  const context = page.context();
  if (page.isClosed() || context.pages().length !== 1) {
    trace(`not kept: closed, or ${context.pages().length} pages`);
    return false;
  }
  try {
    for (const event of pageEvents) page.removeAllListeners(event);
    for (const event of contextEvents) context.removeAllListeners(event);
    await Promise.all([
      page.unrouteAll({ behavior: "ignoreErrors" }),
      context.unrouteAll({ behavior: "ignoreErrors" }),
      context.setOffline(false),
      context.clearPermissions(),
      page.setViewportSize(defaultViewport),
      page.emulateMedia({ media: null, colorScheme: null }),
    ]);
    // Out of the app first: its sockets close and nothing of it writes the storage emptied next.
    await page.goto("/favicon.svg");
    if (!memberId) await context.clearCookies();
    const signedInAs = await page.evaluate(async () => {
      const access = localStorage.getItem("accessToken");
      const refresh = localStorage.getItem("refreshToken");
      localStorage.clear();
      sessionStorage.clear();
      if (access && refresh) {
        localStorage.setItem("accessToken", access);
        localStorage.setItem("refreshToken", refresh);
      }
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((resolve) => {
              if (!name) return resolve();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
      );
      if (!access || !refresh) return "";
      const answer = await fetch("/api/oauth/me.do", { headers: { Authorization: `Bearer ${access}` } });
      return answer.ok ? ((await answer.json()) as { data: { memberId: string } }).data.memberId : null;
    });
    if (signedInAs !== memberId) trace(`not kept: signed in as ${String(signedInAs)}`);
    return signedInAs === memberId;
  } catch (error) {
    trace(`not kept: ${String(error)}`);
    return false;
  }
}

/** A page pool for the file, released after each test and closed after all. */
export function usePagePool(browser: () => Browser, baseUrl: () => string): PagePool {
  const pool = new PagePool(browser, baseUrl);
  afterEach(async (context) => {
    await pool.release(context.task.result?.state === "fail");
  });
  afterAll(async () => {
    await pool.closeAll();
  });
  return pool;
}
