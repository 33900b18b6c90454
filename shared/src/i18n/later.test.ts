import { describe, expect, it } from "vitest";
import { resources } from "./index";
import { firstTextsOf, laterAreas, laterTextsOf } from "./later";

describe("the catalogue split for the sign-in page", () => {
  it("puts every area in exactly one part, for both languages", () => {
    for (const locale of ["en-US", "ko-KR"] as const) {
      const first = Object.keys(firstTextsOf(locale));
      const later = Object.keys(laterTextsOf(locale));
      expect(later.sort()).toEqual([...laterAreas].sort());
      expect(first.filter((key) => later.includes(key))).toEqual([]);
      expect([...first, ...later].sort()).toEqual(Object.keys(resources[locale]).sort());
    }
  });

  it("keeps what the sign-in page shows in the first part", () => {
    const first = firstTextsOf("en-US");
    for (const area of ["auth", "errors", "validation", "social", "common"]) {
      if (area in resources["en-US"]) expect(first, area).toHaveProperty(area);
    }
  });
});
