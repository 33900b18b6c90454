import { describe, expect, it } from "vitest";
import { nextDigestAt } from "./digest-time";

describe("nextDigestAt", () => {
  it("is 08:00 in the lab's time zone: later today before eight, tomorrow after", () => {
    // 06:30 in Seoul (UTC+9) → 08:00 Seoul the same day = 23:00 UTC the day before.
    expect(nextDigestAt(new Date("2026-11-27T21:30:00Z"), "Asia/Seoul").toISOString()).toBe("2026-11-27T23:00:00.000Z");
    // 09:00 in Seoul → tomorrow 08:00 Seoul.
    expect(nextDigestAt(new Date("2026-11-28T00:00:00Z"), "Asia/Seoul").toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(nextDigestAt(new Date("2026-11-28T08:00:00Z"), "UTC").toISOString()).toBe("2026-11-29T08:00:00.000Z");
  });

  it("follows daylight saving time", () => {
    // New York: 08:00 EDT (UTC-4) on 2026-07-01, 08:00 EST (UTC-5) on 2026-12-01.
    expect(nextDigestAt(new Date("2026-07-01T02:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-07-01T12:00:00.000Z",
    );
    expect(nextDigestAt(new Date("2026-12-01T02:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-12-01T13:00:00.000Z",
    );
  });
});
