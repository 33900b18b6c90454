import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeContextsAfterEach, launchBrowser, newContext, type UiLocale } from "./support/browser";
import { watchCspViolations } from "./support/csp";
import { ExperimentPage } from "./support/experiment";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { startOtherSite, type OtherSite } from "./support/otherSite";
import { SignInPage, waitSignedIn } from "./support/pages";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

/*
 * The security headers in a real browser: E-Note in no other site's frame, no member's image from
 * another host, and the app whole under its Content-Security-Policy.
 */

let server: E2EServer;
let browser: Browser;
let other: OtherSite;
let owner: ApiMember;
let projectIdx = 0;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  other = await startOtherSite(`${server.url}/auth/signIn`);
  owner = await signUpOverHttp(server.url);
  const { groupIdx } = await groupWith(server.url, owner, [], "Organic Synthesis Lab");
  ({ projectIdx } = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: owner.accessToken,
    body: { groupIdx, name: "Heck reaction", includeGroupMembers: true },
  }));
});

closeContextsAfterEach(contexts);

afterAll(async () => {
  await browser?.close();
  await other?.close();
  await server?.dispose();
});

async function createBook(title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: owner.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

/** A browser of its own whose CSP violations, and requests to the other site, are noted. */
async function watchedBrowser(locale: UiLocale = "en-US") {
  const context = await newContext(browser, server.url, locale);
  contexts.push(context);
  const violations = await watchCspViolations(context);
  const toOtherSite: string[] = [];
  context.on("request", (request) => {
    if (request.url().startsWith(other.origin)) toOtherSite.push(request.url());
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error));
  return { context, page, violations, toOtherSite };
}

/** The member signs in on the sign-in page, as a person does. */
async function signIn(page: Page): Promise<void> {
  const form = new SignInPage(page);
  await form.open();
  await form.signIn(owner.memberId, owner.password);
  await waitSignedIn(page);
}

/** Inserts an image by its address at the caret, through the toolbar's image form. */
async function insertImage(view: ExperimentPage, url: string): Promise<void> {
  await view.tool("tool-image");
  await view.page.getByTestId("tool-image-url").fill(url);
  await view.page.getByTestId("tool-image-apply").click();
}

/** What a section shows of its images: the addresses drawn, and the links shown instead. */
async function imagesIn(view: ExperimentPage) {
  const section = view.section("goal");
  const drawn = await section.locator("img").evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute("src"),
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    })),
  );
  const links = await section.getByTestId("external-image").evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute("href"),
      rel: element.getAttribute("rel"),
      target: element.getAttribute("target"),
      text: element.textContent ?? "",
    })),
  );
  return { drawn, links };
}

describe("security headers in the browser", () => {
  it("refuses to show the sign-in page inside another site's frame", async () => {
    const { page } = await watchedBrowser();
    const refused = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("frame-ancestors"),
      timeout: 15_000,
    });
    await page.goto(`${other.origin}/frame.html`);
    await refused;
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    // The browser put its error page in the frame: nothing of E-Note, no sign-in form to click.
    expect(framed?.url()).not.toContain("/auth/signIn");
    expect(await framed?.locator('[data-testid="signin-form"]').count()).toBe(0);

    // E-Note opened as a page of its own still works.
    const own = await watchedBrowser();
    await new SignInPage(own.page).open();
    expect(own.violations).toEqual([]);
  });

  it("shows another host's image as a link in the editor, the print view and the share view, and never asks that host for it", async () => {
    const lbIdx = await createBook("Heck coupling of iodobenzene");
    const pixelUrl = `${other.origin}/pixel.gif?reader=lab`;
    const ownImage = `${server.url}/favicon.svg`;
    const member = await watchedBrowser();
    await signIn(member.page);
    const editor = new ExperimentPage(member.page);
    await editor.open(lbIdx);
    await editor.typeAtEnd("goal", "Couple iodobenzene with methyl acrylate.");
    await insertImage(editor, ownImage);
    // A new paragraph first: an image inserted while the last one is selected would replace it.
    await editor.typeAtEnd("goal", "The supplier's picture:");
    await insertImage(editor, pixelUrl);
    await editor.waitSaveState("saved");

    const expectedLink = {
      href: pixelUrl,
      rel: "noopener noreferrer nofollow",
      target: "_blank",
      text: `External image ${pixelUrl}`,
    };
    await expect
      .poll(() => imagesIn(editor), live)
      .toEqual({
        drawn: [{ src: ownImage, loaded: true }],
        links: [expectedLink],
      });

    // The print view (a new tab) renders the same sections.
    const [printTab] = await Promise.all([
      member.context.waitForEvent("page"),
      member.page.getByTestId("labbook-print").click(),
    ]);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    const printed = new ExperimentPage(printTab);
    await expect
      .poll(() => imagesIn(printed), live)
      .toEqual({
        drawn: [{ src: ownImage, loaded: true }],
        links: [expectedLink],
      });
    await printTab.close();

    // An anonymous reader of the public link, in Korean. What reaches that browser is still an
    // image node with the address as written (it is drawn as the same link): only pages differ.
    const link = await editor.makePublic();
    const reader = await watchedBrowser("ko-KR");
    const shared = new ExperimentPage(reader.page);
    await shared.openShared(link);
    await expect
      .poll(() => imagesIn(shared), live)
      .toEqual({
        drawn: [{ src: ownImage, loaded: true }],
        links: [{ ...expectedLink, text: `외부 이미지 ${pixelUrl}` }],
      });

    expect(member.toOtherSite).toEqual([]);
    expect(reader.toOtherSite).toEqual([]);
    expect(other.requests.filter((path) => path.startsWith("/pixel.gif"))).toEqual([]);
    expect(member.violations).toEqual([]);
    expect(reader.violations).toEqual([]);
  });

  it("runs sign-in, a lab book, typing, its print view and its share view with no CSP violation", async () => {
    const lbIdx = await createBook("Under the policy");
    const member = await watchedBrowser();
    await signIn(member.page);
    const editor = new ExperimentPage(member.page);
    await editor.open(lbIdx);
    await editor.waitSaveState("upToDate");
    await editor.typeAtEnd("procedure", "Degas the solvent, then heat to 100 °C.");
    await editor.insertTable();
    await editor.waitSaveState("saved");

    const [printTab] = await Promise.all([
      member.context.waitForEvent("page"),
      member.page.getByTestId("labbook-print").click(),
    ]);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    expect(await new ExperimentPage(printTab).sectionText("procedure")).toBe("Degas the solvent, then heat to 100 °C.");

    const reader = await watchedBrowser();
    const shared = new ExperimentPage(reader.page);
    await shared.openShared(await editor.makePublic());
    await expect.poll(() => shared.sectionText("procedure"), live).toBe("Degas the solvent, then heat to 100 °C.");

    expect(member.violations).toEqual([]);
    expect(reader.violations).toEqual([]);
  });
});
