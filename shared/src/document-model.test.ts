import { describe, expect, it } from "vitest";
import { documentName, parseDocumentName } from "./document-model";

describe("parseDocumentName", () => {
  it("reads the names documentName builds", () => {
    expect(parseDocumentName(documentName.labbook(12))).toEqual({ kind: "labbook", id: 12 });
    expect(parseDocumentName(documentName.meeting(1))).toEqual({ kind: "meeting", id: 1 });
  });

  it.each([
    "labbook.0",
    "labbook.-1",
    "labbook.1.5",
    "labbook.",
    "labbook",
    "Labbook.1",
    "notebook.1",
    "labbook.12345678901",
    " labbook.1",
    "",
  ])("rejects %j", (name) => {
    expect(parseDocumentName(name)).toBeNull();
  });
});
