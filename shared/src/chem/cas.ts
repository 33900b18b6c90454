/**
 * CAS Registry Numbers: 2–7 digits, 2 digits, 1 check digit (e.g. 7732-18-5). The check digit
 * is the sum of the other digits, each multiplied by its position counted from the right, mod 10.
 */
export const casPattern = /^(\d{2,7})-(\d{2})-(\d)$/;

export function casCheckDigit(body: string): number {
  let sum = 0;
  const digits = body.replace(/\D/g, "");
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  }
  return sum % 10;
}

/** True for a well-formed CAS number whose check digit matches. */
export function isValidCas(value: string): boolean {
  const match = casPattern.exec(value.trim());
  if (!match) return false;
  const [, first = "", second = "", check = ""] = match;
  return casCheckDigit(first + second) === Number(check);
}
