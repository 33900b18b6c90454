import type { AmountUnit } from "../inventory/schema";

/** Units of mass, volume, amount of substance and concentration a reaction table converts between. */
export const massUnits = ["mg", "g", "kg"] as const;
export type MassUnit = (typeof massUnits)[number];
/** `µL` is written with the micro sign (U+00B5), as the inventory's units are. */
export const volumeUnits = ["µL", "mL", "L"] as const;
export type VolumeUnit = (typeof volumeUnits)[number];
export const moleUnits = ["mmol", "mol"] as const;
export type MoleUnit = (typeof moleUnits)[number];
/** M is mol/L; mM is mmol/L. */
export const concentrationUnits = ["M", "mM"] as const;
export type ConcentrationUnit = (typeof concentrationUnits)[number];

// Each unit in the base unit of its kind: mg, µL, mmol, mol/L.
const mgPer: Record<MassUnit, number> = { mg: 1, g: 1e3, kg: 1e6 };
const ulPer: Record<VolumeUnit, number> = { µL: 1, mL: 1e3, L: 1e6 };
const mmolPer: Record<MoleUnit, number> = { mmol: 1, mol: 1e3 };
const molarPer: Record<ConcentrationUnit, number> = { M: 1, mM: 1e-3 };

export const toMg = (value: number, unit: MassUnit): number => value * mgPer[unit];
export const fromMg = (mg: number, unit: MassUnit): number => mg / mgPer[unit];
export const toUl = (value: number, unit: VolumeUnit): number => value * ulPer[unit];
export const fromUl = (ul: number, unit: VolumeUnit): number => ul / ulPer[unit];
export const toMmol = (value: number, unit: MoleUnit): number => value * mmolPer[unit];
export const fromMmol = (mmol: number, unit: MoleUnit): number => mmol / mmolPer[unit];
/** A concentration in mol/L. */
export const toMolar = (value: number, unit: ConcentrationUnit): number => value * molarPer[unit];
export const fromMolar = (molar: number, unit: ConcentrationUnit): number => molar / molarPer[unit];

export const isMassUnit = (unit: string): unit is MassUnit => (massUnits as readonly string[]).includes(unit);
export const isVolumeUnit = (unit: string): unit is VolumeUnit => (volumeUnits as readonly string[]).includes(unit);
export const isMoleUnit = (unit: string): unit is MoleUnit => (moleUnits as readonly string[]).includes(unit);

/** What a substance's amounts convert with. Purity in percent (null: 100), density in g/mL, MW in g/mol. */
export interface SubstanceProperties {
  mw?: number | null;
  density?: number | null;
  purity?: number | null;
}

/** A positive finite number, else null: a missing or nonsensical property converts nothing. */
const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/** Purity as a fraction (0–1]; null when it is outside (0, 100] %. Unset purity is 100 %. */
export function purityFraction(purity: number | null | undefined): number | null {
  if (purity === null || purity === undefined) return 1;
  return Number.isFinite(purity) && purity > 0 && purity <= 100 ? purity / 100 : null;
}

type Kind = "mass" | "volume" | "mole" | "ea";
const kindOf = (unit: AmountUnit): Kind =>
  isMassUnit(unit) ? "mass" : isVolumeUnit(unit) ? "volume" : isMoleUnit(unit) ? "mole" : "ea";

/** The amount in mg of the (impure) material; null when it cannot be known. */
function asMg(value: number, unit: AmountUnit, props: SubstanceProperties): number | null {
  if (isMassUnit(unit)) return toMg(value, unit);
  if (isVolumeUnit(unit)) {
    const density = positive(props.density);
    return density === null ? null : toUl(value, unit) * density; // g/mL is mg/µL
  }
  if (isMoleUnit(unit)) {
    const mw = positive(props.mw);
    const fraction = purityFraction(props.purity);
    // The mass to weigh for that many mmol of the pure compound: mmol · g/mol = mg, over purity.
    return mw === null || fraction === null ? null : (toMmol(value, unit) * mw) / fraction;
  }
  return null;
}

/**
 * Converts an amount of one substance between the inventory's units: within a kind always;
 * mass ↔ volume with density; mass ↔ mmol/mol with MW (moles count the pure compound, so purity
 * scales them); volume ↔ moles with both. Pieces (ea) convert only to pieces. Null when the
 * properties it needs are missing or the value is no finite number.
 */
export function convertAmount(
  value: number,
  fromUnit: AmountUnit,
  toUnit: AmountUnit,
  props: SubstanceProperties = {},
): number | null {
  if (!Number.isFinite(value)) return null;
  const from = kindOf(fromUnit);
  const to = kindOf(toUnit);
  if (from === "ea" || to === "ea") return from === to ? value : null;
  if (from === to) {
    if (isMassUnit(fromUnit) && isMassUnit(toUnit)) return fromMg(toMg(value, fromUnit), toUnit);
    if (isVolumeUnit(fromUnit) && isVolumeUnit(toUnit)) return fromUl(toUl(value, fromUnit), toUnit);
    if (isMoleUnit(fromUnit) && isMoleUnit(toUnit)) return fromMmol(toMmol(value, fromUnit), toUnit);
  }
  const mg = asMg(value, fromUnit, props);
  if (mg === null) return null;
  if (isMassUnit(toUnit)) return fromMg(mg, toUnit);
  if (isVolumeUnit(toUnit)) {
    const density = positive(props.density);
    return density === null ? null : fromUl(mg / density, toUnit);
  }
  if (isMoleUnit(toUnit)) {
    const mw = positive(props.mw);
    const fraction = purityFraction(props.purity);
    return mw === null || fraction === null ? null : fromMmol((mg * fraction) / mw, toUnit);
  }
  return null;
}
