import { describe, expect, it } from "vitest";
import { formatDateTime } from "@enote/shared";
import { formatWhen, recordFastPollMs, recordPending, recordPollMs, recordSlowPollMs } from "./format";

describe("meeting times", () => {
  it("are shown in the app's one date format, not the browser's long form", () => {
    const iso = "2030-03-04T00:00:00.000Z";
    expect(formatWhen(iso)).toBe(formatDateTime(iso));
    expect(formatWhen(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe("a just-ended meeting's record", () => {
  const endedAt = "2030-03-04T09:00:00.000Z";
  const at = (seconds: number) => Date.parse(endedAt) + seconds * 1000;
  const record = { startedAt: null, endedAt, minutes: { type: "doc" }, minutesText: "", whiteboard: [], actions: [] };

  it("is waited for while the meeting ended a moment ago and has none yet", () => {
    expect(recordPending({ status: "ENDED", endedAt, record: null }, at(1))).toBe(true);
  });

  it("is not waited for once written, for a meeting still running, or long after the end", () => {
    expect(recordPending({ status: "ENDED", endedAt, record }, at(1))).toBe(false);
    expect(recordPending({ status: "LIVE", endedAt: null, record: null }, at(1))).toBe(false);
    expect(recordPending({ status: "ENDED", endedAt, record: null }, at(3601))).toBe(false);
    expect(recordPending(undefined, at(1))).toBe(false);
  });
});

describe("reading a meeting again for its record", () => {
  const endedAt = "2030-03-04T09:00:00.000Z";
  const at = (seconds: number) => Date.parse(endedAt) + seconds * 1000;

  it("is quick in the first minute after the end, then calm while its job may still write it", () => {
    const pending = { status: "ENDED" as const, endedAt, record: null };
    expect(recordPollMs(pending, at(1))).toBe(recordFastPollMs);
    expect(recordPending(pending, at(61))).toBe(true);
    expect(recordPollMs(pending, at(61))).toBe(recordSlowPollMs);
    expect(recordPollMs(pending, at(3601))).toBe(false);
    expect(recordPollMs(undefined, at(1))).toBe(false);
  });
});
