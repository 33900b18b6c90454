import { describe, expect, it } from "vitest";
import { addDays, expiryState, isBelowLevel, levelInBottleUnit } from "./lifecycle";

describe("expiryState", () => {
  it("is expiring from 30 days before the due day through the due day, expired only from the day after", () => {
    expect(expiryState("2026-03-01", "2026-03-02")).toBe("expired");
    expect(expiryState("2026-03-01", "2026-03-01")).toBe("expiring");
    expect(expiryState("2026-03-31", "2026-03-01")).toBe("expiring");
    expect(expiryState("2026-04-01", "2026-03-01")).toBeNull();
    expect(expiryState(null, "2026-03-01")).toBeNull();
  });

  it("counts days across months and leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
  });
});

describe("isBelowLevel", () => {
  const bottle = { amount: 499, unit: "mL" as const, molWeight: null, density: 0.79, purerate: null };

  it("compares a bottle in mL with a level in L, not below at exactly the level", () => {
    expect(isBelowLevel(bottle, { amount: 0.5, unit: "L" })).toBe(true);
    expect(isBelowLevel({ ...bottle, amount: 500 }, { amount: 0.5, unit: "L" })).toBe(false);
  });

  it("converts mass and volume with the density, and cannot compare pieces with litres", () => {
    expect(levelInBottleUnit({ amount: 79, unit: "g" }, bottle)).toBeCloseTo(100);
    expect(isBelowLevel(bottle, { amount: 1, unit: "ea" })).toBeNull();
    expect(levelInBottleUnit({ amount: 1, unit: "g" }, { ...bottle, density: null })).toBeNull();
  });

  it("sums every bottle of the stock, each in this bottle's unit with its own facts", () => {
    const inGrams = { amount: 100, unit: "g" as const, molWeight: null, density: 0.5, purerate: null };
    expect(isBelowLevel(bottle, { amount: 0.6, unit: "L" }, [bottle, inGrams])).toBe(false);
    expect(isBelowLevel(bottle, { amount: 0.7, unit: "L" }, [bottle, inGrams])).toBe(true);
  });
});
