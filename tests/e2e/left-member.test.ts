import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeContextsAfterEach, launchBrowser, newContext, type UiLocale } from "./support/browser";
import { BoardPages } from "./support/community";
import { CommentsPanel } from "./support/comments";
import { ExperimentPage } from "./support/experiment";
import { call, signInContext, type ApiMember } from "./support/http";
import { threeMemberLab, type ThreeMemberLab } from "./support/lab";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * Issue 33, "authorship survives leaving": Minji Kim writes a book, ends it (a signature), comments
 * on it and posts on the board, then leaves. The book page (status line, comments), its history
 * and the board still name her, marked as left, in the reader's language.
 */

let server: E2EServer;
let browser: Browser;
let lab: ThreeMemberLab;
let lbIdx: number;
let boardIdx: number;
const contexts: BrowserContext[] = [];
const live = { timeout: 20_000, interval: 100 };

async function pageOf(who: ApiMember, locale: UiLocale = "en-US"): Promise<Page> {
  const context = await newContext(browser, server.url, locale);
  contexts.push(context);
  await signInContext(context, server.url, who);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error (${who.memberId}):`, error));
  return page;
}

const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  lab = await threeMemberLab(server.url);
  const { writer } = lab;
  ({ lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: writer.accessToken,
    body: { projectIdx: lab.projectIdx, title: "Written before leaving" },
  }));
  // She writes in the editor, so the version kept at END names her as an author.
  const editor = new ExperimentPage(await pageOf(writer));
  await editor.open(lbIdx);
  await editor.typeAtEnd("procedure", "Dissolve the bromide in toluene.");
  // expect.poll is for tests only: wait by hand until the server counts her as an author.
  const deadline = Date.now() + live.timeout;
  for (;;) {
    const list = await call<{ pendingAuthors: Array<{ name: string }> }>(
      server.url,
      "GET",
      `/api/labbook/${lbIdx}/versions.do`,
      { token: lab.reader.accessToken },
    );
    if (list.pendingAuthors.some((author) => author.name === "Minji Kim")) break;
    if (Date.now() > deadline) throw new Error("the writer's edit never reached the server");
    await new Promise((resolve) => setTimeout(resolve, live.interval));
  }
  await editor.page.context().close();
  await call(server.url, "PUT", `/api/labbook/${lbIdx}/status.do`, {
    token: writer.accessToken,
    body: { status: "END", password: writer.password },
  });
  await call(server.url, "POST", `/api/labbook/${lbIdx}/comment.do`, {
    token: writer.accessToken,
    body: { content: "Yield was 82 %." },
  });
  ({ boardIdx } = await call<{ boardIdx: number }>(server.url, "POST", "/api/board/create.do", {
    token: writer.accessToken,
    body: { groupIdx: lab.groupIdx, title: "Catalyst results", category: "RESULT", content: paragraph("Pd works") },
  }));
  await call(server.url, "DELETE", "/api/oauth/leave/member.do", {
    token: writer.accessToken,
    body: { password: writer.password },
  });
});

closeContextsAfterEach(contexts);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a member who left", () => {
  it("is still named, as left, on the book page's status line and comments and in its history", async () => {
    const book = new ExperimentPage(await pageOf(lab.owner));
    await book.open(lbIdx);
    await expect
      .poll(async () => (await book.history()).find((entry) => entry.action === "end")?.text ?? "", live)
      .toContain("Minji Kim (left)");

    const comments = new CommentsPanel(book.page);
    await comments.open();
    await expect
      .poll(() => book.page.getByTestId("comment-author").allTextContents(), live)
      .toEqual(["Minji Kim (left)"]);

    await book.page.getByTestId("labbook-versions").click();
    const drawer = book.page.getByTestId("history-drawer");
    const ended = drawer.getByTestId("history-version").first();
    await ended.waitFor();
    await expect.poll(() => ended.getByTestId("history-author").allTextContents(), live).toEqual(["Minji Kim (left)"]);
    expect(await ended.textContent()).toContain("by Minji Kim (left)");
  });

  it("is still named on the board, marked '(탈퇴)' for a Korean reader", async () => {
    const page = await pageOf(lab.reader, "ko-KR");
    const board = new BoardPages(page);
    await board.openList();
    const item = page.locator(`[data-testid="board-item"][data-board-idx="${boardIdx}"]`);
    await expect.poll(() => item.textContent(), live).toContain("Minji Kim (탈퇴)");
    await page.goto(`/board/experiment/${boardIdx}`);
    await page.getByTestId("board-content-view").waitFor();
    expect(await page.locator("body").textContent()).toContain("Minji Kim (탈퇴)");
  });
});
