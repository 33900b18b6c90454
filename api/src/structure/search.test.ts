import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { inArray, sql } from "drizzle-orm";
import { Molecule, SSSearcher, SSSearcherWithIndex } from "openchemlib";
import {
  documentName,
  labBookDoc,
  type StructureSearchInput,
  type StructureSearchResult,
  type StructureUsesResult,
} from "@enote/shared";
import { bookStructures } from "../db/schema";
import { storeDocumentState } from "../documents";
import { ok, type Result, type TestMember } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLab, connectPeer, createLabBook, type Lab } from "../test/labbooks";
import { reactionUpdate, seedCabinet, structureLibrary, type SeedRow } from "../test/structures";
import { wordsOf } from "./fingerprint";

// Structure search over a seeded cabinet of 10,400 bottles (800 compounds, 13 bottles each) and 200 books,
// checked against openchemlib's own matcher and similarity over every seeded compound.
let app: TestApp;
let lab: Lab;
let library: string[];
let bottles: { rowKey: string; smiles: string }[];
const bookRows: { lbIdx: number; role: "reactant" | "product"; position: number; smiles: string }[] = [];
/** Each library compound's fingerprint words as stored (openchemlib's index). */
const fingerprints = new Map<string, number[]>();
/** Each library compound read once, for openchemlib's own matcher. */
const molecules = new Map<string, Molecule>();
const moleculeOf = (smiles: string) => molecules.get(smiles) ?? Molecule.fromSmiles(smiles);

const BOOKS = 200;
const COPIES = 13;

async function search(member: TestMember, input: Omit<StructureSearchInput, "groupIdx"> & { groupIdx?: number }) {
  return app.call<Result<StructureSearchResult>>("POST", "/api/structure/search.do", {
    token: member.token,
    body: { groupIdx: lab.groupIdx, ...input },
  });
}

/** Every page of a search: the bottles' row keys and the books' rows ("lbIdx:role:position"). */
async function searchAll(member: TestMember, input: Omit<StructureSearchInput, "groupIdx"> & { groupIdx?: number }) {
  const found = { bottles: new Set<string>(), rows: new Set<string>(), pages: 0 };
  let cursor: string | undefined;
  do {
    const page = ok(await search(member, { ...input, cursor }));
    for (const hit of page.inventory) found.bottles.add(hit.rowKey);
    for (const hit of page.books) found.rows.add(`${hit.lbIdx}:${hit.role}:${hit.position}`);
    found.pages++;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && found.pages < 1000);
  return found;
}

/** What openchemlib's own substructure matcher finds among the seeded compounds, with no fingerprint. */
function substructureExpected(query: string): Set<string> {
  const fragment = Molecule.fromSmiles(query);
  fragment.setFragment(true);
  const searcher = new SSSearcher();
  searcher.setFragment(fragment);
  return new Set(
    library.filter((smiles) => {
      searcher.setMolecule(moleculeOf(smiles));
      return searcher.isFragmentInMolecule();
    }),
  );
}

function exactExpected(query: string): Set<string> {
  const key = Molecule.fromSmiles(query).getIDCode();
  return new Set(library.filter((smiles) => moleculeOf(smiles).getIDCode() === key));
}

function similarityExpected(query: string, threshold: number): Set<string> {
  const index = Molecule.fromSmiles(query).getIndex();
  return new Set(
    library.filter(
      (smiles) => SSSearcherWithIndex.getSimilarityTanimoto(index, fingerprints.get(smiles) ?? []) >= threshold,
    ),
  );
}

const expectedBottles = (compounds: Set<string>) =>
  new Set(bottles.filter((bottle) => compounds.has(bottle.smiles)).map((bottle) => bottle.rowKey));
