import { readNumber } from "../inventory/number";

/**
 * What a reaction table's amount cell holds. The cell stays free text (co-edited character by
 * character, and half-typed text such as "1." passes through on its way), so this reading is how
 * anything that shows or computes with an amount learns whether it is one: only `value` is a
 * number, and text that is no amount never becomes one.
 */
export type ReactionAmount =
  { ok: true; value: number | null } | { ok: false; messageKey: "labBook.tables.amountInvalid" };

/** Reads an amount cell with the app's number reader ("1,000", "1.5", "1,5"); empty is no value. */
export function readReactionAmount(text: string): ReactionAmount {
  const reading = readNumber(text);
  if (!reading.ok || (reading.value !== null && (reading.value < 0 || !Number.isFinite(reading.value)))) {
    return { ok: false, messageKey: "labBook.tables.amountInvalid" };
  }
  return { ok: true, value: reading.value };
}
