import type { Locator, Page } from "playwright-core";

/** The import dialog of an experiment page: source, parts, the overwrite confirmation. */
export class ImportDialog {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId("labbook-import").click();
    await this.page.getByTestId("book-import-dialog").waitFor();
  }

  /** Opens the tab labelled `tab` (my lab books, education books, all) and picks the source by its title. */
  async chooseSource(tab: string, title: string): Promise<void> {
    await this.page.getByTestId("book-import-scope").getByText(tab, { exact: true }).click();
    const source = this.page.getByTestId("book-import-dialog").getByLabel(title, { exact: true });
    await source.waitFor();
    await source.check();
  }

  replaces(): Locator {
    return this.page.getByTestId("book-import-replaces");
  }

  /** "Import…", then the overwrite question: its title, and whether to confirm it. */
  async submit(): Promise<Locator> {
    await this.page.getByTestId("book-import-submit").click();
    const question = this.page.getByTestId("book-import-confirm");
    await question.waitFor();
    return question;
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId("book-import-confirm-confirm").click();
    await this.page.getByTestId("book-import-dialog").waitFor({ state: "detached" });
  }
}

/** /bookFeed. */
export class BookFeedPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/bookFeed");
    await this.page.getByTestId("page-title").waitFor();
    await this.page.locator('[data-testid="bookfeed-list"], [data-testid="bookfeed-empty"]').first().waitFor();
  }

  entry(lbIdx: number, event: string): Locator {
    return this.page.locator(`[data-testid="bookfeed-entry"][data-lbidx="${lbIdx}"][data-event="${event}"]`);
  }
}
