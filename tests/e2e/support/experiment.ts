import type { Locator, Page } from "playwright-core";

export type SectionName = "goal" | "procedure" | "observation" | "result" | "futurePlan" | "report";
export type TableName = "reactants" | "supplies" | "products";
export type CellName =
  | "name"
  | "amount"
  | "unit"
  | "note"
  | "mw"
  | "equiv"
  | "moles"
  | "mass"
  | "volume"
  | "concentration"
  | "purity"
  | "density"
  | "actualMass";

/**
 * A lab book's experiment page (/labBook/experiment/{lbIdx}, /auth/labBook/experiment/{lbIdx})
 * and the public view (/auth/labbook/share/{lbIdx}?key=…), which shows the same sections.
 */
export class ExperimentPage {
  constructor(readonly page: Page) {}

  async open(lbIdx: number, prefix = ""): Promise<void> {
    await this.page.goto(`${prefix}/labBook/experiment/${lbIdx}`);
    await this.loaded();
  }

  /** A share link (absolute or a path) opened in this page. */
  async openShared(link: string): Promise<void> {
    const url = new URL(link, "http://placeholder");
    await this.page.goto(url.pathname + url.search);
    await this.loaded();
  }

  /** The document arrived: the sections are there, bound to it. */
  async loaded(): Promise<void> {
    await this.page.getByTestId("labbook-content").waitFor();
  }

  section(name: SectionName): Locator {
    return this.page.getByTestId(`section-${name}-editor`);
  }

