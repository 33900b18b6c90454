import { z } from "zod";

/**
 * How a typed or imported number (amount, molecular weight, purity, a supply's quantity) was read.
 */
export type NumberReading = { ok: true; value: number | null } | { ok: false; messageKey: "validation.number" };

const invalid: NumberReading = { ok: false, messageKey: "validation.number" };
const value = (text: string): NumberReading => ({ ok: true, value: Number(text) });

const plain = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** 1,000 or 1,234,567 — optionally with a decimal point part: commas group thousands ("0,125" does not). */
const grouped = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/;
const oneComma = /^([+-]?)(\d+),(\d+)$/;

/**
 * Reads a number as people write it: "1000", "1.5", "1,234.5", "1,000" and "1,234,567" (comma
 * groups of three), "1,5" (a decimal comma, as European keyboards type it), "2e-3". Empty text
 * is no value (null); anything else that is not a number is refused. Commas before groups of
 * three are thousands separators, because that is how E-Note itself writes numbers
 * (formatNumber: 1000 → "1,000"), and a member copies what the app shows back into a field.
 * Range rules (not negative, at most 100 %) are the schema's.
 */
export function readNumber(text: string): NumberReading {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (plain.test(trimmed)) return value(trimmed);
  if (grouped.test(trimmed)) return value(trimmed.replace(/,/g, ""));
  const comma = oneComma.exec(trimmed);
  if (comma) {
    const [, sign = "", whole = "", fraction = ""] = comma;
    return value(`${sign}${whole}.${fraction}`);
  }
  return invalid;
}

/**
 * A number field as typed into a form (readNumber): empty is no value (undefined), text that is
 * no number gives `invalidKey`. Pipe it into the field's range rule.
 */
export function typedNumber(invalidKey = "validation.number") {
  return z.string().transform((text, ctx): number | null | undefined => {
    const reading = readNumber(text);
    if (!reading.ok) {
      ctx.addIssue({ code: "custom", message: invalidKey });
      return z.NEVER;
    }
    return reading.value ?? undefined;
  });
}
