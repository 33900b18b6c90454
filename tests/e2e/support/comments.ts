import type { Locator, Page } from "playwright-core";
import type { SectionName } from "./experiment";

/** The comments of an open lab book: the side panel, the highlights in its sections, "Comment" on a selection. */
export class CommentsPanel {
  constructor(readonly page: Page) {}

  drawer(): Locator {
    return this.page.getByTestId("comments-panel");
  }

  async open(): Promise<void> {
    if (await this.drawer().isVisible()) return;
    await this.page.getByTestId("comments-toggle").click();
    await this.drawer().waitFor();
  }

  /** Selects the first occurrence of `word` in a section, as a member dragging over it would. */
  async select(section: SectionName, word: string): Promise<void> {
    await this.page.getByTestId(`section-${section}-editor`).evaluate((root, text) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(text) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      throw new Error(`"${text}" is not in the section`);
    }, word);
  }

  /** Selects `word` in a section and comments on it from the "Comment" button. */
  async commentOn(section: SectionName, word: string, content: string): Promise<void> {
    await this.select(section, word);
    await this.page.getByTestId("comment-on-selection").click();
    await this.page.getByTestId("comment-quote").first().waitFor();
    await this.post(content);
  }

  /** A new thread (on the selection chosen before, if any) from the panel's field. */
  async post(content: string): Promise<void> {
    await this.open();
    await this.page.getByTestId("comment-composer-input").fill(content);
    await this.page.getByTestId("comment-composer-submit").click();
    await this.page.getByTestId("comment-content").filter({ hasText: content }).first().waitFor();
  }

  /** A new thread that starts by mentioning a member, picked from what typing "@" offers. */
  async mention(name: string, rest: string): Promise<void> {
    await this.open();
    await this.page.getByTestId("comment-composer-input").click();
    await this.page.keyboard.type("@");
    await this.page.getByTestId("comment-mention-option").filter({ hasText: name }).click();
    await this.page.keyboard.type(rest);
    await this.page.getByTestId("comment-composer-submit").click();
    await this.page
      .getByTestId("comment-mention")
      .filter({ hasText: `@${name}` })
      .first()
      .waitFor();
  }

  /** The highlighted text of every anchored thread in a section. */
  highlights(section: SectionName): Promise<string[]> {
    return this.page.getByTestId(`section-${section}-editor`).locator("[data-comment-anchor]").allTextContents();
  }

  threads(): Locator {
    return this.page.getByTestId("comment-thread");
  }

  thread(text: string): Locator {
    return this.threads().filter({ hasText: text });
  }

  /** Texts of every comment shown, threads and replies in order. */
  contents(): Promise<string[]> {
    return this.page.getByTestId("comment-content").allTextContents();
  }

  async reply(thread: Locator, content: string): Promise<void> {
    await thread.getByTestId("comment-reply").click();
    await thread.getByTestId("comment-reply-composer-input").fill(content);
    await thread.getByTestId("comment-reply-composer-submit").click();
  }
}
