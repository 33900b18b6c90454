import { describe, expect, it } from "vitest";
import { resources } from "./index";

/** Every leaf of a translation tree as dotted key → text. */
function leaves(tree: unknown, prefix = "", found = new Map<string, string>()): Map<string, string> {
  if (typeof tree !== "object" || tree === null) return found.set(prefix, String(tree));
  for (const [key, child] of Object.entries(tree)) leaves(child, prefix ? `${prefix}.${key}` : key, found);
  return found;
}

const hangul = /[\uAC00-\uD7A3]/;

describe("the English catalog", () => {
  it("gives English examples in its placeholders, never Korean ones", () => {
    for (const [key, text] of leaves(resources["en-US"])) {
      if (/placeholder$/i.test(key)) expect(text, `en-US ${key}`).not.toMatch(hangul);
    }
  });
});
