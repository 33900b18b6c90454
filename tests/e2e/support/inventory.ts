import type { Download, Locator, Page } from "playwright-core";

/** A downloaded text file's content, without the BOM that lets Excel read Korean. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

export interface NewItem {
  name: string;
  nameEn?: string;
  casNo?: string;
  smiles?: string;
  amount: string;
  unit?: string;
  location?: string;
}

/** /inventory: search, filters, rows, selection and the print menu. */
export class InventoryListPage {
  constructor(readonly page: Page) {}

  async open(groupIdx: number): Promise<void> {
    await this.page.goto(`/inventory?groupIdx=${groupIdx}`);
    await this.page.getByTestId("inventory-page").waitFor();
  }

  search(): Locator {
    return this.page.getByTestId("inventory-search");
  }

  rows(): Locator {
    return this.page.getByTestId("inventory-row");
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByTestId("inventory-row-name").getByText(name, { exact: true }) });
  }

  /** The names the table shows now. */
  async names(): Promise<string[]> {
    return this.page.getByTestId("inventory-row-name").allTextContents();
  }

  /** Types `text` into the search box and waits until the list shows exactly `expected`. */
  async searchFor(text: string, expected: string[]): Promise<void> {
    await this.search().fill(text);
    await this.waitForNames(expected);
  }

  async waitForNames(expected: string[]): Promise<void> {
    const want = [...expected].sort().join("|");
    await this.page.waitForFunction(
      (target) => {
        const shown = Array.from(document.querySelectorAll('[data-testid="inventory-row-name"]'))
          .map((el) => el.textContent ?? "")
          .sort()
          .join("|");
        const empty = document.querySelector('[data-testid="inventory-no-match"], [data-testid="inventory-empty"]');
        return target === "" ? empty !== null : shown === target;
      },
      want,
      { timeout: 15_000 },
    );
  }

  async showState(state: "active" | "disused" | "all"): Promise<void> {
    await this.page.getByTestId(`inventory-state-${state}`).click();
    await this.page.waitForURL((url) => (url.searchParams.get("state") ?? "active") === state);
  }

  async select(name: string): Promise<void> {
    await this.row(name).locator('input[type="checkbox"]').check();
  }

  /** Picks a print page from the menu; it opens in a new tab, which is returned. */
  async print(kind: "label" | "labelPrinter" | "labelSheet" | "labelLocation" | "qrSheet"): Promise<Page> {
    const opened = this.page.context().waitForEvent("page");
    await this.page.getByTestId("print-menu").click();
    await this.page.getByTestId(`print-${kind}`).click();
    const printPage = await opened;
    await printPage.waitForLoadState();
    return printPage;
  }
}

/** The list's import dialog: upload → preview with row errors → import. */
export class ImportDialog {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId("inventory-import").click();
    // The modal's root has no box of its own: wait for what it shows.
    await this.page.getByTestId("import-file").waitFor();
  }

  /** Downloads the CSV template offered for a first import, as text. */
  async templateText(): Promise<string> {
    const downloaded = this.page.waitForEvent("download");
    await this.page.getByTestId("import-template-csv").click();
    return downloadedText(await downloaded);
  }

  /** Chooses a CSV file with the given text; the preview follows by itself. */
  async choose(name: string, csv: string): Promise<void> {
    const input = this.page.getByTestId("import-dialog").locator('input[type="file"]');
    await input.setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
    await this.page.getByTestId("import-summary").waitFor();
  }

  invalidRows(): Locator {
    return this.page.getByTestId("import-row-invalid");
  }

  validRows(): Locator {
    return this.page.getByTestId("import-row-valid");
  }

  async commit(): Promise<void> {
    await this.page.getByTestId("import-commit").click();
    await this.page.getByTestId("import-file").waitFor({ state: "detached" });
  }
}

/** /material: the group's supplies. */
export class MaterialListPage {
  constructor(readonly page: Page) {}

