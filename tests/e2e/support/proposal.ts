import type { Page } from "playwright-core";

/** /community/proposal: the proposal list, the new-proposal form and one proposal with its answer. */
export class ProposalPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/community/proposal");
    await this.page.getByTestId("proposal-page").waitFor();
  }

  /** Fills and sends the new-proposal form; the page then shows the new proposal. */
  async send(subject: string, category: string, content: string): Promise<void> {
    const p = this.page;
    await p.getByTestId("proposal-create").click();
    await p.getByTestId("proposal-form-subject").fill(subject);
    await p.getByTestId("proposal-form-category").selectOption(category);
    await p.getByTestId("proposal-form-content").fill(content);
    await p.getByTestId("proposal-send").click();
    await p.getByTestId("proposal-detail").waitFor();
    await p.getByTestId("proposal-subject").filter({ hasText: subject }).waitFor();
  }

  row(subject: string) {
    return this.page.getByTestId("proposal-row").filter({ hasText: subject });
  }

  /** The status the open proposal's answer panel shows. */
  async answerStatus(): Promise<string | null> {
    return this.page.getByTestId("proposal-answer").getByTestId("proposal-status").getAttribute("data-status");
  }

  /** Whether the page is wider than the window (a sideways scroll at this width). */
  async overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }
}
