import type { GivenQuantity, StoichiometryRow } from "../chem/stoichiometry";
import { concentrationUnits, massUnits, moleUnits, volumeUnits } from "../chem/units";
import { readNumber } from "../inventory/number";
import { readReactionAmount, type ReactionAmountMessageKey } from "./reaction-amount";
import { quantityCells, reactionRowKeys, type QuantityCell, type ReactionTextCell } from "./document";

export type RowMassUnit = (typeof massUnits)[number];
export type RowVolumeUnit = (typeof volumeUnits)[number];
export type RowMoleUnit = (typeof moleUnits)[number];
export type RowConcentrationUnit = (typeof concentrationUnits)[number];
export type ReactionRole = StoichiometryRow["role"];

/** The units a row shows and is typed in; the table's defaults where the row names none. */
export interface RowUnits {
  mass: RowMassUnit;
  volume: RowVolumeUnit;
  moles: RowMoleUnit;
  concentration: RowConcentrationUnit;
  actualMass: RowMassUnit;
}

export const defaultRowUnits: RowUnits = {
  mass: "mg",
  volume: "µL",
  moles: "mmol",
  concentration: "M",
  actualMass: "mg",
};

/** What one reactant or product row says, read from its Y.Map as JSON (Y.Text cells are strings). */
export interface ReactionRowReading {
  role: ReactionRole;
  /** The linked inventory item, or null for a free row. */
  rowKey: string | null;
  /** The row carries the limiting flag (limitingIndex picks the one that counts). */
  limitingFlag: boolean;
  /** The quantity the members typed last; null when none is typed. */
  basis: QuantityCell | null;
  /** The basis is a quantity cell members typed (false: read from an old book's amount and unit). */
  basisTyped: boolean;
  /** The basis quantity with its unit, or null while it is empty or no number. */
  given: GivenQuantity | null;
  /** A book written before the stoichiometry table: its amount and unit as typed, when no quantity reads them. */
  legacyAmount: string | null;
  units: RowUnits;
  mw: number | null;
  /** % (100 when the cell is empty is the calculation's business, not the reading's). */
  purity: number | null;
  /** g/mL */
  density: number | null;
  /** mol/L, whatever unit it was typed in. */
  concentration: number | null;
  actualMass: { value: number; unit: RowMassUnit } | null;
  smiles: string;
  formula: string;
  cas: string;
  /** Typed cells whose text is no number (shown as errors; they count as empty). */
  invalid: ReactionTextCell[];
  /** Why each invalid cell is no amount: not a number, negative, too large, a comma. */
  invalidKeys: Partial<Record<ReactionTextCell, ReactionAmountMessageKey>>;
  /** The "use from stock" that deducted this row, once done. */
  used: { at: string; by: string } | null;
}

const text = (json: Record<string, unknown>, key: string): string => {
  const value = json[key];
  return typeof value === "string" ? value : "";
};

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Units as a member may have typed them in an old book's unit cell. */
function legacyUnit(unit: string): { cell: QuantityCell; unit: string } | null {
  const u = unit.trim().replace(/^u/i, "µ");
  const mass = massUnits.find((m) => m.toLowerCase() === u.toLowerCase());
  if (mass) return { cell: "mass", unit: mass };
  const volume = volumeUnits.find((v) => v.toLowerCase() === u.toLowerCase());
  if (volume) return { cell: "volume", unit: volume };
  const mole = moleUnits.find((m) => m.toLowerCase() === u.toLowerCase());
  if (mole) return { cell: "moles", unit: mole };
  if (/^(eq|equiv|equiv\.|eq\.|당량)$/i.test(u)) return { cell: "equiv", unit: "equiv" };
  return null;
}

