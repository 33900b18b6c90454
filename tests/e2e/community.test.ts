import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeContextsAfterEach, launchBrowser, newContext } from "./support/browser";
import { BoardPages, NoticePages } from "./support/community";
import { call, signInContext, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let manager: ApiMember; // created the group: its manager (and the installation's administrator)
let writer: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

async function pageOf(who: ApiMember, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, "en-US");
  contexts.push(context);
  await signInContext(context, server.url, who);
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  page.on("pageerror", (error) => console.error(`page error (${who.memberId}):`, error));
  return page;
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner: manager, writer, reader, projectIdx } = await threeMemberLab(server.url));
});

closeContextsAfterEach(contexts);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("notices", () => {
  it("shows a member the notice a manager pinned, marked unread and counted in the navigation until opened", async () => {
    const managerPage = new NoticePages(await pageOf(manager));
    await managerPage.openList();
    await managerPage.write({
      audience: "Organic Synthesis Lab",
      title: "Fume hood inspection on Friday",
      text: "Close every sash before 10:00.",
      pinned: true,
    });

    const member = new NoticePages(await pageOf(writer));
    await member.openList();
    const item = member.item("Fume hood inspection on Friday");
    await item.waitFor();
    expect(await item.getAttribute("data-pinned")).toBe("true");
    expect(await item.getAttribute("data-unread")).toBe("true");
    await expect.poll(() => member.unreadInNavigation().textContent(), live).toBe("1");
    // Pinned: first in the list.
    expect(await member.page.getByTestId("notice-item").first().textContent()).toContain("Fume hood inspection");

    await item.getByTestId("notice-title-link").click();
    expect(await member.page.getByTestId("notice-content-view").textContent()).toBe("Close every sash before 10:00.");
    await member.page.getByTestId("notice-back").click();
    await expect
      .poll(() => member.item("Fume hood inspection on Friday").getAttribute("data-unread"), live)
      .toBe("false");
    await expect.poll(() => member.unreadInNavigation().count(), live).toBe(0);
  });
});

describe("the board", () => {
  it("shows a post with its lab book card and a colleague's reply live, on a tablet too", async () => {
    const title = "Suzuki coupling turned black";
    await call(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title },
    });
    const author = new BoardPages(await pageOf(writer));
    await author.openList();
    await author.post({
      category: "Question",
      title: "Why did my Suzuki coupling turn black?",
      text: "Pd(PPh3)4 in toluene, 80 °C, black after 10 minutes.",
      bookSearch: title,
      mention: "Marie Curie",
    });
    expect(await author.page.getByTestId("board-content-view").textContent()).toContain("minutes. @Marie Curie");
    expect(await author.bookCards().getAttribute("data-readable")).toBe("true");
    expect(await author.bookCards().textContent()).toContain(title);
    const address = author.page.url();

    const colleague = new BoardPages(await pageOf(reader, { width: 820, height: 1180 }));
    await colleague.page.goto(address);
    await colleague.page.getByTestId("board-content-view").waitFor();
    expect(await colleague.bookCards().textContent()).toContain(title);
    // Mentioned in the post: told so, in the mentions.
    const told = await call<{ items: Array<{ kind: string; link: string | null }> }>(
      server.url,
      "GET",
      "/api/notification/list.do?kind=mentions",
      { token: reader.accessToken },
    );
    expect(told.items[0]).toMatchObject({ kind: "postMention", link: new URL(address).pathname });
    await colleague.comment("Palladium black: degas the solvent first.");

    await expect.poll(() => author.comments(), live).toEqual(["Palladium black: degas the solvent first."]);
    // Tablet width: nothing of the page runs past the screen's edge.
    const overflow = await colleague.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
