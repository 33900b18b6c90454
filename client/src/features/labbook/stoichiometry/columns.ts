import type { CSSProperties } from "react";
import type { StoichiometryColumn, StoichiometryTable } from "@enote/shared";

/** The row number and name stay in view while the table scrolls sideways (tablets). */
export const stickyCell = (left: number, width: number): CSSProperties => ({
  position: "sticky",
  left,
  zIndex: 1,
  minWidth: width,
  width,
  background: "var(--mantine-color-body)",
});

/** Headings of the stoichiometry columns (i18n keys under stoichiometry.columns). */
export type ColumnName = StoichiometryColumn;

/** The cells each row shows in its detail, under the quantities, rather than as columns. */
export const detailColumns = (table: StoichiometryTable): ("density" | "note")[] =>
  table === "reactants" ? ["density", "note"] : ["note"];

export interface ColumnLayout {
  /** The row number's width (with the detail toggle under it). */
  number: number;
  /** The name's width (names wrap within it). */
  name: number;
  columns: { key: ColumnName | "delete"; width: number }[];
  /** The whole table's width. */
  width: number;
}

/**
 * Columns after the number and the name, with their widths (px). Density and note are in each
 * row's detail, so the reactants fit the experiment page of a 1440 px screen (its content is
 * 1320 px at most) without sideways scrolling; a tablet scrolls the quantities under the name.
 */
export function stoichiometryColumns(table: StoichiometryTable, editable: boolean): ColumnLayout {
  const reactant = table === "reactants";
  const columns = [
    ...(reactant ? [{ key: "limiting" as const, width: 64 }] : []),
    { key: "structure" as const, width: 88 },
    { key: "mw" as const, width: 96 },
    { key: "equiv" as const, width: 88 },
    { key: "moles" as const, width: 130 },
    ...(reactant
      ? [
          { key: "mass" as const, width: 130 },
          { key: "volume" as const, width: 130 },
          { key: "concentration" as const, width: 124 },
        ]
      : [
          { key: "theoretical" as const, width: 150 },
          { key: "actualMass" as const, width: 130 },
          { key: "yield" as const, width: 84 },
        ]),
    { key: "purity" as const, width: 88 },
    ...(editable ? [{ key: "delete" as const, width: 48 }] : []),
  ];
  const number = 48;
  const name = 200;
  return { number, name, columns, width: number + name + columns.reduce((sum, column) => sum + column.width, 0) };
}
