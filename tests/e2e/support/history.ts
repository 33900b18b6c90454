import type { Locator, Page } from "playwright-core";

/** The history drawer of an experiment page: its versions, one version's panel, the restore. */
export class HistoryDrawer {
  constructor(readonly page: Page) {}

  drawer(): Locator {
    return this.page.getByTestId("history-drawer");
  }

  async open(): Promise<void> {
    await this.page.getByTestId("labbook-versions").click();
    await this.versions().first().waitFor();
  }

  /** The versions, newest first. */
  versions(): Locator {
    return this.drawer().getByTestId("history-version");
  }

  /** The newest version whose list entry says `label` (e.g. "Content before restoring"). */
  version(label: string): Locator {
    return this.versions().filter({ hasText: label }).first();
  }

  /** Selects a version and shows its content, read-only; answers the content's text. */
  async contentOf(version: Locator): Promise<Locator> {
    await version.click();
    await this.drawer().getByTestId("history-view").getByText("Content").click();
    return this.drawer().getByTestId("history-content");
  }

  /** Restores the selected version through its confirmation; answers the dialog's promise. */
  async restoreSelected(): Promise<string> {
    await this.drawer().getByTestId("history-restore").click();
    const message = (await this.page.getByTestId("history-restore-dialog").textContent()) ?? "";
    await this.page.getByTestId("history-restore-dialog-confirm").click();
    await this.page.getByTestId("history-restore-dialog").waitFor({ state: "detached" });
    return message;
  }
}
