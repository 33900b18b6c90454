import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { elnConsortiumProblems } from "./eln-consortium";

const descriptor = {
  "@id": "ro-crate-metadata.json",
  "@type": "CreativeWork",
  about: { "@id": "./" },
  conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" },
  version: "1.0",
  sdPublisher: { "@id": "#publisher" },
};

function crate(graph: object[], head: object = descriptor) {
  return { "@context": "https://w3id.org/ro/crate/1.1/context", "@graph": [head, ...graph] };
}

const good = crate([
  { "@id": "./", "@type": "Dataset", name: "Export", hasPart: [{ "@id": "./book-1/" }] },
  { "@id": "./book-1/", "@type": "Dataset", name: "Book", hasPart: [{ "@id": "./book-1/a.txt" }], keywords: "a, b" },
  { "@id": "./book-1/a.txt", "@type": "File", name: "a.txt", dateCreated: "2026-11-29T10:00:00.000Z" },
  { "@id": "#publisher", "@type": "Organization", name: "E-Note" },
]);

function zipOf(names: string[]): JSZip {
  const zip = new JSZip();
  for (const name of names) zip.file(name, "x");
  return zip;
}

const files = ["export/ro-crate-metadata.json", "export/book-1/a.txt"];

describe("the ELN Consortium's checks", () => {
  it("pass a crate that keeps every rule", () => {
    expect(elnConsortiumProblems(zipOf(files), good)).toEqual([]);
  });

  it("find a file beside the root folder and a second root folder", () => {
    expect(elnConsortiumProblems(zipOf([...files, "stray.txt"]), good)).toEqual([
      "archive: stray.txt is not inside the root folder",
    ]);
    expect(elnConsortiumProblems(zipOf([...files, "other/b.txt"]), good)).toEqual([
      "archive: 2 root folders (export, other)",
    ]);
  });

  it("find a descriptor without a version, an unnamed dataset, keywords as a list and a part missing", () => {
    const { version: _version, ...withoutVersion } = descriptor;
    const bad = crate(
      [
        { "@id": "./", "@type": "Dataset", name: "Export", hasPart: [{ "@id": "./book-1/" }, { "@id": "./gone" }] },
        { "@id": "./book-1/", "@type": ["Dataset"], keywords: ["a", "b"] },
      ],
      withoutVersion,
    );
    expect(elnConsortiumProblems(zipOf(files), bad)).toEqual([
      "schema: @graph.2.keywords: Invalid input: expected string, received array",
      "parameters: the descriptor has no version",
      "parameters: ./book-1/ (Dataset) has no name",
      "parameters: ./book-1/ has keywords as an array",
      "parameters: ./gone is in the graph 0 times",
    ]);
  });

  it("find a date that is not a date-time and a conformsTo that is not a URI", () => {
    const bad = crate([{ "@id": "./", "@type": "Dataset", name: "Export", hasPart: [], dateCreated: "29.11.2026" }], {
      ...descriptor,
      conformsTo: { "@id": "RO-Crate 1.1" },
    });
    const problems = elnConsortiumProblems(zipOf(files), bad);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^schema: @graph\.0\.conformsTo\.@id: /);
    expect(problems[1]).toMatch(/^schema: @graph\.1\.dateCreated: /);
  });
});
