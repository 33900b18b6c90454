import * as Y from "yjs";
import { labBookDoc, type StoichiometryTable } from "@enote/shared";
import type { Db } from "../db/client";
import { inventoryItems } from "../db/schema";
import { newRowKey } from "../inventory/service";
import { itemStructureColumns } from "../structure/fingerprint";

/** Cores with two places for substituents, and the substituents: a chemist's everyday compounds. */
const cores = [
  "c1cc({a})ccc1{b}",
  "c1c({a})cncc1{b}",
  "C1CC({a})CCN1{b}",
  "c1ccc2cc({a})ccc2c1{b}",
  "c1cc({a})oc1{b}",
  "c1cc({a})sc1{b}",
  "C(CC{a}){b}",
  "c1nc({a})ncc1{b}",
  "O=C(N{a}){b}",
  "c1cc2c(cc1{a})[nH]cc2{b}",
];
/** Cores with three places: enough different compounds for a 100,000-bottle cabinet (bench:structure). */
const cores3 = ["c1c({a})cc({b})cc1{c}", "c1({a})nc({b})cc({c})n1", "C1C({a})CC({b})CC1{c}", "c1({a})sc({b})c({c})c1"];
const substituents = [
  "C",
  "CC",
  "O",
  "OC",
  "N",
  "Cl",
  "Br",
  "F",
  "C(=O)O",
  "C(=O)OC",
  "B(O)O",
  "C#N",
  "[N+](=O)[O-]",
  "S(=O)(=O)N",
  "C(F)(F)F",
  "c2ccccc2",
  "C(=O)N",
  "OCC",
  "N(C)C",
  "C=O",
  "I",
  "SC",
];

/**
 * `count` different SMILES strings, the same ones every run (cores × substituents, spread so every
 * core and substituent occurs). Some name one compound twice (a para pair written both ways), as
 * a cabinet does. Also (R)- and (S)-alanine, for the stereo-aware exact search.
 */
export function structureLibrary(count: number): string[] {
  const all: string[] = [];
  for (const a of substituents)
    for (const b of substituents) {
      for (const core of cores) all.push(core.replace("{a}", a).replace("{b}", b));
      for (const c of substituents)
        for (const core of cores3) all.push(core.replace("{a}", a).replace("{b}", b).replace("{c}", c));
    }
  // A stride coprime to the count walks every combination once, spread over cores and substituents.
  // (7919 is prime: a stride coprime to every length but its multiples.)
  const stride = all.length % 7919 === 0 ? 7927 : 7919;
  const picked = new Set(["C[C@H](N)C(=O)O", "C[C@@H](N)C(=O)O"]);
  for (let i = 0; picked.size < count && i < all.length; i++) picked.add(all[(i * stride) % all.length] ?? "C");
  return [...picked];
}

/** Bottles of `smiles` in a group's cabinet, `copies` of each, with their search keys: inserted in bulk. */
export async function seedCabinet(
  db: Db,
  options: { groupIdx: number; creatorIdx: number; smiles: readonly string[]; copies: number },
): Promise<{ rowKey: string; smiles: string }[]> {
  const rows: (typeof inventoryItems.$inferInsert)[] = [];
  for (const [index, smiles] of options.smiles.entries()) {
    const keys = await itemStructureColumns(smiles);
    for (let copy = 0; copy < options.copies; copy++) {
      rows.push({
        rowKey: newRowKey(),
        groupIdx: options.groupIdx,
        creatorIdx: options.creatorIdx,
        name: `Compound ${index + 1}`,
        smiles,
        amount: 5 + copy,
        unit: "g",
        location: `Cabinet ${(index % 9) + 1}`,
        ...keys,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(inventoryItems).values(rows.slice(start, start + 1000));
  }
  return rows.map((row) => ({ rowKey: row.rowKey, smiles: row.smiles ?? "" }));
}

/** A reaction row as a book holds it: its cells are Y.Text. */
export interface SeedRow {
  name: string;
  smiles: string;
  rowKey?: string;
}

/** A document update that gives a book these reactants and products (merged into what it holds). */
export function reactionUpdate(tables: Partial<Record<StoichiometryTable, readonly SeedRow[]>>): Uint8Array {
  const doc = new Y.Doc();
  for (const [table, rows] of Object.entries(tables) as [StoichiometryTable, readonly SeedRow[]][]) {
    const array = doc.getArray<Y.Map<unknown>>(labBookDoc.table(table));
    for (const [index, seed] of rows.entries()) {
      const row = new Y.Map<unknown>();
      row.set(labBookDoc.rowId, `seed-${table}-${index}`);
      row.set("name", new Y.Text(seed.name));
      row.set("smiles", new Y.Text(seed.smiles));
      if (seed.rowKey) row.set("rowKey", seed.rowKey);
      array.push([row]);
    }
  }
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}
