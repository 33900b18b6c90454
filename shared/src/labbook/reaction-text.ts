import { translate } from "../i18n";
import type { Locale } from "../i18n/locale";
import { labBookTables, reactionCells, type LabBookTable } from "./document";
import {
  calculateReactionTables,
  printedCells,
  printedColumns,
  printedName,
  type ReactionRowCalc,
} from "./reaction-view";

/**
 * A reaction table as a reader sees it, in words: headings in the reader's language, each row's
 * cells as the table shows them (computed quantities with their units, the limiting reactant,
 * CAS and formula by the name). What a version shows and what its diff compares.
 */
export interface ReadableTable {
  table: LabBookTable;
  columns: string[];
  rows: string[][];
}

/** A book's three tables, each as its rows' JSON (Y.Map#toJSON: typed cells are strings). */
export type ReactionTablesJson = Record<LabBookTable, ReadonlyArray<Record<string, unknown>>>;

const cellOf = (row: Record<string, unknown> | undefined) => (key: string) => {
  const value = row?.[key];
  return typeof value === "string" ? value : "";
};

function nameCell(locale: Locale, calc: ReactionRowCalc, name: string): string {
  const facts = printedName(calc);
  const parts = [name.trim()];
  if (facts.limiting) parts[0] = `${parts[0]} (${translate(locale, "stoichiometry.columns.limiting")})`.trim();
  if (facts.cas) parts.push(translate(locale, "stoichiometry.cas", { cas: facts.cas }));
  if (facts.formula) {
    const hill = facts.formula.hill;
    parts.push(
      hill && hill !== facts.formula.entered
        ? `${facts.formula.entered} (${translate(locale, "stoichiometry.hillOrder")}: ${hill})`
        : facts.formula.entered,
    );
  }
  if (facts.legacyAmount) parts.push(translate(locale, "stoichiometry.oldAmount", { text: facts.legacyAmount }));
  return parts.filter(Boolean).join(" · ");
}

/**
 * The reactants, supplies and products tables in words. `mwOfSmiles` gives a structure's
 * molecular weight (null while unknown: the typed formula's is used), as on the screen.
 */
export function readableReactionTables(
  locale: Locale,
  tables: ReactionTablesJson,
  mwOfSmiles: (smiles: string) => number | null,
): ReadableTable[] {
  const calcs = calculateReactionTables(tables.reactants, tables.products, mwOfSmiles);
  return labBookTables.map((table): ReadableTable => {
    const rows = tables[table];
    if (table === "supplies") {
      return {
        table,
        columns: reactionCells.map((cell) => translate(locale, `labBook.tables.cells.${cell}`)),
        rows: rows.map((row) => reactionCells.map((cell) => cellOf(row)(cell))),
      };
    }
    const columns = printedColumns(table).filter((column) => column !== "structure");
    return {
      table,
      columns: columns.map((column) => translate(locale, `stoichiometry.columns.${column}`)),
      rows: calcs[table].map((calc, index) => {
        const cell = cellOf(rows[index]);
        return [
          nameCell(locale, calc, cell("name")),
          ...printedCells(table, calc, cell).map(({ text }) => text.trim()),
        ];
      }),
    };
  });
}

/** One row as one line of text, for a diff: each non-empty cell after its heading. */
export function readableRowLine(columns: readonly string[], row: readonly string[]): string {
  return row
    .map((text, index) => (text ? `${columns[index] ?? ""}: ${text}` : ""))
    .filter(Boolean)
    .join(" · ");
}