  /** A section's text without other members' caret labels (they are widgets inside the editor). */
  sectionText(name: SectionName): Promise<string> {
    return this.section(name).evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".collaboration-carets__caret").forEach((caret) => caret.remove());
      return copy.textContent ?? "";
    });
  }

  async isEditable(name: SectionName = "goal"): Promise<boolean> {
    return (await this.section(name).getAttribute("contenteditable")) === "true";
  }

  /** Types at the end of a section, as a member would after clicking into it. */
  async typeAtEnd(name: SectionName, text: string, delayMs = 0): Promise<void> {
    await this.section(name).click();
    await this.page.keyboard.press("ControlOrMeta+End");
    await this.page.keyboard.type(text, { delay: delayMs });
  }

  /** "connecting" | "offline" | "saving" | "saved" | "upToDate" | "live". */
  saveState(): Promise<string | null> {
    return this.page.getByTestId("save-status").getAttribute("data-state");
  }

  async waitSaveState(state: string, timeout = 15_000): Promise<void> {
    try {
      await this.page.locator(`[data-testid="save-status"][data-state="${state}"]`).waitFor({ timeout });
    } catch (error) {
      // Which state it was stuck in says where to look (a store that never ended, a lost connection).
      const now = await this.saveState().catch(() => "unknown");
      throw new Error(`save state "${state}" not shown within ${timeout} ms; it shows "${now}"`, { cause: error });
    }
  }

  /** Starts noting every save state the page shows, in order (see `recordedSaveStates`). */
  async recordSaveStates(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __saveStates: string[] }).__saveStates = seen;
      const note = () => {
        const state = document.querySelector('[data-testid="save-status"]')?.getAttribute("data-state");
        if (state && seen[seen.length - 1] !== state) seen.push(state);
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-state"],
      });
    });
  }

  recordedSaveStates(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __saveStates: string[] }).__saveStates);
  }

  title(): Locator {
    return this.page.getByTestId("labbook-title");
  }

  status(): Promise<string | null> {
    return this.page.getByTestId("labbook-status").getAttribute("data-status");
  }

  table(name: TableName): Locator {
    return this.page.getByTestId(`reaction-table-${name}`);
  }

  rows(name: TableName): Locator {
    return this.table(name).getByTestId("reaction-row");
  }

  /** A cell of a row, or of the row's detail when a compact table shows it there (openDetail). */
  cell(name: TableName, row: number, cell: CellName): Locator {
    const line = this.rows(name).nth(row);
    const detail = line.locator("xpath=following-sibling::tr[1][@data-testid='reaction-row-detail']");
    const id = `reaction-cell-${cell}`;
    return line.getByTestId(id).or(detail.getByTestId(id));
  }

  /** Opens a row's detail (density, note) when the table is compact (narrower than the full table). */
  async openDetail(name: TableName, row: number): Promise<void> {
    const toggle = this.rows(name).nth(row).getByTestId("reaction-detail-toggle");
    if ((await toggle.count()) > 0 && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }

  async addRow(name: TableName): Promise<void> {
    await this.table(name).getByTestId("reaction-add-row").click();
  }

  toolbar(): Locator {
    return this.page.getByTestId("editor-toolbar");
  }

  /** Clicks a formatting button of the toolbar (`tool-h1`, `tool-subscript`, `tool-bullet-list`…). */
  async tool(testId: string): Promise<void> {
    await this.toolbar().getByTestId(testId).click();
  }

  /** Inserts a link at the caret through the toolbar's link form; the address becomes the text. */
  async insertLink(url: string): Promise<void> {
    await this.tool("tool-link");
    await this.page.getByTestId("tool-link-url").fill(url);
    await this.page.getByTestId("tool-link-apply").click();
  }

  /** Inserts a table at the caret through the toolbar's table menu. */
  async insertTable(): Promise<void> {
    await this.tool("tool-table");
    await this.page.getByTestId("tool-table-insert").click();
  }

  /** Pastes plain text into a section at the caret, as the clipboard would. */
  async paste(name: SectionName, text: string): Promise<void> {
    await this.section(name).evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData("text/plain", pasted);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  /** How many elements match `selector` inside a section. */
  countIn(name: SectionName, selector: string): Promise<number> {
    return this.section(name).locator(selector).count();
  }

  /** The status history entries of the header: `end` | `complete` | `cancelEnd` and their text. */
  history(): Promise<Array<{ action: string; text: string }>> {
    return this.page
      .getByTestId("labbook-history-entry")
      .evaluateAll((entries) =>
        entries.map((entry) => ({ action: entry.getAttribute("data-action") ?? "", text: entry.textContent ?? "" })),
      );
  }

  presenceNames(): Promise<string[]> {
    return this.page
      .getByTestId("presence-member")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-name") ?? ""));
  }

  /**
   * End / Complete / End cancel, confirmed in their dialog. End and Complete are signatures: their
   * dialog takes the member's password again (and an optional meaning); it closes once signed.
   */
  async transition(
    action: "end" | "complete" | "cancelEnd",
    signing: { password: string; meaning?: string } | null = null,
  ): Promise<void> {
    await this.page.getByTestId(`labbook-${action}`).click();
    if (action !== "cancelEnd") {
      if (!signing) throw new Error(`${action} is a signature: give the member's password`);
      await this.page.getByTestId("labbook-sign-password").fill(signing.password);
      if (signing.meaning) await this.page.getByTestId("labbook-sign-meaning").fill(signing.meaning);
    }
    await this.page.getByTestId(`labbook-${action}-dialog-confirm`).click();
    if (action !== "cancelEnd") await this.page.getByTestId(`labbook-${action}-dialog`).waitFor({ state: "detached" });
  }

  /** The one line that says what verify.do found, once it has answered. */
  async verifiedLine(): Promise<{ state: string; text: string }> {
    const line = this.page.getByTestId("labbook-verified");
    await line.and(this.page.locator(":not([data-state='checking'])")).waitFor();
    return { state: (await line.getAttribute("data-state")) ?? "", text: (await line.textContent()) ?? "" };
  }

  /** Makes the book public and returns its share link. */
  async makePublic(): Promise<string> {
    const p = this.page;
    await p.getByTestId("labbook-share").click();
    await p.getByTestId("share-public").click();
    const link = p.getByTestId("share-link");
    await link.waitFor();
    const value = await link.inputValue();
    await p.getByTestId("share-close").click();
    return value;
  }
}

/** The lab book list (/labBook). */
export class LabBookListPage {
  constructor(readonly page: Page) {}

  async open(query = ""): Promise<void> {
    await this.page.goto(`/labBook${query}`);
    await this.page.getByTestId("labbook-list-page").waitFor();
  }

  rows(): Locator {
    return this.page.getByTestId("labbook-row");
  }

  row(lbIdx: number): Locator {
    return this.page.locator(`[data-testid="labbook-row"][data-lb-idx="${lbIdx}"]`);
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId("labbook-search").fill(text);
  }

  /** Creates a lab book in the dialog; the app opens it. Returns its lbIdx. */
  async create(projectName: string, title: string): Promise<number> {
    const p = this.page;
    await p.getByTestId("labbook-create").click();
    await p.getByTestId("labbook-create-projectIdx").click();
    await p.getByRole("option", { name: projectName }).click();
    await p.getByTestId("labbook-create-title").fill(title);
    await p.getByTestId("labbook-create-submit").click();
    await p.waitForURL((url) => /^\/labBook\/experiment\/\d+$/.test(url.pathname));
    return Number(new URL(p.url()).pathname.split("/").pop());
  }
}
