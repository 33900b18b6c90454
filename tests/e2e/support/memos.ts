import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import type { Locator, Page } from "playwright-core";
import { WebSocket } from "ws";
import * as Y from "yjs";

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

  /** How many images Excalidraw holds the bytes of (placed here, or fetched for another's element). */
  async fileCount(): Promise<number> {
    return Number((await this.canvas.getAttribute("data-files")) ?? "-1");
  }

  /** Drops an image file onto the drawing at (x, y) from its corner, as one dragged from the desktop arrives. */
  async dropImage(name: string, bytes: Buffer, x = 500, y = 300): Promise<void> {
    await this.canvas.locator("canvas.interactive").evaluate(
      (element, file) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
        const box = element.getBoundingClientRect();
        const at = { clientX: box.left + file.x, clientY: box.top + file.y, bubbles: true, cancelable: true };
        element.dispatchEvent(new DragEvent("dragover", { ...at, dataTransfer: data }));
        element.dispatchEvent(new DragEvent("drop", { ...at, dataTransfer: data }));
      },
      { name, bytes: Array.from(bytes), x, y },
    );
  }

  /** Pixels of pure red (255, 0, 0) on the drawn canvas: a red image is really drawn. */
  async redPixels(): Promise<number> {
    return this.canvas.locator("canvas.static").evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
      let red = 0;
      for (let i = 0; pixels && i < pixels.length; i += 4) {
        if (pixels[i] === 255 && pixels[i + 1] === 0 && pixels[i + 2] === 0) red += 1;
      }
      return red;
    });
  }
}

/** A memo's document as the collab server holds it, read over the socket as a member's client would. */
export async function storedMemo(baseUrl: string, memoIdx: number, token: string): Promise<Record<string, unknown>> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: `memo.${memoIdx}`, document: doc, token });
  provider.attach();
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the memo did not sync in 15 s")), 15_000);
      provider.on("synced", ({ state }: { state: boolean }) => {
        if (!state) return;
        clearTimeout(timer);
        resolve();
      });
    });
    return doc.getMap("elements").toJSON();
  } finally {
    provider.destroy();
    socket.destroy();
  }
}
