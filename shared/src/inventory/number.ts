/**
 * How a typed or imported number (amount, molecular weight, purity) was read. `ambiguous` is a
 * single comma followed by exactly three digits ("1,000"): a thousands separator to most of our
 * members, a decimal comma to others. Guessing would silently store a value 1000 times off, so
 * the member is asked to write it unambiguously instead.
 */
export type NumberReading =
  | { ok: true; value: number | null }
  | { ok: false; problem: "invalid" | "ambiguous"; messageKey: "validation.number" | "validation.numberAmbiguous" };

const invalid: NumberReading = { ok: false, problem: "invalid", messageKey: "validation.number" };
const ambiguous: NumberReading = { ok: false, problem: "ambiguous", messageKey: "validation.numberAmbiguous" };
const value = (text: string): NumberReading => ({ ok: true, value: Number(text) });

const plain = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** 1,234 or 1,234,567 — optionally with a decimal point part: commas group thousands. */
const grouped = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
const oneComma = /^([+-]?)(\d+),(\d+)$/;

/**
 * Reads a number as people write it: "1000", "1.5", "1,234.5" and "1,234,567" (comma groups of
 * three), "1,5" (a decimal comma, as European keyboards type it), "2e-3". Empty text is no value
 * (null). A lone "1,000" or "12,345" is refused as ambiguous; anything else that is not a number
 * is refused as invalid. Range rules (not negative, at most 100 %) are the schema's.
 */
export function readNumber(text: string): NumberReading {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (plain.test(trimmed)) return value(trimmed);
  const comma = oneComma.exec(trimmed);
  if (comma) {
    const [, sign = "", whole = "", fraction = ""] = comma;
    // A thousands group is three digits after one to three leading digits that are not a lone 0.
    const couldGroup = fraction.length === 3 && whole.length <= 3 && whole !== "0";
    if (couldGroup) return ambiguous;
    return value(`${sign}${whole}.${fraction}`);
  }
  if (grouped.test(trimmed)) return value(trimmed.replace(/,/g, ""));
  return invalid;
}
