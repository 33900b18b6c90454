import { convertAmount } from "../chem/units";
import type { AmountUnit } from "./schema";

/** What a bottle's alert is about (issue 40): expired, expiring within `expiringWithinDays`, or below its level. */
export const inventoryAlertStates = ["expired", "expiring", "lowStock"] as const;
export type InventoryAlertState = (typeof inventoryAlertStates)[number];

/** A bottle is "expiring" from this many days before its due date. */
export const expiringWithinDays = 30;

/** The calendar day `days` after a YYYY-MM-DD day (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const moved = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * The expiry state of a bottle due on `due` (YYYY-MM-DD) on the lab's day `today`. The due day
 * itself is the last day of use — a label's "expires 2026-03-01" means "use by" — so a bottle is
 * expired only from the day after (due < today), and expiring from `expiringWithinDays` before it
 * through the due day. YYYY-MM-DD strings compare as dates.
 */
export function expiryState(due: string | null, today: string): "expired" | "expiring" | null {
  if (due === null) return null;
  if (due < today) return "expired";
  if (due <= addDays(today, expiringWithinDays)) return "expiring";
  return null;
}

/** What an amount converts with: the bottle's molecular weight, density and purity. */
export interface BottleFacts {
  amount: number;
  unit: AmountUnit;
  molWeight: number | null;
  density: number | null;
  purerate: number | null;
}

const propsOf = (bottle: BottleFacts) => ({ mw: bottle.molWeight, density: bottle.density, purity: bottle.purerate });

/** A low-stock level in the bottle's own unit (convertAmount with its MW, density and purity); null when it does not convert. */
export function levelInBottleUnit(level: { amount: number; unit: AmountUnit }, bottle: BottleFacts): number | null {
  return convertAmount(level.amount, level.unit, bottle.unit, propsOf(bottle));
}

/**
 * Whether the stock is below a bottle's level: `stock` is the bottle itself, or every in-use
 * bottle of its catalog number (each converted to this bottle's unit with its own facts; one that
 * does not convert is not counted). Exactly at the level is not below. Null when the level itself
 * does not convert to the bottle's unit.
 */
export function isBelowLevel(
  bottle: BottleFacts,
  level: { amount: number; unit: AmountUnit },
  stock: readonly BottleFacts[] = [bottle],
): boolean | null {
  const threshold = levelInBottleUnit(level, bottle);
  if (threshold === null) return null;
  let total = 0;
  for (const other of stock) total += convertAmount(other.amount, other.unit, bottle.unit, propsOf(other)) ?? 0;
  // Rounding left by conversion (0.5 L as 499.99999999 mL) is not a difference anyone measured.
  return Number(total.toPrecision(12)) < Number(threshold.toPrecision(12));
}