const expectedRows = (compounds: Set<string>) =>
  new Set(bookRows.filter((row) => compounds.has(row.smiles)).map((row) => `${row.lbIdx}:${row.role}:${row.position}`));

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  const db = app.database.db;
  library = structureLibrary(800);
  for (const smiles of library) molecules.set(smiles, Molecule.fromSmiles(smiles));
  bottles = await seedCabinet(db, {
    groupIdx: lab.groupIdx,
    creatorIdx: lab.manager.memberIdx,
    smiles: library,
    copies: COPIES,
  });
  const stored = await db.execute(sql`SELECT DISTINCT smiles, structure_fp::text AS fp FROM inventory_items`);
  for (const row of (stored as unknown as { rows: { smiles: string; fp: string }[] }).rows) {
    fingerprints.set(row.smiles, wordsOf(row.fp));
  }

  // 200 books of the lab's project with two reactants and a product each, stored as the collab
  // server stores them: the book's projection writes their structures.
  const created: number[] = [];
  for (let start = 0; start < BOOKS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, BOOKS - start) }, (_, i) =>
        createLabBook(app, lab.writer.token, lab.projectIdx, `Book ${start + i + 1}`),
      ),
    );
    created.push(...batch.map((book) => book.lbIdx));
  }
  for (const [n, lbIdx] of created.entries()) {
    const pick = (k: number) => library[(n * 37 + k * 11) % library.length] ?? "C";
    const reactants: SeedRow[] = [
      // Linked to a bottle of its compound, as the picker links it.
      { name: `Reactant ${n}a`, smiles: pick(1), rowKey: bottles[((n * 37 + 11) % library.length) * COPIES]?.rowKey },
      { name: `Reactant ${n}b`, smiles: pick(2) },
    ];
    const products: SeedRow[] = [{ name: `Product ${n}`, smiles: pick(3) }];
    reactants.forEach((row, position) => bookRows.push({ lbIdx, role: "reactant", position, smiles: row.smiles }));
    products.forEach((row, position) => bookRows.push({ lbIdx, role: "product", position, smiles: row.smiles }));
    await storeDocumentState(db, documentName.labbook(lbIdx), reactionUpdate({ reactants, products }), null, [
      lab.writer.memberIdx,
    ]);
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookStructures)
      .where(inArray(bookStructures.lbIdx, created));
    if ((row?.count ?? 0) === bookRows.length) break;
    if (Date.now() > deadline) throw new Error(`book structures: ${row?.count} of ${bookRows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe("structure search", () => {
  it("finds exactly the bottles and book rows that contain a substructure, as openchemlib's matcher does", async () => {
    for (const query of ["OB(O)c1ccccc1", "c1ccncc1", "C(=O)O", "C1CCNCC1", "C(F)(F)F"]) {
      const compounds = substructureExpected(query);
      const found = await searchAll(lab.writer, { smiles: query, mode: "substructure" });
      expect(found.bottles, query).toEqual(expectedBottles(compounds));
      expect(found.rows, query).toEqual(expectedRows(compounds));
      expect(compounds.size, query).toBeGreaterThan(0);
    }
  });

  it("finds the same compound only, stereo included, in exact mode", async () => {
    for (const query of ["C[C@@H](N)C(=O)O", "C[C@H](N)C(=O)O", "OC(=O)[C@@H](N)C", library[40] ?? "C"]) {
      const compounds = exactExpected(query);
      const found = await searchAll(lab.writer, { smiles: query, mode: "exact", scope: ["inventory"] });
      expect(found.bottles, query).toEqual(expectedBottles(compounds));
      expect(compounds.size, query).toBeGreaterThan(0);
    }
    // (R) and (S) are not one compound.
    const s = await searchAll(lab.writer, { smiles: "C[C@@H](N)C(=O)O", mode: "exact", scope: ["inventory"] });
    const r = await searchAll(lab.writer, { smiles: "C[C@H](N)C(=O)O", mode: "exact", scope: ["inventory"] });
    expect([...s.bottles].some((key) => r.bottles.has(key))).toBe(false);
  });

  it("finds compounds at least as similar as the threshold (Tanimoto), most similar first", async () => {
    for (const [query, threshold] of [
      [library[100] ?? "C", 0.8],
      [library[733] ?? "C", 0.6],
      ["OB(O)c1ccc(C)cc1", 0.7],
    ] as const) {
      const compounds = similarityExpected(query, threshold);
      const found = await searchAll(lab.writer, { smiles: query, mode: "similarity", threshold });
      expect(found.bottles, `${query} ${threshold}`).toEqual(expectedBottles(compounds));
      expect(found.rows, `${query} ${threshold}`).toEqual(expectedRows(compounds));
    }
    const page = ok(await search(lab.writer, { smiles: library[100] ?? "C", mode: "similarity", threshold: 0.5 }));
    const values = page.inventory.map((hit) => hit.similarity ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(1);
  });

  it("shows no book the member cannot read, and no cabinet of a group they are not in", async () => {
    const query = { smiles: "c1ccccc1", mode: "substructure" as const };
    // A group member outside the project reads none of its lab books; the cabinet is theirs to search.
    const bystander = ok(await search(lab.bystander, query));
    expect(bystander.books).toEqual([]);
    expect(bystander.inventory.length).toBeGreaterThan(0);
    // The project's reader reads them.
    expect(ok(await search(lab.reader, query)).books.length).toBeGreaterThan(0);
    // Another lab's member: not this group's cabinet (404), and none of these books from their own.
    expect((await search(lab.outsider, query)).status).toBe(404);
    const own = await search(lab.outsider, { ...query, scope: ["books"] });
    expect(ok(own).books).toEqual([]);
  });

  it("refuses a structure it cannot read, in the member's language, and a foreign cursor", async () => {
    const english = await search(lab.writer, { smiles: "C1CC(", mode: "substructure" });
    expect(english.status).toBe(400);
    expect(english.body.code).toBe("STRUCTURE_INVALID");
    const korean = await app.call<Result<unknown>>("POST", "/api/structure/search.do", {
      token: lab.writer.token,
      headers: { "accept-language": "ko-KR" },
      body: { groupIdx: lab.groupIdx, smiles: "C1CC(" },
    });
    expect(korean.body.message).toBe("구조를 읽을 수 없습니다. 다시 그리거나 SMILES나 MOL 파일을 확인해 주세요");
    const cursor = await search(lab.writer, { smiles: "CC", cursor: "not-a-cursor" });
    expect(cursor.status).toBe(400);
    expect((await search(lab.writer, { mode: "substructure" })).status).toBe(400);
  });

  it("finds a structure typed into a book's reaction table within seconds, and forgets the one it replaced", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Live structure");
    const peer = connectPeer(app, book.lbIdx, lab.writer.token);
    await peer.synced();
    const products = peer.doc.getArray<Y.Map<unknown>>(labBookDoc.table("products"));
    const row = new Y.Map<unknown>();
    const smiles = new Y.Text("OB(O)c1ccc(S(F)(F)(F)(F)F)cc1");
    peer.doc.transact(() => {
      row.set(labBookDoc.rowId, "live-1");
      row.set("name", new Y.Text("Pentafluorosulfanyl boronic acid"));
      row.set("smiles", smiles);
      products.push([row]);
    });
    const inBook = async (query: string) =>
      ok(await search(lab.reader, { smiles: query, mode: "exact", scope: ["books"] })).books.filter(
        (hit) => hit.lbIdx === book.lbIdx,
      );
    const started = Date.now();
    await expect
      .poll(() => inBook("OB(O)c1ccc(S(F)(F)(F)(F)F)cc1"), { timeout: 10_000, interval: 100 })
      .toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    peer.doc.transact(() => {
      smiles.delete(0, smiles.length);
      smiles.insert(0, "OB(O)c1ccc(SF)cc1");
    });
    await expect.poll(() => inBook("OB(O)c1ccc(SF)cc1"), { timeout: 10_000, interval: 100 }).toHaveLength(1);
    expect(await inBook("OB(O)c1ccc(S(F)(F)(F)(F)F)cc1")).toEqual([]);
    const [hit] = await inBook("OB(O)c1ccc(SF)cc1");
    expect(hit).toMatchObject({
      role: "product",
      rowName: "Pentafluorosulfanyl boronic acid",
      title: "Live structure",
    });
    peer.destroy();
  });

  it("lists where a bottle was used: books that link it or hold its compound", async () => {
    const used = bookRows[0];
    const bottle = bottles.find((b) => b.smiles === used?.smiles);
    expect(bottle).toBeDefined();
    const uses = ok(
      await app.call<Result<StructureUsesResult>>("GET", `/api/structure/uses/${bottle?.rowKey}.do`, {
        token: lab.writer.token,
      }),
    );
    const expected = expectedRows(new Set([used?.smiles ?? ""]));
    expect(new Set(uses.books.map((hit) => `${hit.lbIdx}:${hit.role}:${hit.position}`))).toEqual(expected);
    // A member who reads no book of the project sees the bottle but none of the books.
    const none = ok(
      await app.call<Result<StructureUsesResult>>("GET", `/api/structure/uses/${bottle?.rowKey}.do`, {
        token: lab.bystander.token,
      }),
    );
    expect(none.books).toEqual([]);
  });
});
