import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { CommentsPanel } from "./support/comments";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { NotificationBell } from "./support/notifications";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember; // the project's OWNER: checks the writer's books
let writer: ApiMember;
let projectIdx = 0;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

async function newBook(title: string): Promise<number> {
  return (
    await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title },
    })
  ).lbIdx;
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner, writer, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("notifications", () => {
  it("rings A's bell without a reload when B mentions A, and the panel opens on the comment", async () => {
    const lbIdx = await newBook("Mentioned book");
    const a = new NotificationBell(await pageOf(owner));
    await a.page.goto("/");
    await a.bell().waitFor();
    const before = await a.unread();

    const bPage = await pageOf(writer);
    const book = new ExperimentPage(bPage);
    await book.open(lbIdx);
    await new CommentsPanel(bPage).mention("Rosalind Franklin", " could you check the yield?");

    await expect.poll(() => a.unread(), live).toBe(before + 1);
    const mention = (await a.rows("commentMention")).first();
    await expect.poll(() => mention.textContent(), live).toContain("Minji Kim mentioned you");
    await mention.click();
    await a.page.waitForURL(new RegExp(`/labBook/experimentComment/${lbIdx}/\\d+$`));
    const lcmIdx = a.page.url().split("/").pop() ?? "";
    const thread = a.page.locator(`[data-testid="comment-thread"][data-lcm-idx="${lcmIdx}"]`);
    await expect.poll(() => thread.getAttribute("data-active"), live).toBe("true");
    await expect.poll(() => a.unread(), live).toBe(before);
  });

  it("rings A's bell when B mentions A in the book's text, and the notification opens on that paragraph", async () => {
    const lbIdx = await newBook("Mentioned in the text");
    const a = new NotificationBell(await pageOf(owner));
    await a.page.goto("/");
    await a.bell().waitFor();
    const before = await a.unread();

    const book = new ExperimentPage(await pageOf(writer));
    await book.open(lbIdx);
    // A long goal first: the paragraph that mentions A is below the first screen.
    await book.section("goal").click();
    await book.paste("goal", Array.from({ length: 40 }, (_, i) => `Step ${i + 1}: stirred at 25 °C.`).join("\n"));
    await book.typeAtEnd("procedure", "Ask @");
    await book.page.getByTestId("book-mention-option").filter({ hasText: "Rosalind Franklin" }).click();
    await book.page.keyboard.type("about the NMR");

    await expect.poll(() => a.unread(), live).toBe(before + 1);
    const mention = (await a.rows("bookMention")).first();
    await mention.click();
    await a.page.waitForURL(new RegExp(`/labBook/experiment/${lbIdx}\\?focus=mention$`));
    const page = a.page.locator(`[data-testid="experiment-page"][data-lb-idx="${lbIdx}"]`);
    await expect.poll(() => page.getAttribute("data-mention-focus"), live).toBe("true");
    const paragraph = a.page
      .getByTestId("section-procedure-editor")
      .locator('p:has(> .labbook-mention[data-name="Rosalind Franklin"])');
    expect(await paragraph.textContent()).toContain("Ask @Rosalind Franklin about the NMR");
    const box = await paragraph.boundingBox();
    const viewport = a.page.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    // Highlighted: the colour fades in (a 0.4 s transition), so the first frame may still be clear.
    await expect
      .poll(() => paragraph.evaluate((element) => getComputedStyle(element).backgroundColor), live)
      .not.toBe("rgba(0, 0, 0, 0)");
    await expect.poll(() => a.unread(), live).toBe(before);
  });

  it("marks all read from the panel", async () => {
    const lbIdx = await newBook("Commented book");
    const a = new NotificationBell(await pageOf(owner));
    await a.page.goto("/");
    await a.bell().waitFor();
    for (const content of ["First note", "Second note"]) {
      await call(server.url, "POST", `/api/labbook/${lbIdx}/comment.do`, {
        token: writer.accessToken,
        body: { content },
      });
    }
    await expect.poll(() => a.unread(), live).toBeGreaterThanOrEqual(2);
    await a.openPanel();
    await a.page.getByTestId("notification-read-all").click();
    await expect.poll(() => a.unread(), live).toBe(0);
  });

  it("tells the checker a book waits for their check, and they complete it from the notification", async () => {
    const lbIdx = await newBook("Ready for review");
    const checker = new NotificationBell(await pageOf(owner));
    await checker.page.goto("/");
    await checker.bell().waitFor();

    const writerBook = new ExperimentPage(await pageOf(writer));
    await writerBook.open(lbIdx);
    await writerBook.transition("end", { password: writer.password });

    const waiting = (await checker.rows("bookEnded")).first();
    await expect.poll(() => waiting.textContent(), live).toContain("is waiting for your check");
    await waiting.click();
    await checker.page.waitForURL(new RegExp(`/labBook/experiment/${lbIdx}$`));
    const checkerBook = new ExperimentPage(checker.page);
    await checkerBook.loaded();
    await checkerBook.transition("complete", { password: owner.password });
    await expect.poll(() => checkerBook.status(), live).toBe("COMPLETE");
  });
});
