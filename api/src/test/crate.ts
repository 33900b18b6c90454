import { createHash } from "node:crypto";
import JSZip from "jszip";
import { expect } from "vitest";
import { elnConsortiumProblems } from "./eln-consortium";
import type { TestApp } from "./harness";

export interface CrateEntity {
  "@id": string;
  "@type": string | string[];
  [key: string]: unknown;
}

export async function download(
  app: TestApp,
  path: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await fetch(app.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * Opens an .eln and checks the RO-Crate 1.1 rules the ELN tools rely on: one root folder holding
 * ro-crate-metadata.json; a metadata descriptor conforming to RO-Crate 1.1 about `./`; a root
 * Dataset with datePublished and hasPart; every File entity present in the zip, and every file of
 * the zip described; and the ELN Consortium's own checks (eln-consortium.ts). Answers the zip, its
 * root folder and the graph by @id.
 */
export async function openCrate(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
  const roots = new Set(names.map((name) => name.split("/")[0]));
  expect(roots.size).toBe(1);
  const [root] = [...roots] as [string];
  const metadataFile = zip.file(`${root}/ro-crate-metadata.json`);
  expect(metadataFile).not.toBeNull();
  const metadata = JSON.parse((await metadataFile?.async("string")) ?? "{}") as {
    "@context": unknown;
    "@graph": CrateEntity[];
  };
  expect(metadata["@context"]).toBe("https://w3id.org/ro/crate/1.1/context");
  expect(elnConsortiumProblems(zip, metadata)).toEqual([]);
  const byId = new Map(metadata["@graph"].map((entity) => [entity["@id"], entity]));
  expect(byId.size).toBe(metadata["@graph"].length);
  const descriptor = byId.get("ro-crate-metadata.json");
  expect(descriptor).toMatchObject({
    "@type": "CreativeWork",
    about: { "@id": "./" },
    conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" },
  });
  const rootEntity = byId.get("./");
  expect(rootEntity?.["@type"]).toBe("Dataset");
  expect(Number.isNaN(Date.parse(String(rootEntity?.datePublished)))).toBe(false);
  expect(Array.isArray(rootEntity?.hasPart)).toBe(true);
  const described = new Set<string>();
  for (const entity of metadata["@graph"]) {
    if (entity["@type"] !== "File") continue;
    const path = decodeURIComponent(entity["@id"].replace(/^\.\//, ""));
    const file = zip.file(`${root}/${path}`);
    expect(file, entity["@id"]).not.toBeNull();
    const content = (await file?.async("nodebuffer")) ?? Buffer.alloc(0);
    expect(entity.contentSize).toBe(String(content.length));
    expect(entity.sha256).toBe(createHash("sha256").update(content).digest("hex"));
    described.add(path);
  }
  // Every file but the metadata is described, and every part a dataset names exists in the graph.
  for (const name of names)
    if (name !== `${root}/ro-crate-metadata.json`) expect(described).toContain(name.slice(root.length + 1));
  for (const entity of metadata["@graph"]) {
    for (const part of (entity.hasPart as Array<{ "@id": string }> | undefined) ?? [])
      expect(byId.has(part["@id"])).toBe(true);
  }
  return { zip, root, byId };
}
