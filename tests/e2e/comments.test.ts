import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { CommentsPanel } from "./support/comments";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember; // administrator, creates the group and the project: its OWNER
let writer: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

async function experiment(who: ApiMember, lbIdx: number): Promise<{ book: ExperimentPage; comments: CommentsPanel }> {
  const page = await pageOf(who);
  const book = new ExperimentPage(page);
  await book.open(lbIdx);
  return { book, comments: new CommentsPanel(page) };
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner, writer, reader, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("comments on a lab book", () => {
  let lbIdx = 0;

  it("keeps an anchored comment on its word while another member types before it, and shows replies live", async () => {
    lbIdx = (
      await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
        token: writer.accessToken,
        body: { projectIdx, title: "Anchored comments" },
      })
    ).lbIdx;
    const a = await experiment(writer, lbIdx);
    const b = await experiment(owner, lbIdx);
    await a.book.typeAtEnd("procedure", "Reflux the mixture overnight.");
    await expect.poll(() => b.book.sectionText("procedure"), live).toBe("Reflux the mixture overnight.");

    await a.comments.commentOn("procedure", "mixture", "Which solvent is in the mixture?");
    await expect.poll(() => a.comments.highlights("procedure"), live).toEqual(["mixture"]);
    await expect.poll(() => b.comments.highlights("procedure"), live).toEqual(["mixture"]);

    // B types before the word: the anchor follows its text in both browsers.
    await b.book.section("procedure").click();
    await b.book.page.keyboard.press("ControlOrMeta+Home");
    await b.book.page.keyboard.type("Carefully, ", { delay: 20 });
    const moved = "Carefully, Reflux the mixture overnight.";
    await expect.poll(() => a.book.sectionText("procedure"), live).toBe(moved);
    await expect.poll(() => b.comments.highlights("procedure"), live).toEqual(["mixture"]);
    await expect.poll(() => a.comments.highlights("procedure"), live).toEqual(["mixture"]);

    // Clicking the highlight opens its thread; B replies there and A, whose panel is open, sees it.
    await b.book.section("procedure").locator("[data-comment-anchor]").click();
    const bThread = b.comments.thread("Which solvent is in the mixture?");
    await expect.poll(() => bThread.getAttribute("data-active"), live).toBe("true");
    await b.comments.reply(bThread, "Toluene, 0.2 M.");
    await expect
      .poll(() => a.comments.contents(), live)
      .toEqual(["Which solvent is in the mixture?", "Toluene, 0.2 M."]);
  });

  it("lets a READER comment, but not edit another member's comment", async () => {
    const r = await experiment(reader, lbIdx);
    const a = await experiment(writer, lbIdx);
    await r.comments.open();
    await a.comments.open();
    const writers = r.comments.thread("Which solvent is in the mixture?");
    await writers.waitFor();
    // Neither the writer's comment nor the owner's reply offers the reader a menu.
    expect(await writers.getByTestId("comment-menu").count()).toBe(0);

    await r.comments.post("Please add the TLC photo.");
    await expect.poll(() => a.comments.contents(), live).toContain("Please add the TLC photo.");
    // "@" offers the book's members; the mention shows as a link for the others.
    await r.comments.mention("Minji Kim", "is the yield isolated?");
    const mention = a.book.page.getByTestId("comment-mention").filter({ hasText: "@Minji Kim" });
    await mention.waitFor(live);
    // The reader's own comment: edit and delete offered.
    const own = r.comments.thread("Please add the TLC photo.");
    await own.getByTestId("comment-menu").click();
    await r.book.page.getByTestId("comment-edit").waitFor();
    await r.book.page.keyboard.press("Escape");

    // Nor does the api let the reader change it.
    const lcmIdx = Number(await writers.getAttribute("data-lcm-idx"));
    const refused = await fetch(`${server.url}/api/labbook/${lbIdx}/comment/${lcmIdx}.do`, {
      method: "PUT",
      headers: { authorization: `Bearer ${reader.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ content: "Edited by the reader" }),
    });
    expect(refused.status).toBe(403);
  });

  it("opens the book with the thread open and in view from the comment's address", async () => {
    const seen = await experiment(owner, lbIdx);
    await seen.comments.open();
    const lcmIdx = Number(await seen.comments.thread("Please add the TLC photo.").getAttribute("data-lcm-idx"));
    const page = await pageOf(reader);
    await page.goto(`/labBook/experimentComment/${lbIdx}/${lcmIdx}`);
    const thread = page.locator(`[data-testid="comment-thread"][data-lcm-idx="${lcmIdx}"]`);
    await thread.waitFor();
    await expect.poll(() => thread.getAttribute("data-active"), live).toBe("true");
    await expect
      .poll(
        () =>
          thread.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        live,
      )
      .toBe(true);
    await page.getByTestId("labbook-content").waitFor();
  });
});