/** Reads a row of the reactants or products table (old four-cell rows included). */
export function readReactionRow(json: Record<string, unknown>, role: ReactionRole): ReactionRowReading {
  const invalid: ReactionTextCell[] = [];
  const invalidKeys: Partial<Record<ReactionTextCell, ReactionAmountMessageKey>> = {};
  const num = (cell: ReactionTextCell): number | null => {
    const reading = readReactionAmount(text(json, cell));
    if (!reading.ok) {
      invalid.push(cell);
      invalidKeys[cell] = reading.messageKey;
      return null;
    }
    return reading.value;
  };
  const units: RowUnits = {
    mass: oneOf(json[reactionRowKeys.massUnit], massUnits, defaultRowUnits.mass),
    volume: oneOf(json[reactionRowKeys.volumeUnit], volumeUnits, defaultRowUnits.volume),
    moles: oneOf(json[reactionRowKeys.molesUnit], moleUnits, defaultRowUnits.moles),
    concentration: oneOf(json[reactionRowKeys.concentrationUnit], concentrationUnits, defaultRowUnits.concentration),
    actualMass: oneOf(json[reactionRowKeys.actualMassUnit], massUnits, defaultRowUnits.actualMass),
  };
  let basis = oneOf<QuantityCell | "">(json[reactionRowKeys.basis], quantityCells, "") || null;
  const basisTyped = basis !== null;
  let legacyAmount: string | null = null;
  let basisValue: number | null = null;
  if (basis) {
    basisValue = num(basis);
  } else {
    // Written before the stoichiometry table: the amount cell in the unit cell's unit.
    const amount = text(json, "amount").trim();
    const unitText = text(json, "unit").trim();
    const unit = legacyUnit(unitText);
    const value = readNumber(amount);
    if (unit && value.ok && value.value !== null && value.value >= 0) {
      basis = unit.cell;
      basisValue = value.value;
      if (unit.cell === "mass") units.mass = unit.unit as RowMassUnit;
      if (unit.cell === "volume") units.volume = unit.unit as RowVolumeUnit;
      if (unit.cell === "moles") units.moles = unit.unit as RowMoleUnit;
    } else if (amount || unitText) {
      legacyAmount = `${amount} ${unitText}`.trim();
    }
  }
  const concentration = num("concentration");
  const actualMass = num("actualMass");
  const usedAt = json[reactionRowKeys.usedAt];
  const usedBy = json[reactionRowKeys.usedBy];
  const rowKey = json[reactionRowKeys.rowKey];
  return {
    role,
    rowKey: typeof rowKey === "string" && rowKey !== "" ? rowKey : null,
    limitingFlag: role === "reactant" && json[reactionRowKeys.limiting] === true,
    basis,
    basisTyped,
    given: basis && basisValue !== null ? givenOf(basis, basisValue, units) : null,
    legacyAmount,
    units,
    mw: num("mw"),
    purity: num("purity"),
    density: num("density"),
    concentration: concentration === null ? null : units.concentration === "mM" ? concentration / 1000 : concentration,
    actualMass: actualMass === null ? null : { value: actualMass, unit: units.actualMass },
    smiles: text(json, "smiles").trim(),
    formula: text(json, "formula").trim(),
    cas: text(json, "cas").trim(),
    invalid,
    invalidKeys,
    used: typeof usedAt === "string" ? { at: usedAt, by: typeof usedBy === "string" ? usedBy : "" } : null,
  };
}

function givenOf(basis: QuantityCell, value: number, units: RowUnits): GivenQuantity {
  switch (basis) {
    case "equiv":
      return { quantity: "equiv", value };
    case "moles":
      return { quantity: "amount", value, unit: units.moles };
    case "mass":
      return { quantity: "mass", value, unit: units.mass };
    case "volume":
      return { quantity: "volume", value, unit: units.volume };
  }
}

/**
 * The one limiting reactant: the first row flagged (two members may flag two rows at once; every
 * screen then picks the same one), else the first reactant. -1 when there are no reactants.
 */
export function limitingIndex(reactants: readonly ReactionRowReading[]): number {
  const flagged = reactants.findIndex((row) => row.limitingFlag);
  return flagged >= 0 ? flagged : reactants.length > 0 ? 0 : -1;
}

/**
 * The calculation's rows: reactants, then products. `mwOf` gives a row's molecular weight when
 * its MW cell is empty (from its structure, computed on this screen). A product nobody gave a
 * quantity forms at 1 equivalent of the limiting reactant.
 */
export function stoichiometryRows(
  reactants: readonly ReactionRowReading[],
  products: readonly ReactionRowReading[],
  mwOf: (row: ReactionRowReading) => number | null = () => null,
): StoichiometryRow[] {
  const limiting = limitingIndex(reactants);
  const row = (reading: ReactionRowReading, isLimiting: boolean): StoichiometryRow => ({
    role: reading.role,
    mw: reading.mw ?? mwOf(reading),
    purity: reading.purity,
    density: reading.density,
    concentration: reading.concentration,
    limiting: isLimiting,
    given: reading.given ?? (reading.role === "product" ? { quantity: "equiv", value: 1 } : null),
    actualMass: reading.actualMass,
  });
  return [...reactants.map((r, i) => row(r, i === limiting)), ...products.map((p) => row(p, false))];
}
