import { fromMg, fromMmol, fromUl, type AmountUnit } from "@enote/shared";
import type { RowCalc } from "./useStoichiometry";

/**
 * What "use from stock" takes out of the row's bottle: the volume when a volume was typed, else
 * the mass to weigh, else the volume or amount; in the row's own unit (the server converts it to
 * the item's). Six significant figures: more than any balance reads, none of the float noise.
 */
export function rowDeduction({ reading, result }: RowCalc): { amount: number; unit: AmountUnit } | null {
  const round = (value: number) => Number(value.toPrecision(6));
  const { units } = reading;
  const volume =
    result.volumeUl === null ? null : { amount: round(fromUl(result.volumeUl, units.volume)), unit: units.volume };
  const mass = result.massMg === null ? null : { amount: round(fromMg(result.massMg, units.mass)), unit: units.mass };
  const moles = result.mmol === null ? null : { amount: round(fromMmol(result.mmol, units.moles)), unit: units.moles };
  const pick = reading.basis === "volume" ? (volume ?? mass) : (mass ?? volume ?? moles);
  return pick && pick.amount > 0 ? pick : null;
}

/** Linked reactants not yet deducted: the rows "use from stock" offers. */
export const usableRows = (rows: readonly RowCalc[]) =>
  rows.filter((row) => row.reading.rowKey !== null && row.reading.used === null);
