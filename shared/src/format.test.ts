import { describe, expect, it } from "vitest";
import {
  fileSizeThresholds,
  formatBusinessNumber,
  formatDate,
  formatDateTime,
  isTimeZone,
  formatFileSize,
  formatMemberName,
  formatNumber,
  formatPhone,
} from "./format";
import { uploadLimitBytes } from "./attachments/schema";

describe("formatBusinessNumber", () => {
  it("groups 10 digits as 3-2-5", () => {
    expect(formatBusinessNumber("1234567890")).toBe("123-45-67890");
    expect(formatBusinessNumber(1234567890)).toBe("123-45-67890");
  });

  it("leaves an already formatted number as it is", () => {
    expect(formatBusinessNumber("123-45-67890")).toBe("123-45-67890");
    expect(formatBusinessNumber("123 45 67890")).toBe("123-45-67890");
  });

  it("returns anything that is not 10 digits unchanged", () => {
    expect(formatBusinessNumber("123456789")).toBe("123456789");
    expect(formatBusinessNumber("12345678901")).toBe("12345678901");
    expect(formatBusinessNumber("abc")).toBe("abc");
    expect(formatBusinessNumber("")).toBe("");
  });
});

describe("formatPhone", () => {
  it("keeps an international (E.164) number as entered, not as a Korean 3-4-4 number", () => {
    expect(formatPhone("+14155550123")).toBe("+14155550123");
  });

  it("hyphenates an 11-digit mobile number as 3-4-4", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("010-1234-5678")).toBe("010-1234-5678");
    expect(formatPhone(" 010 1234 5678 ")).toBe("010-1234-5678");
  });

  it("hyphenates Seoul 02 numbers of 9 and 10 digits", () => {
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
  });

  it("hyphenates other 10-digit numbers as 3-3-4", () => {
    expect(formatPhone("0311234567")).toBe("031-123-4567");
    expect(formatPhone("0111234567")).toBe("011-123-4567");
  });

  it("returns anything else unchanged", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("hello")).toBe("hello");
    expect(formatPhone("010-1234-56789")).toBe("010-1234-56789");
    expect(formatPhone("")).toBe("");
  });
});

describe("formatNumber", () => {
  it("adds no separator below 1,000", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-999)).toBe("-999");
  });

  it("separates thousands", () => {
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1000000)).toBe("1,000,000");
    expect(formatNumber(123456789)).toBe("123,456,789");
    expect(formatNumber("1234")).toBe("1,234");
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatNumber(-1000)).toBe("-1,000");
    expect(formatNumber(-1234567)).toBe("-1,234,567");
  });

  it("leaves the decimals ungrouped", () => {
    expect(formatNumber(1234.5678)).toBe("1,234.5678");
    expect(formatNumber("-1234567.891")).toBe("-1,234,567.891");
    expect(formatNumber(0.123456)).toBe("0.123456");
  });

  it("trims text and returns what it cannot read unchanged", () => {
    expect(formatNumber(" 1234 ")).toBe("1,234");
    expect(formatNumber("abc")).toBe("abc");
    expect(formatNumber("1,000")).toBe("1,000");
    expect(formatNumber(Number.NaN)).toBe("NaN");
  });
});

