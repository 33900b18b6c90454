import {
  concentrationUnits,
  isMassUnit,
  isMoleUnit,
  isVolumeUnit,
  fromMg,
  fromMmol,
  fromUl,
  readNumber,
  toMg,
  toMmol,
  toMolar,
  fromMolar,
  toUl,
  type ConcentrationUnit,
  type QuantityCell,
  type RowUnits,
  type StoichiometryResult,
} from "@enote/shared";

/** A computed quantity of a row in the unit the row shows it in. */
export function computedValue(cell: QuantityCell, result: StoichiometryResult, units: RowUnits): number | null {
  switch (cell) {
    case "equiv":
      return result.equiv;
    case "moles":
      return result.mmol === null ? null : fromMmol(result.mmol, units.moles);
    case "mass":
      return result.massMg === null ? null : fromMg(result.massMg, units.mass);
    case "volume":
      return result.volumeUl === null ? null : fromUl(result.volumeUl, units.volume);
  }
}

/** A number as typed text, without float noise (0.30000000000000004 → 0.3). */
export const numberText = (value: number) => String(Number(value.toPrecision(12)));

/** The kinds of unit a row's selects change. */
export type UnitKind = "mass" | "volume" | "moles" | "concentration";

function convert(value: number, kind: UnitKind, from: string, to: string): number | null {
  if (kind === "mass" && isMassUnit(from) && isMassUnit(to)) return fromMg(toMg(value, from), to);
  if (kind === "volume" && isVolumeUnit(from) && isVolumeUnit(to)) return fromUl(toUl(value, from), to);
  if (kind === "moles" && isMoleUnit(from) && isMoleUnit(to)) return fromMmol(toMmol(value, from), to);
  const molar = concentrationUnits as readonly string[];
  if (kind === "concentration" && molar.includes(from) && molar.includes(to)) {
    return fromMolar(toMolar(value, from as ConcentrationUnit), to as ConcentrationUnit);
  }
  return null;
}

/** Typed text re-expressed in another unit of its kind; null when the text is no number. */
export function convertTyped(text: string, kind: UnitKind, from: string, to: string): string | null {
  const reading = readNumber(text);
  if (!reading.ok || reading.value === null) return null;
  const converted = convert(reading.value, kind, from, to);
  return converted === null ? null : numberText(converted);
}
