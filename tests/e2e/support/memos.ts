import type { Locator, Page } from "playwright-core";

/** The drawing memos of an open lab book, and the one memo open full-screen. */
export class MemosPanel {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId("memo-section");
  }

  /** Adds a memo through the form; it opens at once. */
  async add(title: string): Promise<void> {
    await this.page.getByTestId("memo-add").click();
    await this.page.getByTestId("memo-create-title").fill(title);
    await this.page.getByTestId("memo-create-submit").click();
    await this.canvasReady();
  }

  async open(title: string): Promise<void> {
    await this.page.getByTestId("memo-row").filter({ hasText: title }).getByTestId("memo-open").click();
    await this.canvasReady();
  }

  get canvas(): Locator {
    return this.page.getByTestId("memo-canvas");
  }

  /** Excalidraw drew its interactive canvas, and the server said whether I may draw. */
  async canvasReady(): Promise<void> {
    await this.canvas.locator("canvas.interactive").waitFor({ timeout: 30_000 });
    await this.page.locator('[data-testid="memo-viewer"]:not([data-access="pending"])').waitFor();
  }

  /** How many elements the canvas shows (deleted ones not counted). */
  async elementCount(): Promise<number> {
    return Number((await this.canvas.getAttribute("data-elements")) ?? "-1");
  }

  async isEditable(): Promise<boolean> {
    return (await this.canvas.getAttribute("data-editable")) === "true";
  }

  /**
   * Draws a rectangle by dragging from (x, y) to (x + w, y + h), relative to the canvas's corner;
   * keep x above ~250, right of the style panel the rectangle tool opens.
   */
  async drawRectangle(x: number, y: number, w = 120, h = 80): Promise<void> {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error("the drawing canvas is not on screen");
    // A viewer has no toolbar: the drag then only pans the view.
    const tool = this.canvas.getByTestId("toolbar-rectangle");
    if ((await tool.count()) > 0) await tool.check({ force: true });
    await this.page.mouse.move(box.x + x, box.y + y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + x + w / 2, box.y + y + h / 2, { steps: 5 });
    await this.page.mouse.move(box.x + x + w, box.y + y + h, { steps: 5 });
    await this.page.mouse.up();
  }
}
