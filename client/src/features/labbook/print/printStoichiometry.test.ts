import { describe, expect, it } from "vitest";
import { MantineProvider } from "@mantine/core";
import { calculateReactionTables } from "@enote/shared";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as Y from "yjs";
import type { ReactionRow } from "../content/reactionRows";
import { PrintStoichiometryTable } from "./PrintStoichiometryTable";

/** A reactant row as the book's document holds it: every typed cell a Y.Text. */
function documentRows(cells: Record<string, string>[]): ReactionRow[] {
  const doc = new Y.Doc();
  const array = doc.getArray<ReactionRow>("reactants");
  array.push(
    cells.map((values) => {
      const row = new Y.Map<unknown>() as ReactionRow;
      for (const [key, value] of Object.entries(values)) {
        const text = new Y.Text();
        text.insert(0, value);
        (row as Y.Map<unknown>).set(key, text);
      }
      return row;
    }),
  );
  return array.toArray();
}

describe("a printed reactants table", () => {
  const cells: Record<string, string>[] = [
    { name: "Cyclic peptide", cas: "104-92-7", mw: "1155.556", mass: "1155.556", basis: "mass" },
    { name: "Palladium acetate", cas: "3375-31-3", mw: "224.5", equiv: "0.05", basis: "equiv" },
  ];
  const rows = documentRows(cells);
  const { reactants } = calculateReactionTables(cells, [], () => null);
  const calcs = reactants.map((calc, index) => ({ ...calc, row: rows[index]!, structure: undefined }));
  const html = renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(PrintStoichiometryTable, { table: "reactants", rows: calcs })),
  );

  it("keeps each CAS number in one unbreakable token", () => {
    expect(html).toContain('<span class="print-cas">104-92-7</span>');
    expect(html).toContain('<span class="print-cas">3375-31-3</span>');
  });

  it("prints the molecular weight with two decimals and equivalents without trailing zeros", () => {
    const cell = (column: string) => [
      ...html.matchAll(new RegExp(`data-column="${column}">(?:<strong>)?([^<]*)<`, "g")),
    ];
    expect(cell("mw").map((match) => match[1])).toEqual(["1155.56", "224.50"]);
    expect(cell("equiv").map((match) => match[1])).toEqual(["1", "0.05"]);
  });
});
