import { describe, expect, it } from "vitest";
import { attributedDiff, diffTokens, editScript } from "./diff";

/** Applies an edit script to `a`, taking insertions from `b`: must give `b` back. */
function replay(a: string[], b: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  for (const op of editScript(a, b)) {
    if (op === "=") {
      expect(a[i]).toBe(b[j]);
      out.push(a[i++] ?? "");
      j += 1;
    } else if (op === "-") i += 1;
    else out.push(b[j++] ?? "");
  }
  return out;
}

describe("editScript", () => {
  it("turns one token list into another with the fewest edits", () => {
    const a = diffTokens("the quick brown fox jumps over the lazy dog");
    const b = diffTokens("the quick red fox jumped over the dog today");
    expect(replay(a, b)).toEqual(b);
    const edits = editScript(a, b).filter((op) => op !== "=").length;
    // brown→red, jumps→jumped, "lazy "→"", +" today"
    expect(edits).toBe(8);
  });

  it("handles empty sides and identical lists", () => {
    expect(editScript([], ["a"])).toEqual(["+"]);
    expect(editScript(["a"], [])).toEqual(["-"]);
    expect(editScript(["a", "b"], ["a", "b"])).toEqual(["=", "="]);
  });
});

describe("attributedDiff", () => {
  it("credits each insertion and deletion to the step that made it", () => {
    const pieces = attributedDiff([
      { text: "Stir for one hour", authors: [] },
      { text: "Stir for two hours", authors: [7] },
      { text: "Stir gently for two hours", authors: [9] },
    ]);
    expect(pieces).toEqual([
      { kind: "same", text: "Stir ", authors: [] },
      { kind: "insert", text: "gently ", authors: [9] },
      { kind: "same", text: "for ", authors: [] },
      { kind: "delete", text: "one", authors: [7] },
      { kind: "insert", text: "two", authors: [7] },
      { kind: "same", text: " ", authors: [] },
      { kind: "delete", text: "hour", authors: [7] },
      { kind: "insert", text: "hours", authors: [7] },
    ]);
  });

  it("hides text added and removed again after the version", () => {
    const pieces = attributedDiff([
      { text: "A", authors: [] },
      { text: "A B", authors: [1] },
      { text: "A", authors: [2] },
    ]);
    expect(pieces).toEqual([{ kind: "same", text: "A", authors: [] }]);
  });
});
