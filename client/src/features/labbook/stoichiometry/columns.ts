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

/** Columns after the number and the name, with their widths (px). */
export function stoichiometryColumns(
  table: StoichiometryTable,
  editable: boolean,
): { key: ColumnName | "delete"; width: number }[] {
  const reactant = table === "reactants";
  return [
    ...(reactant ? [{ key: "limiting" as const, width: 64 }] : []),
    { key: "structure", width: 96 },
    { key: "mw", width: 104 },
    { key: "equiv", width: 92 },
    { key: "moles", width: 140 },
    ...(reactant
      ? [
          { key: "mass" as const, width: 140 },
          { key: "volume" as const, width: 140 },
          { key: "concentration" as const, width: 130 },
        ]
      : [
          { key: "theoretical" as const, width: 150 },
          { key: "actualMass" as const, width: 140 },
          { key: "yield" as const, width: 84 },
        ]),
    { key: "purity", width: 92 },
    ...(reactant ? [{ key: "density" as const, width: 104 }] : []),
    { key: "note", width: 180 },
    ...(editable ? [{ key: "delete" as const, width: 52 }] : []),
  ];
}