describe("formatFileSize", () => {
  it("uses the thresholds of spec §9", () => {
    expect(fileSizeThresholds).toEqual({ kilo: 1000, mega: 1000000 });
  });

  it("shows an upload limit of 50 MB as 50 MB, not 52.4 MB", () => {
    expect(formatFileSize(uploadLimitBytes(50))).toBe("50 MB");
    expect(formatFileSize(uploadLimitBytes(1))).toBe("1 MB");
  });

  it("shows Byte below 1,000", () => {
    expect(formatFileSize(0)).toBe("0 Byte");
    expect(formatFileSize(1)).toBe("1 Byte");
    expect(formatFileSize(999)).toBe("999 Byte");
  });

  it("shows KB from 1,000 to below 1,000,000", () => {
    expect(formatFileSize(1000)).toBe("1 KB");
    expect(formatFileSize(1500)).toBe("1.5 KB");
    expect(formatFileSize(123456)).toBe("123.4 KB");
  });

  it("keeps 999,999 bytes in KB rather than showing 1,000 KB", () => {
    expect(formatFileSize(999999)).toBe("999.9 KB");
  });

  it("shows MB from 1,000,000", () => {
    expect(formatFileSize(1000000)).toBe("1 MB");
    expect(formatFileSize(2500000)).toBe("2.5 MB");
    expect(formatFileSize(1234567890)).toBe("1,234.5 MB");
  });

  it("gives empty text for negative or non-finite sizes", () => {
    expect(formatFileSize(-1)).toBe("");
    expect(formatFileSize(Number.NaN)).toBe("");
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatDate", () => {
  it("formats an instant as YYYY-MM-DD in the lab's time zone (Asia/Seoul unless told)", () => {
    expect(formatDate(new Date("2024-01-05T03:00:00Z"))).toBe("2024-01-05");
    // 16:00 UTC on the 31st is already the 1st in Seoul, whatever the machine's zone.
    expect(formatDate(new Date("2024-12-31T16:00:00Z"))).toBe("2025-01-01");
    expect(formatDate("2024-12-31T16:00:00.000Z")).toBe("2025-01-01");
    expect(formatDate("2024-12-31T16:00:00Z", "UTC")).toBe("2024-12-31");
    expect(formatDate("2024-12-31T16:00:00Z", "America/New_York")).toBe("2024-12-31");
  });

  it("accepts a timestamp", () => {
    expect(formatDate(Date.UTC(2024, 1, 29, 3))).toBe("2024-02-29");
  });

  it("shows wall-clock text without an offset as written", () => {
    expect(formatDate("2024-03-05T00:00:00")).toBe("2024-03-05");
    expect(formatDate("2024-03-05T23:30", "UTC")).toBe("2024-03-05");
  });

  it("keeps a date-only text on its calendar day in every time zone", () => {
    expect(formatDate("2024-03-05")).toBe("2024-03-05");
    expect(formatDate("2024-01-01", "Pacific/Pago_Pago")).toBe("2024-01-01");
  });

  it("gives empty text for no date or an invalid one", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2024-13-01")).toBe("");
    expect(formatDate("2024-02-30")).toBe("");
    expect(formatDate(new Date("invalid"))).toBe("");
    expect(formatDate(Number.NaN)).toBe("");
  });
});

describe("formatDateTime", () => {
  it("formats an instant as YYYY-MM-DD HH:mm in the lab's time zone", () => {
    expect(formatDateTime(new Date("2024-01-05T00:07:59Z"))).toBe("2024-01-05 09:07");
    expect(formatDateTime(new Date("2024-12-31T14:59:00Z"))).toBe("2024-12-31 23:59");
    expect(formatDateTime("2024-12-31T14:59:00Z", "UTC")).toBe("2024-12-31 14:59");
  });

  it("shows midnight as 00:00", () => {
    expect(formatDateTime(new Date("2024-05-31T15:00:00Z"))).toBe("2024-06-01 00:00");
    expect(formatDateTime("2024-06-01")).toBe("2024-06-01 00:00");
  });

  it("accepts a timestamp and wall-clock text without an offset", () => {
    expect(formatDateTime(Date.UTC(2024, 2, 5, 5, 30))).toBe("2024-03-05 14:30");
    expect(formatDateTime("2024-03-05T14:30:00")).toBe("2024-03-05 14:30");
  });

  it("knows time zones by their IANA names", () => {
    expect(isTimeZone("Asia/Seoul")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("gives empty text for no date or an invalid one", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("yesterday")).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
  });
});

describe("formatMemberName", () => {
  it("writes Hangul names family name first without a space", () => {
    expect(formatMemberName({ firstName: "민지", lastName: "김" })).toBe("김민지");
  });
  it("writes other names given name first", () => {
    expect(formatMemberName({ firstName: "Minji", lastName: "Kim" })).toBe("Minji Kim");
  });
  it("leaves out a missing part", () => {
    expect(formatMemberName({ firstName: " ", lastName: "Curie" })).toBe("Curie");
  });
});
