import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import type { Locator, Page } from "playwright-core";
import { WebSocket } from "ws";
import * as Y from "yjs";

/** The lab book's sections in page order (their fragments are `section.<name>`). */
export const bookSections = ["goal", "procedure", "observation", "result", "futurePlan", "report"] as const;

/**
 * Writes `paragraphs` paragraphs into every section of a lab book over the collab socket, as a
 * member's editor would, so the book is long enough to scroll through.
 */
export async function fillBook(baseUrl: string, lbIdx: number, token: string, paragraphs = 12): Promise<void> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `labbook.${lbIdx}`,
    document: doc,
    token,
  });
  provider.attach();
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the book did not sync in 15 s")), 15_000);
      provider.on("synced", ({ state }: { state: boolean }) => {
        if (!state) return;
        clearTimeout(timer);
        resolve();
      });
    });
    doc.transact(() => {
      for (const section of bookSections) {
        const fragment = doc.getXmlFragment(`section.${section}`);
        for (let i = 0; i < paragraphs; i += 1) {
          const paragraph = new Y.XmlElement("paragraph");
          paragraph.insert(0, [new Y.XmlText(`${section} line ${i + 1}: stirred at room temperature, then filtered.`)]);
          fragment.insert(fragment.length, [paragraph]);
        }
      }
    });
    // Wait until the server has it: no unsynced changes left.
    await new Promise<void>((resolve) => {
      const check = () => (provider.hasUnsyncedChanges ? setTimeout(check, 50) : resolve());
      check();
    });
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

/** One member's meeting room page. */
export class MeetingRoomPage {
  constructor(readonly page: Page) {}

  async open(meetingIdx: number): Promise<void> {
    await this.page.goto(`/meeting?meetingIdx=${meetingIdx}`);
    await this.room.waitFor({ timeout: 30_000 });
    await this.page.locator('[data-testid="meeting-room"]:not([data-access="pending"])').waitFor({ timeout: 15_000 });
  }

  get room(): Locator {
    return this.page.getByTestId("meeting-room");
  }

  people(): Promise<string[]> {
    return this.page.getByTestId("meeting-person").allInnerTexts();
  }

  async tab(name: "minutes" | "whiteboard" | "presenter"): Promise<void> {
    await this.page.getByTestId(`meeting-tab-${name}`).click();
  }

  get minutes(): Locator {
    return this.page.getByTestId("meeting-minutes-editor");
  }

  async typeMinutes(text: string): Promise<void> {
    await this.tab("minutes");
    await this.minutes.click();
    await this.page.keyboard.press("End");
    await this.page.keyboard.press("Enter");
    await this.page.keyboard.type(text);
  }

  /** The presenter shows one of the group's books to the room. */
  async present(bookTitle: string): Promise<void> {
    await this.tab("presenter");
    await this.page.getByTestId("meeting-present-book").click();
    await this.page.getByRole("option").filter({ hasText: bookTitle }).click();
    await this.page.getByTestId("meeting-present").click();
    await this.page.locator('[data-testid="meeting-presenter-book"][data-ready="true"]').waitFor({ timeout: 30_000 });
  }

  /** Scrolls the presenter's book box to a fraction (0…1) of its height. */
  async scrollPresented(fraction: number): Promise<void> {
    await this.page.getByTestId("meeting-presenter-book").evaluate((element, f) => {
      element.scrollTop = f * (element.scrollHeight - element.clientHeight);
      element.dispatchEvent(new Event("scroll"));
    }, fraction);
  }

  get followed(): Locator {
    return this.page.getByTestId("meeting-follow-book");
  }

  async followedSection(): Promise<string> {
    return (await this.followed.getAttribute("data-section")) ?? "";
  }

  async followedScrollTop(): Promise<number> {
    return this.followed.evaluate((element) => element.scrollTop);
  }

  async drawRectangle(x = 400, y = 250): Promise<void> {
    await this.tab("whiteboard");
    const canvas = this.page.getByTestId("meeting-whiteboard");
    await canvas.locator("canvas.interactive").waitFor({ timeout: 30_000 });
    const box = await canvas.boundingBox();
    if (!box) throw new Error("the whiteboard is not on screen");
    await canvas.getByTestId("toolbar-rectangle").check({ force: true });
    await this.page.mouse.move(box.x + x, box.y + y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + x + 60, box.y + y + 40, { steps: 5 });
    await this.page.mouse.move(box.x + x + 120, box.y + y + 80, { steps: 5 });
    await this.page.mouse.up();
  }

  async whiteboardElements(): Promise<number> {
    return Number((await this.page.getByTestId("meeting-whiteboard").getAttribute("data-elements")) ?? "-1");
  }

  async addAction(text: string, assignee: string, due: string): Promise<void> {
    await this.page.getByTestId("meeting-action-text").fill(text);
    await this.page.getByTestId("meeting-action-assignee").click();
    await this.page.getByRole("option", { name: assignee }).click();
    await this.page.getByTestId("meeting-action-due").fill(due);
    await this.page.getByTestId("meeting-action-add").click();
  }
}
