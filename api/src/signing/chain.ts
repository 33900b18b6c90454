import { createHash } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { labBookChain, labBooks } from "../db/schema";

/** The previous hash of a book's first entry. */
export const genesisHash = "0".repeat(64);

export interface ChainEntryInput {
  /** What happened: one of shared chainKinds, or another feature's own kind (at most 40 characters). */
  kind: string;
  /** Who did it; null for what no one member does (the collab server storing a document). */
  memberIdx: number | null;
  /** SHA-256 (hex) of what the entry records. */
  contentHash: string;
}

export interface ChainEntry extends ChainEntryInput {
  lbIdx: number;
  seq: number;
  at: Date;
  prevHash: string;
  hash: string;
}

/** Key space of the advisory locks that serialise appends to one book's chain. */
const chainLockSpace = 27_001;

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * An entry's hash: SHA-256 of the JSON array of its fields, the previous hash included. The
 * README gives the same recipe, so an auditor recomputes it without E-Note.
 */
export function entryHash(entry: Omit<ChainEntry, "hash">): string {
  return sha256Hex(
    JSON.stringify([
      1,
      entry.lbIdx,
      entry.seq,
      entry.kind,
      entry.at.toISOString(),
      entry.memberIdx,
      entry.contentHash,
      entry.prevHash,
    ]),
  );
}

/**
 * Appends one entry to the book's chain and answers it. Safe to call inside the caller's
 * transaction (it then commits or rolls back with it) or alone; appends to one book queue on an
 * advisory lock, so seq has no gaps and each entry links to the one before.
 *
 * Locks: first the book's row FOR KEY SHARE (what the entry's foreign key takes anyway), then the
 * advisory lock. A caller that locks the book row FOR UPDATE must do so before calling, as every
 * caller here does; taking the row after the advisory lock would deadlock with one that did.
 */
export async function appendToChain(db: Db, lbIdx: number, input: ChainEntryInput): Promise<ChainEntry> {
  if (!/^[0-9a-f]{64}$/.test(input.contentHash)) throw new Error("contentHash must be SHA-256 hex");
  if (input.kind.length === 0 || input.kind.length > 40) throw new Error("chain kind must be 1 to 40 characters");
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${labBooks} WHERE ${labBooks.lbIdx} = ${lbIdx} FOR KEY SHARE`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${chainLockSpace}, ${lbIdx})`);
    const [last] = await tx
      .select({ seq: labBookChain.seq, hash: labBookChain.hash })
      .from(labBookChain)
      .where(eq(labBookChain.lbIdx, lbIdx))
      .orderBy(desc(labBookChain.seq))
      .limit(1);
    const draft = {
      lbIdx,
      seq: (last?.seq ?? 0) + 1,
      kind: input.kind,
      at: new Date(),
      memberIdx: input.memberIdx,
      contentHash: input.contentHash,
      prevHash: last?.hash ?? genesisHash,
    };
    const entry = { ...draft, hash: entryHash(draft) };
    await tx.insert(labBookChain).values(entry);
    return entry;
  });
}

/** A book's chain, oldest first. */
export async function chainOf(db: Db, lbIdx: number): Promise<ChainEntry[]> {
  return db.select().from(labBookChain).where(eq(labBookChain.lbIdx, lbIdx)).orderBy(asc(labBookChain.seq));
}

export type ChainProblem = { seq: number; problem: "gap" | "link" | "hash" };

/** Recomputes every link: seq 1, 2, 3…, each prevHash the hash before, each hash its fields'. */
export function checkChain(entries: ChainEntry[]): ChainProblem | null {
  let prev = genesisHash;
  for (const [index, entry] of entries.entries()) {
    if (entry.seq !== index + 1) return { seq: entry.seq, problem: "gap" };
    if (entry.prevHash !== prev) return { seq: entry.seq, problem: "link" };
    if (entryHash(entry) !== entry.hash) return { seq: entry.seq, problem: "hash" };
    prev = entry.hash;
  }
  return null;
}

/** What a daily anchor's time stamp covers: its Merkle root's 32 bytes (anchor.ts). */
export function anchorData(root: string): Uint8Array {
  return Buffer.from(root, "hex");
}
