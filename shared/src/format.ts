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

/**
 * Phone numbers with hyphens: 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678. An
 * international number (E.164, "+…") is kept as written: its grouping depends on its country.
 */
export function formatPhone(value: string | number): string {
  if (String(value).trim().startsWith("+")) return String(value).trim();
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
 * The lab's time zone, in which every date and time is shown and exported (spec §5: YYYY-MM-DD,
 * HH:mm), so a member abroad, a browser set to another zone and the server's export agree on
 * which day a bottle arrived. An installation setting (ENOTE_TIME_ZONE on the api).
 */
export const defaultTimeZone = "Asia/Seoul";

/** The zone dates are shown in when none is named: the lab's, once the client has read it. */
let labTimeZone = defaultTimeZone;

/** Shows every later date in this zone (the client calls it with GET /api/settings.do's answer). */
export function setLabTimeZone(zone: string): void {
  if (isTimeZone(zone)) labTimeZone = zone;
}

/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Seoul", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Wall-clock text without an offset ("2024-03-05", "2024-03-05T14:30"): shown as written. */
const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(value: Date | string | number | null | undefined, timeZone: string): Parts | null {
  if (value === null || value === undefined || value === "") return null;
  const written = typeof value === "string" ? wallClock.exec(value) : null;
  if (written) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = written.slice(1).map((n) => Number(n ?? 0));
    // "2024-02-30" is no day: Date would roll it into March.
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
    return { year, month, day, hour, minute };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      formatterFor(timeZone)
        .formatToParts(date)
        .find((p) => p.type === type)?.value ?? 0,
    );
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD in the lab's time zone (wall-clock text as written); "" for no or an invalid date. */
export function formatDate(value: Date | string | number | null | undefined, timeZone = labTimeZone): string {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : "";
}

/** YYYY-MM-DD HH:mm in the lab's time zone (wall-clock text as written); "" for no or an invalid date. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone = labTimeZone): string {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)}` : "";
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
