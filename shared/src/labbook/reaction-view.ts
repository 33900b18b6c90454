import { hillFormula } from "../chem/formula";
import {
  computeStoichiometry,
  formatMolecularWeight,
  formatRatio,
  formatSignificant,
  type StoichiometryResult,
} from "../chem/stoichiometry";
import { fromMg, fromMmol, fromUl } from "../chem/units";
import { molecularWeightOfFormula } from "../chem/weights";
import type { StoichiometryTable } from "./document";
import { limitingIndex, readReactionRow, stoichiometryRows, type ReactionRowReading } from "./reaction-row";

/** Headings of the stoichiometry columns (i18n keys under `stoichiometry.columns`). */
export type StoichiometryColumn =
  | "limiting"
  | "structure"
  | "name"
  | "mw"
  | "equiv"
  | "moles"
  | "mass"
  | "volume"
  | "concentration"
  | "purity"
  | "density"
  | "theoretical"
  | "actualMass"
  | "yield"
  | "note";

/** One reactant or product row as every screen, the print view and the export compute it. */
export interface ReactionRowCalc {
  reading: ReactionRowReading;
  result: StoichiometryResult;
  /** The one limiting reactant. */
  limiting: boolean;
  /** The weight from the structure (or the typed formula), used while the MW cell is empty. */
  mwFromStructure: number | null;
}

/**
 * The reactants and products tables computed together (products follow the limiting reactant),
 * from the rows' JSON (Y.Map#toJSON). `mwOfSmiles` gives the molecular weight a structure has
 * (openchemlib, wherever it runs), null while it is unknown; the typed formula is the fallback.
 */
export function calculateReactionTables(
  reactantRows: ReadonlyArray<Record<string, unknown>>,
  productRows: ReadonlyArray<Record<string, unknown>>,
  mwOfSmiles: (smiles: string) => number | null,
): { reactants: ReactionRowCalc[]; products: ReactionRowCalc[] } {
  const reactants = reactantRows.map((row) => readReactionRow(row, "reactant"));
  const products = productRows.map((row) => readReactionRow(row, "product"));
  const mwOf = (reading: ReactionRowReading) =>
    (reading.smiles ? mwOfSmiles(reading.smiles) : null) ??
    (reading.formula ? molecularWeightOfFormula(reading.formula) : null);
  const results = computeStoichiometry(stoichiometryRows(reactants, products, mwOf));
  const limiting = limitingIndex(reactants);
  const calc = (readings: ReactionRowReading[], offset: number): ReactionRowCalc[] =>
    readings.map((reading, index) => ({
      reading,
      result: results[offset + index] as StoichiometryResult,
      limiting: offset === 0 && index === limiting,
      mwFromStructure: reading.mw === null ? mwOf(reading) : null,
    }));
  return { reactants: calc(reactants, 0), products: calc(products, reactants.length) };
}

/** A value cell on paper: its text with the unit, and whether members typed it (the row's basis). */
export interface PrintedCell {
  column: Exclude<StoichiometryColumn, "structure" | "name" | "limiting">;
  text: string;
  typed: boolean;
}

/** What the name cell of a row says on paper, besides the name itself. */
export interface PrintedName {
  limiting: boolean;
  cas: string;
  /** The formula as typed, and in Hill order (null when it is no formula). */
  formula: { entered: string; hill: string | null } | null;
  /** A book written before the stoichiometry table: its amount as written. */
  legacyAmount: string | null;
}

/** The columns a printed or exported table has, in order (the screen's, without its controls). */
export function printedColumns(table: StoichiometryTable): StoichiometryColumn[] {
  return table === "reactants"
    ? ["structure", "name", "mw", "equiv", "moles", "mass", "volume", "concentration", "purity", "density", "note"]
    : ["structure", "name", "mw", "equiv", "moles", "theoretical", "actualMass", "yield", "purity", "note"];
}

const withUnit = (value: number | null, unit = "") =>
  value === null ? "" : `${formatSignificant(value)}${unit ? ` ${unit}` : ""}`;

/**
 * A row's value cells as the table shows them: computed numbers to 4 significant figures with the
 * unit the row shows them in, typed properties as typed. `cell` reads a typed cell's text.
 */
export function printedCells(
  table: StoichiometryTable,
  calc: ReactionRowCalc,
  cell: (key: string) => string,
): PrintedCell[] {
  const { reading, result } = calc;
  const { units } = reading;
  const typed = (column: string) => reading.basis === column;
  const mw = reading.mw ?? calc.mwFromStructure;
  const typedWithUnit = (key: string, unit: string) => (cell(key).trim() ? `${cell(key).trim()} ${unit}` : "");
  const cells: PrintedCell[] = [
    { column: "mw", text: mw === null ? "" : formatMolecularWeight(mw), typed: reading.mw !== null },
    { column: "equiv", text: result.equiv === null ? "" : formatRatio(result.equiv), typed: typed("equiv") },
    {
      column: "moles",
      text: withUnit(result.mmol === null ? null : fromMmol(result.mmol, units.moles), units.moles),
      typed: typed("moles"),
    },
  ];
  if (table === "reactants") {
    cells.push(
      {
        column: "mass",
        text: withUnit(result.massMg === null ? null : fromMg(result.massMg, units.mass), units.mass),
        typed: typed("mass"),
      },
      {
        column: "volume",
        text: withUnit(result.volumeUl === null ? null : fromUl(result.volumeUl, units.volume), units.volume),
        typed: typed("volume"),
      },
      { column: "concentration", text: typedWithUnit("concentration", units.concentration), typed: true },
      { column: "purity", text: cell("purity").trim(), typed: true },
      { column: "density", text: cell("density").trim(), typed: true },
    );
  } else {
    const theoretical = result.theoreticalMassMg === null ? null : fromMg(result.theoreticalMassMg, units.mass);
    cells.push(
      { column: "theoretical", text: withUnit(theoretical, units.mass), typed: false },
      { column: "actualMass", text: typedWithUnit("actualMass", units.actualMass), typed: true },
      { column: "yield", text: withUnit(result.yieldPercent), typed: false },
      { column: "purity", text: cell("purity").trim(), typed: true },
    );
  }
  cells.push({ column: "note", text: cell("note"), typed: true });
  return cells;
}

/** The name cell's facts: the limiting mark, CAS, the formula as entered and in Hill order. */
export function printedName(calc: ReactionRowCalc): PrintedName {
  const { reading } = calc;
  return {
    limiting: calc.limiting,
    cas: reading.cas,
    formula: reading.formula ? { entered: reading.formula, hill: hillFormula(reading.formula) } : null,
    legacyAmount: reading.legacyAmount,
  };
}
