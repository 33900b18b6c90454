import { describe, expect, it } from "vitest";
import { documentName, documentRoots, parseDocumentName } from "./document-model";

describe("parseDocumentName", () => {
  it("reads the names documentName builds", () => {
    expect(parseDocumentName(documentName.labbook(12))).toEqual({ kind: "labbook", id: 12 });
    expect(parseDocumentName(documentName.meeting(1))).toEqual({ kind: "meeting", id: 1 });
    expect(parseDocumentName(documentName.groupEvents(2_147_483_647))).toEqual({ kind: "group", id: 2_147_483_647 });
  });

  // Every other spelling of a document's id, for every kind: each would be a second document of
  // the same thing, with its own state, size cap and store.
  const aliases = (name: string) => {
    const [kind, id] = name.split(".") as [string, string];
    return [
      `${kind}.0${id}`,
      `${kind}.00${id}`,
      `${kind}.+${id}`,
      `${kind}.${id}.0`,
      `${kind}.${id}e0`,
      `${kind}.0x${Number(id).toString(16)}`,
      `${kind}.${id} `,
      `${kind}.${id}\n`,
      `${kind}.${id}\0`,
      `${kind.toUpperCase()}.${id}`,
      `${kind}..${id}`,
      `${kind}.${id.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)))}`,
    ];
  };
  it.each([documentName.labbook(7), documentName.meeting(7), documentName.groupEvents(7)])(
    "refuses every other spelling of %s",
    (name) => {
      expect(parseDocumentName(name)).not.toBeNull();
      for (const alias of aliases(name)) expect(parseDocumentName(alias), alias).toBeNull();
    },
  );

  it.each([
    "labbook.0",
    "labbook.-1",
    "labbook.1.5",
    "labbook.",
    "labbook",
    "Labbook.1",
    "notebook.1",
    "labbook.12345678901",
    "labbook.2147483648",
    " labbook.1",
    "",
  ])("rejects %j", (name) => {
    expect(parseDocumentName(name)).toBeNull();
  });
});

describe("documentRoots", () => {
  it("gives a lab book its title, six sections and three reaction tables, a group feed its map, and an alias nothing", () => {
    expect(documentRoots(documentName.labbook(3))).toEqual([
      "title",
      "section.goal",
      "section.procedure",
      "section.observation",
      "section.result",
      "section.futurePlan",
      "section.report",
      "table.reactants",
      "table.supplies",
      "table.products",
    ]);
    expect(documentRoots(documentName.groupEvents(3))).toEqual(["events"]);
    expect(documentRoots("labbook.03")).toBeNull();
  });
});
