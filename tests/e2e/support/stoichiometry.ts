import type { Locator } from "playwright-core";
import { ExperimentPage, type TableName } from "./experiment";

/** The reactants and products tables of an open book, with the stoichiometry controls. */
export class StoichiometryTables extends ExperimentPage {
  row(table: TableName, row: number): Locator {
    return this.rows(table).nth(row);
  }

  /** Links row `row` to the first inventory item the picker finds for `query`. */
  async pick(table: TableName, row: number, query: string, expectedName: string): Promise<void> {
    await this.row(table, row).getByTestId("inventory-picker-open").click();
    const picker = this.page.getByTestId("inventory-picker");
    await picker.getByTestId("inventory-picker-search").fill(query);
    await picker.getByTestId("inventory-picker-item").filter({ hasText: expectedName }).first().click();
    await picker.waitFor({ state: "hidden" });
  }

  /** What a cell shows now (a typed value or a computed one). */
  value(table: TableName, row: number, cell: Parameters<ExperimentPage["cell"]>[2]): Promise<string> {
    return this.cell(table, row, cell).inputValue();
  }

  /** Draws a structure by typing its SMILES into the structure editor of a row. */
  async drawSmiles(table: TableName, row: number, smiles: string): Promise<void> {
    await this.row(table, row).getByTestId("structure-edit").click();
    const editor = this.page.getByTestId("structure-editor");
    await editor.getByTestId("structure-editor-smiles").fill(smiles);
    await editor.getByTestId("structure-editor-smiles").press("Enter");
    await editor.getByTestId("structure-editor-apply").click();
    await editor.waitFor({ state: "detached" });
  }
}
