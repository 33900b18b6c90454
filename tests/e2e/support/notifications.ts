import type { Locator, Page } from "playwright-core";

/** The header's bell and its panel (issue 35). */
export class NotificationBell {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByTestId("notification-bell");
  }

  /** The unread count the bell shows. */
  async unread(): Promise<number> {
    return Number((await this.bell().getAttribute("data-unread")) ?? "0");
  }

  async openPanel(): Promise<Locator> {
    const panel = this.page.getByTestId("notification-panel");
    if (!(await panel.isVisible())) await this.bell().click();
    await panel.waitFor();
    return panel;
  }

  /** The panel's rows of one kind. */
  async rows(kind: string): Promise<Locator> {
    const panel = await this.openPanel();
    return panel.locator(`[data-testid="notification-row"][data-kind="${kind}"]`);
  }
}
