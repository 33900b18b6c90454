import { readNumber } from "../inventory/number";

/** Why a reaction table's number cell is no amount; each key says so in both languages. */
export type ReactionAmountMessageKey =
  | "labBook.tables.amountInvalid"
  | "labBook.tables.amountNegative"
  | "labBook.tables.amountTooLarge"
  | "labBook.tables.amountSeparator";

/**
 * What a reaction table's amount cell holds. The cell stays free text (co-edited character by
 * character, and half-typed text such as "1." passes through on its way), so this reading is how
 * anything that shows or computes with an amount learns whether it is one: only `value` is a
 * number, and text that is no amount never becomes one.
 */
export type ReactionAmount = { ok: true; value: number | null } | { ok: false; messageKey: ReactionAmountMessageKey };

/**
 * Reads an amount cell with the app's one number rule (readNumber: the lab's decimal point, no
 * thousands separator guessed); empty is no value. A negative or unbounded number is refused
 * with its own message, not "not a number".
 */
export function readReactionAmount(text: string): ReactionAmount {
  const reading = readNumber(text);
  if (!reading.ok) {
    const separator = reading.messageKey === "validation.numberSeparator";
    return { ok: false, messageKey: separator ? "labBook.tables.amountSeparator" : "labBook.tables.amountInvalid" };
  }
  if (reading.value === null) return { ok: true, value: null };
  if (!Number.isFinite(reading.value)) return { ok: false, messageKey: "labBook.tables.amountTooLarge" };
  if (reading.value < 0) return { ok: false, messageKey: "labBook.tables.amountNegative" };
  return { ok: true, value: reading.value };
}

/** A change of a quantity this many times up or down is worth a second look (a slipped comma or unit). */
export const largeChangeFactorMin = 100;

/**
 * How many times larger or smaller a typed quantity became (`after` against `before`, the value
 * when the member started editing the cell), when that is ×100 or more; null for a smaller
 * change, a first entry or no number. The table shows it as a warning; the value is kept.
 */
export function largeChangeFactor(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0 || after <= 0) return null;
  const factor = Math.max(after / before, before / after);
  return factor >= largeChangeFactorMin ? factor : null;
}
