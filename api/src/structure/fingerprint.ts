import { AppError } from "../lib/errors";
import { openchemlib, type OclMolecule } from "../lib/openchemlib";

/**
 * What structure search stores beside a compound: openchemlib's ID code (canonical, stereo
 * included: the same compound has the same code), its 512-bit substructure fingerprint (FFP512,
 * `Molecule.getIndex`) as PostgreSQL's bit string, and the number of bits set.
 */
export interface StructureKeys {
  key: string;
  fp: string;
  bits: number;
}

/** The 16 32-bit words of an openchemlib index as 512 characters of 0 and 1. */
export function bitString(words: readonly number[]): string {
  return words.map((word) => (word >>> 0).toString(2).padStart(32, "0")).join("");
}

/** The words back from a bit string (what openchemlib's similarity takes). */
export function wordsOf(fp: string): number[] {
  const words: number[] = [];
  for (let i = 0; i < fp.length; i += 32) words.push(parseInt(fp.slice(i, i + 32), 2) | 0);
  return words;
}

export const bitCount = (fp: string): number => {
  let count = 0;
  for (const char of fp) if (char === "1") count++;
  return count;
};

/**
 * A fingerprint costs openchemlib ~4 ms (512 substructure keys): a lab keeps the same compound in
 * many bottles and books, so the keys of recent SMILES are kept.
 */
const cache = new Map<string, StructureKeys | null>();
const CACHE_MAX = 20_000;

function remember(smiles: string, keys: StructureKeys | null): StructureKeys | null {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(smiles, keys);
  return keys;
}

/** The molecule a SMILES string names (null: openchemlib cannot read it, or it names no atom). */
export async function moleculeOf(smiles: string): Promise<OclMolecule | null> {
  const { Molecule } = await openchemlib();
  try {
    const molecule = Molecule.fromSmiles(smiles);
    return molecule.getAllAtoms() === 0 ? null : molecule;
  } catch {
    return null;
  }
}

/** A stored compound's keys from its SMILES (null when it cannot be read: it is then not searchable). */
export async function structureKeys(smiles: string | null | undefined): Promise<StructureKeys | null> {
  const text = smiles?.trim();
  if (!text) return null;
  if (cache.has(text)) return cache.get(text) ?? null;
  const molecule = await moleculeOf(text);
  if (!molecule) return remember(text, null);
  const fp = bitString(molecule.getIndex());
  return remember(text, { key: molecule.getIDCode(), fp, bits: bitCount(fp) });
}

/** The columns an inventory item stores with its SMILES (all null without a readable one). */
export async function itemStructureColumns(smiles: string | null | undefined) {
  const keys = await structureKeys(smiles);
  return { structureKey: keys?.key ?? null, structureFp: keys?.fp ?? null, structureBits: keys?.bits ?? null };
}

/** A member's query: the molecule as drawn (for exact and similarity) and as a fragment (substructure). */
export interface StructureQuery {
  molecule: OclMolecule;
  fragment: OclMolecule;
  /** The molecule's keys (exact: the ID code; similarity: the fingerprint). */
  keys: StructureKeys;
  /** The fragment's fingerprint: a stored compound that contains it has every one of these bits. */
  fragmentFp: string;
}

/** Reads a drawn (molfile) or typed (SMILES) query; 400 STRUCTURE_INVALID when it names no structure. */
export async function readQuery(input: { smiles?: string; molfile?: string }): Promise<StructureQuery> {
  const { Molecule, SSSearcherWithIndex } = await openchemlib();
  const read = (): OclMolecule | null => {
    try {
      if (input.molfile?.trim()) return Molecule.fromMolfile(input.molfile);
      return Molecule.fromSmiles(input.smiles?.trim() ?? "");
    } catch {
      return null;
    }
  };
  const molecule = read();
  if (!molecule || molecule.getAllAtoms() === 0) {
    throw new AppError("STRUCTURE_INVALID", undefined, {
      issues: [{ path: [input.molfile?.trim() ? "molfile" : "smiles"], message: "errors.STRUCTURE_INVALID" }],
    });
  }
  const fragment = molecule.getCompactCopy();
  fragment.setFragment(true);
  const fp = bitString(molecule.getIndex());
  return {
    molecule,
    fragment,
    keys: { key: molecule.getIDCode(), fp, bits: bitCount(fp) },
    fragmentFp: bitString(new SSSearcherWithIndex().createIndex(fragment)),
  };
}
