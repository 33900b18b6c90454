import type { Locator, Page } from "playwright-core";

/** Picks `label` in a Mantine select (a combobox whose options open below it). */
async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** Types into a rich text editor of a form, as a member would. */
async function typeRichText(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(`${testId}-content`).locator(".ProseMirror").click();
  await page.keyboard.type(text, { delay: 10 });
}

/** /notice: the list, and the form that writes one. */
export class NoticePages {
  constructor(readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto("/notice");
    await this.page.getByTestId("page-title").waitFor();
  }

  item(title: string): Locator {
    return this.page.getByTestId("notice-item").filter({ hasText: title });
  }

  /** Writes a notice to `audience` (a group's name, or the "Everyone" label), pinned when asked. */
  async write(notice: { audience: string; title: string; text: string; pinned: boolean }): Promise<void> {
    await this.page.getByTestId("notice-create").click();
    await choose(this.page, this.page.getByTestId("notice-audience"), notice.audience);
    await this.page.getByTestId("notice-title").fill(notice.title);
    if (notice.pinned) await this.page.getByTestId("notice-pinned").check();
    await typeRichText(this.page, "notice-content", notice.text);
    await this.page.getByTestId("notice-submit").click();
    await this.page.getByTestId("notice-content-view").waitFor();
  }

  unreadInNavigation(): Locator {
    return this.page.getByTestId("nav-notice-unread");
  }
}

/** /board: the list, the form and a post's page. */
export class BoardPages {
  constructor(readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto("/board");
    await this.page.getByTestId("page-title").waitFor();
  }

  /** Posts on the board with one lab book found by `bookSearch` attached; lands on the post's page. */
  async post(post: {
    category: string;
    title: string;
    text: string;
    bookSearch: string;
    mention?: string;
  }): Promise<void> {
    await this.page.getByTestId("board-create").click();
    await choose(this.page, this.page.getByTestId("board-category"), post.category);
    await this.page.getByTestId("board-title").fill(post.title);
    await typeRichText(this.page, "board-content", post.text);
    if (post.mention) {
      // Typing "@" offers the group's members.
      await this.page.keyboard.type(" @");
      await this.page.getByTestId("richtext-mention-option").filter({ hasText: post.mention }).click();
    }
    await this.page.getByTestId("board-book-search").fill(post.bookSearch);
    await this.page.getByTestId("board-book-choice").filter({ hasText: post.bookSearch }).first().click();
    await this.page.getByTestId("board-book-chosen").waitFor();
    await this.page.getByTestId("board-submit").click();
    await this.page.getByTestId("board-content-view").waitFor();
  }

  bookCards(): Locator {
    return this.page.getByTestId("board-book-card");
  }

  /** A new comment thread on the open post. */
  async comment(content: string): Promise<void> {
    await this.page.getByTestId("comment-composer-input").fill(content);
    await this.page.getByTestId("comment-composer-submit").click();
    await this.page.getByTestId("comment-content").filter({ hasText: content }).first().waitFor();
  }

  comments(): Promise<string[]> {
    return this.page.getByTestId("comment-content").allTextContents();
  }
}
