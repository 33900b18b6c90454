import { describe, expect, it } from "vitest";
import { createWedgeDetector, wedgeLimits } from "./wedge";

/** Types `count` keys `gapMs` apart from `start`, then Enter `enterAfterMs` after the last; returns enter()'s answer. */
function burst(count: number, gapMs: number, enterAfterMs = gapMs, start = 1_000) {
  const detector = createWedgeDetector();
  let at = start;
  for (let i = 0; i < count; i++) {
    detector.key(at);
    if (i < count - 1) at += gapMs;
  }
  return detector.enter(at + enterAfterMs);
}

describe("keyboard-wedge scan detection", () => {
  it("takes a fast burst of keys ended by Enter as a scan of that length", () => {
    expect(burst(13, 5)).toBe(13);
    expect(burst(wedgeLimits.minLength, 10)).toBe(wedgeLimits.minLength);
  });

  it("takes a person's typing as typing, however long", () => {
    expect(burst(13, 120)).toBe(0);
    expect(burst(8, wedgeLimits.maxAverageMs + 20)).toBe(0);
  });

  it("refuses bursts shorter than a code", () => {
    expect(burst(wedgeLimits.minLength - 1, 5)).toBe(0);
  });

  it("judges the average pace, so one late key does not turn a scan into typing", () => {
    const detector = createWedgeDetector();
    const keys = [0, 5, 10, 15, 20, 25, 30, 200, 205, 210, 215, 220];
    for (const at of keys) detector.key(at);
    expect(detector.enter(225)).toBe(keys.length);
  });

  it("starts a new burst after a pause, leaving out what was typed before it", () => {
    const detector = createWedgeDetector();
    for (const at of [0, 150, 300]) detector.key(at); // typed by hand
    const scanStart = 300 + wedgeLimits.pauseMs + 1;
    for (let i = 0; i < 6; i++) detector.key(scanStart + i * 4);
    expect(detector.enter(scanStart + 24)).toBe(6);
  });

  it("does not count an Enter long after the last key as the end of a scan", () => {
    expect(burst(13, 5, wedgeLimits.pauseMs + 1)).toBe(0);
  });

  it("forgets the burst once Enter has been judged", () => {
    const detector = createWedgeDetector();
    for (let i = 0; i < 6; i++) detector.key(i * 5);
    expect(detector.enter(30)).toBe(6);
    expect(detector.enter(35)).toBe(0);
  });
});
