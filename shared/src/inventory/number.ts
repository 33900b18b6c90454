import { z } from "zod";

/** The character a number's decimal part follows. */
export type DecimalMark = "." | ",";

/**
 * The decimal mark of the lab's locale. Both locales E-Note speaks (en-US, ko-KR) write a decimal
 * point; a locale writing a decimal comma sets "," here, and every number field follows.
 */
export const localeDecimalMarks = { "en-US": ".", "ko-KR": "." } as const satisfies Record<string, DecimalMark>;

/** The message keys a number reading can refuse with. */
export type NumberMessageKey = "validation.number" | "validation.numberSeparator";

/**
 * How a typed or imported number (amount, molecular weight, purity, a supply's quantity, a
 * reaction table cell) was read.
 */
export type NumberReading = { ok: true; value: number | null } | { ok: false; messageKey: NumberMessageKey };

const plain = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a number by one rule for every number field: the lab's decimal mark (a point in both
 * locales) separates the decimals, and a thousands separator is never guessed — "1,000" could be
 * one thousand or one, so text carrying the other mark ("1,000", "1,5") is refused with a message
 * saying how to write it ("validation.numberSeparator"), never read as a different number. "2e-3"
 * is read. Empty text is no value (null); anything else that is not a number is refused.
 * Range rules (not negative, at most 100 %) are the caller's.
 */
export function readNumber(text: string, decimalMark: DecimalMark = "."): NumberReading {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const other = decimalMark === "." ? "," : ".";
  if (trimmed.includes(other)) return { ok: false, messageKey: "validation.numberSeparator" };
  const written = decimalMark === "," ? trimmed.replace(",", ".") : trimmed;
  if (plain.test(written)) return { ok: true, value: Number(written) };
  return { ok: false, messageKey: "validation.number" };
}

/**
 * A number field as typed into a form (readNumber): empty is no value (undefined), text that is
 * no number gives `invalidKey` (a separator that is not the decimal mark, its own message). Pipe
 * it into the field's range rule.
 */
export function typedNumber(invalidKey = "validation.number") {
  return z.string().transform((text, ctx): number | null | undefined => {
    const reading = readNumber(text);
    if (!reading.ok) {
      const message = reading.messageKey === "validation.numberSeparator" ? reading.messageKey : invalidKey;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return reading.value ?? undefined;
  });
}
