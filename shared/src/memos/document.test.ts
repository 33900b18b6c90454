import { describe, expect, it } from "vitest";
import { documentName, documentRoots, parseDocumentName } from "../document-model";
import { inDrawingOrder, isMemoElement, memoDoc } from "./document";

describe("memo documents", () => {
  it("names a memo memo.<memoIdx> and reads the name back", () => {
    expect(documentName.memo(42)).toBe("memo.42");
    expect(parseDocumentName("memo.42")).toEqual({ kind: "memo", id: 42 });
    expect(parseDocumentName("memo.042")).toBeNull();
  });

  it("allows the elements map as the only root", () => {
    expect(documentRoots(documentName.memo(1))).toEqual([memoDoc.elements]);
  });

  it("orders elements by fractional index, ties by id", () => {
    const ordered = inDrawingOrder([
      { id: "c", index: "a2" },
      { id: "b", index: "a0" },
      { id: "a", index: "a2" },
      { id: "d", index: null },
    ]);
    expect(ordered.map((element) => element.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("tells an element from anything else a client could put in the map", () => {
    const element = { id: "x", type: "rectangle", version: 3, versionNonce: 7, isDeleted: false, index: "a0" };
    expect(isMemoElement(element)).toBe(true);
    expect(isMemoElement({ ...element, version: "3" })).toBe(false);
    expect(isMemoElement("rectangle")).toBe(false);
    expect(isMemoElement(null)).toBe(false);
  });
});