  async open(groupIdx: number): Promise<void> {
    await this.page.goto(`/material?groupIdx=${groupIdx}`);
    await this.page.getByTestId("material-page").waitFor();
  }

  row(name: string): Locator {
    return this.page.getByTestId("material-row").filter({ hasText: name });
  }

  /** Fills the open create or edit form with what is given, and saves it. */
  async fillAndSave(values: { name?: string; quantity?: string; spec?: string; consumable?: boolean }): Promise<void> {
    const p = this.page;
    await p.getByTestId("material-form").waitFor();
    if (values.name !== undefined) await p.getByTestId("material-name").fill(values.name);
    if (values.spec !== undefined) await p.getByTestId("material-spec").fill(values.spec);
    if (values.quantity !== undefined) await p.getByTestId("material-quantity").fill(values.quantity);
    if (values.consumable !== undefined)
      await p.getByTestId(values.consumable ? "material-consumable-yes" : "material-consumable-no").click();
    await p.getByTestId("material-save").click();
    await p.getByTestId("material-form").waitFor({ state: "detached" });
  }

  /** Names the table shows, once it shows exactly `expected` (in any order). */
  async waitForNames(expected: string[]): Promise<void> {
    const want = [...expected].sort().join("|");
    await this.page.waitForFunction(
      (target) => {
        const shown = Array.from(
          document.querySelectorAll('[data-testid="material-row"] [data-testid="material-row-name"]'),
        )
          .map((el) => el.textContent ?? "")
          .sort()
          .join("|");
        const empty = document.querySelector('[data-testid="material-no-match"], [data-testid="material-empty"]');
        return target === "" ? empty !== null : shown === target;
      },
      want,
      { timeout: 15_000 },
    );
  }
}

/** /inventory/experiment/{rowKey} and the create form at /inventory/experiment/new. */
export class InventoryItemPage {
  constructor(readonly page: Page) {}

  async open(rowKey: string): Promise<void> {
    await this.page.goto(`/inventory/experiment/${rowKey}`);
    await this.page.getByTestId("inventory-item").waitFor();
  }

  field(name: string): Locator {
    return this.page.getByTestId(`inventory-${name}`);
  }

  /** Fills the form's fields that `item` names. */
  async fill(item: Partial<NewItem>): Promise<void> {
    for (const [name, value] of Object.entries(item)) {
      if (value === undefined) continue;
      if (name === "unit") await this.field("unit").selectOption(value);
      else await this.field(name).fill(value);
    }
  }

  /** Saves the form and waits for the item's page; returns its rowKey. */
  async save(): Promise<string> {
    await this.page.getByTestId("inventory-save").click();
    await this.page.getByTestId("inventory-form").waitFor({ state: "detached" });
    await this.page.getByTestId("inventory-item").waitFor();
    return new URL(this.page.url()).pathname.split("/").pop() ?? "";
  }

  title(): Locator {
    return this.page.getByTestId("page-title");
  }

  async disuse(reason: string): Promise<void> {
    const p = this.page;
    await p.getByTestId("inventory-disuse").click();
    await p.getByTestId("disuse-reason").fill(reason);
    await p.getByTestId("disuse-submit").click();
    await p.getByTestId("inventory-disused-note").waitFor();
  }

  async restore(): Promise<void> {
    const p = this.page;
    await p.getByTestId("inventory-restore").click();
    await p.getByTestId("restore-dialog-confirm").click();
    await p.getByTestId("inventory-disuse").waitFor();
  }
}

/** The page boxes of a PDF, in points (Chromium writes each page's /MediaBox uncompressed). */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString("latin1");
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((match) => ({
    width: Number(match[3]) - Number(match[1]),
    height: Number(match[4]) - Number(match[2]),
  }));
}

/** Millimetres in PDF points (1 pt = 1/72 in). */
export const mmToPt = (mm: number) => (mm / 25.4) * 72;
