/** Display formatters of spec §5. Each returns the input unchanged (as text) when it cannot format it. */

function digitsOf(value: string | number): string {
  return String(value).replace(/\D/g, "");
}

/** Business registration number as 3-2-5 digits: 1234567890 → 123-45-67890. */
export function formatBusinessNumber(value: string | number): string {
  const digits = digitsOf(value);
  if (digits.length !== 10) return String(value);
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** Phone numbers with hyphens: 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678. */
export function formatPhone(value: string | number): string {
  const digits = digitsOf(value);
  if (digits.startsWith("02") && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, digits.length - 4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return String(value);
}

/** Thousands separators, whatever the runtime's locale: 1234567.5 → "1,234,567.5". */
export function formatNumber(value: number | string): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "", fraction = ""] = match;
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + fraction;
}

export const fileSizeThresholds = { kilo: 1_000, mega: 1_000_000 } as const;

/**
 * File size in Byte below 1,000, KB below 1,000,000, MB above; one decimal at most. Figures are
 * cut, not rounded, so no figure reaches the next unit's threshold (999,999 → "999.9 KB", not "1,000 KB").
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  const oneDecimal = (unit: number) => formatNumber(Math.floor(bytes / (unit / 10)) / 10);
  if (bytes < fileSizeThresholds.kilo) return `${formatNumber(Math.floor(bytes))} Byte`;
  if (bytes < fileSizeThresholds.mega) return `${oneDecimal(fileSizeThresholds.kilo)} KB`;
  return `${oneDecimal(fileSizeThresholds.mega)} MB`;
}

/**
 * A calendar date such as "2024-03-05". JavaScript parses it as UTC midnight, which is the day
 * before west of Greenwich; with a time part and no offset it is parsed as local time instead.
 */
function isDateOnly(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(isDateOnly(value) ? `${value}T00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD in the viewer's time zone; "" for no or an invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD HH:mm in the viewer's time zone; "" for no or an invalid date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Hangul syllables and jamo. */
export const hangulPattern = /[\u3131-\u318E\uAC00-\uD7A3]/;

/**
 * A member's name as every screen shows it: Hangul names family name first without a space
 * (김민지), others given name first (Minji Kim). The api's SQL `memberName` (api/src/members/name.ts)
 * mirrors this rule for lists sorted by name; its test compares the two on the same rows.
 */
export function formatMemberName(member: { firstName: string; lastName: string }): string {
  const first = member.firstName.trim();
  const last = member.lastName.trim();
  if (hangulPattern.test(first) || hangulPattern.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(" ");
}
