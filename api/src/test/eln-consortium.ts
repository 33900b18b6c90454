import type JSZip from "jszip";
import { z } from "zod";

/**
 * The ELN Consortium's checks of an .eln (TheELNFileFormat's test suite), written here as rules:
 * the archive holds one root folder and nothing beside it; the metadata descriptor names a version
 * and a publisher; every entity reached from the root through `hasPart` is in the graph exactly
 * once, has a type, and a Dataset or File has a name; keywords are one string; and the graph fits
 * the consortium's schema of the properties it knows (types, URIs, dates). Answers the problems found.
 */
export function elnConsortiumProblems(zip: JSZip, metadata: unknown): string[] {
  return [...archiveProblems(zip), ...schemaProblems(metadata), ...parameterProblems(metadata)];
}

function archiveProblems(zip: JSZip): string[] {
  const problems: string[] = [];
  const roots = new Set<string>();
  for (const [name, entry] of Object.entries(zip.files)) {
    const parts = name.split("/").filter((part) => part !== "");
    if (parts.length === 0 || name.startsWith("/") || parts.includes("..") || (parts.length === 1 && !entry.dir)) {
      problems.push(`archive: ${name} is not inside the root folder`);
    } else {
      roots.add(parts[0] ?? "");
    }
  }
  if (roots.size !== 1) problems.push(`archive: ${roots.size} root folders (${[...roots].join(", ")})`);
  return problems;
}

const reference = z.object({ "@id": z.string() });
const uriReference = z.object({ "@id": z.url() });
const dateTime = z.iso.datetime({ offset: true });
const typeName = z.union([z.string(), z.array(z.unknown())]);

/** The consortium's schema: what each known property must be when present. */
const entity = z.object({
  "@id": z.string(),
  "@type": typeName,
  about: reference.optional(),
  conformsTo: uriReference.optional(),
  dateCreated: dateTime.optional(),
  dateModified: dateTime.optional(),
  sdPublisher: reference.optional(),
  version: z.string().optional(),
  author: reference.optional(),
  name: z.string().optional(),
  encodingFormat: z.string().optional(),
  url: z.url().optional(),
  genre: z.string().optional(),
  creativeWorkStatus: z.string().optional(),
  identifier: z.string().optional(),
  keywords: z.string().optional(),
  hasPart: z.array(reference).optional(),
  comment: z
    .array(
      z.object({
        "@id": z.string().optional(),
        "@type": typeName.optional(),
        dateCreated: dateTime.optional(),
        text: z.string().optional(),
        author: reference.optional(),
      }),
    )
    .optional(),
});

const crate = z.object({
  "@context": z.union([z.url(), z.array(z.unknown())]),
  "@graph": z.array(entity),
});

function schemaProblems(metadata: unknown): string[] {
  const parsed = crate.safeParse(metadata);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `schema: ${issue.path.join(".")}: ${issue.message}`);
}

type Node = Record<string, unknown>;

function parameterProblems(metadata: unknown): string[] {
  const graph = ((metadata as { "@graph"?: unknown })["@graph"] ?? []) as Node[];
  if (!Array.isArray(graph)) return ["parameters: no @graph"];
  const problems: string[] = [];
  const withId = (id: string) => graph.filter((node) => node["@id"] === id);
  const [descriptor, ...more] = withId("ro-crate-metadata.json");
  if (!descriptor || more.length > 0) problems.push("parameters: the metadata descriptor is not there exactly once");
  for (const key of ["version", "sdPublisher"])
    if (descriptor && !(key in descriptor)) problems.push(`parameters: the descriptor has no ${key}`);
  const root = withId("./")[0];
  if (!root) return [...problems, "parameters: no root dataset ./"];

  const visit = (id: string, seen: Set<string>): void => {
    const nodes = withId(id);
    if (nodes.length !== 1) {
      problems.push(`parameters: ${id} is in the graph ${nodes.length} times`);
      return;
    }
    const node = nodes[0] as Node;
    if (!("@type" in node)) {
      problems.push(`parameters: ${id} has no @type`);
      return;
    }
    const types = ([] as unknown[]).concat(node["@type"]);
    if ((types.includes("Dataset") || types.includes("File")) && !("name" in node))
      problems.push(`parameters: ${id} (${types.join(", ")}) has no name`);
    if (Array.isArray(node.keywords)) problems.push(`parameters: ${id} has keywords as an array`);
    if (seen.has(id)) return;
    seen.add(id);
    for (const part of (node.hasPart as Array<{ "@id": string }> | undefined) ?? []) visit(part["@id"], seen);
  };
  const seen = new Set<string>();
  for (const part of (root.hasPart as Array<{ "@id": string }> | undefined) ?? []) visit(part["@id"], seen);
  return problems;
}
