import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { applyTextChange, changedRange, mapPosition } from "./textDiff";

describe("changedRange", () => {
  it("finds an insertion in the middle", () => {
    expect(changedRange("HO", "H2O")).toEqual({ index: 1, remove: 0, insert: "2" });
    expect(changedRange("H2O", "H2SO4")).toEqual({ index: 2, remove: 1, insert: "SO4" });
  });

  it("finds a replacement and a deletion", () => {
    expect(changedRange("10 mL", "12 mL")).toEqual({ index: 1, remove: 1, insert: "2" });
    expect(changedRange("benzene", "bene")).toEqual({ index: 3, remove: 3, insert: "" });
  });

  it("keeps surrogate pairs whole", () => {
    const range = changedRange("a🧪b", "a🧫b");
    expect(range).toEqual({ index: 1, remove: 2, insert: "🧫" });
  });
});

describe("applyTextChange", () => {
  it("merges two people typing into one cell at the same time", () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const textA = a.getText("cell");
    const textB = b.getText("cell");
    applyTextChange(textA, "NaCl", "local");
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    applyTextChange(textA, "NaCl 5 g", "local");
    applyTextChange(textB, "dry NaCl", "local");
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(textA.toString()).toBe("dry NaCl 5 g");
    expect(textB.toString()).toBe(textA.toString());
  });
});

describe("mapPosition", () => {
  it("moves a caret after text inserted before it", () => {
    expect(mapPosition(4, [{ insert: "ab" }])).toBe(6);
    expect(mapPosition(4, [{ retain: 2 }, { delete: 1 }])).toBe(3);
  });

  it("keeps a caret before text inserted after it", () => {
    expect(mapPosition(2, [{ retain: 3 }, { insert: "xyz" }])).toBe(2);
  });
});
