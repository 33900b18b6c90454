import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type * as Y from "yjs";
import { documentName, labBookDoc, reactionRowKeys, stoichiometryTables, type BookStructureRole } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { bookStructures, inventoryItems, labBooks } from "../db/schema";
import { currentDocument, liveDocuments } from "../documents";
import { onBookTextStored } from "../labbook/text-read";
import { enqueue, registerOutboxHandler } from "../outbox";
import { itemStructureColumns, structureKeys } from "./fingerprint";

/** A reactant or product with a structure, as the book's reaction table holds it. */
interface RowStructure {
  role: BookStructureRole;
  position: number;
  name: string;
  smiles: string;
  rowKey: string | null;
}

const roleOf = { reactants: "reactant", products: "product" } as const;

const cellText = (row: Y.Map<unknown>, key: string): string => {
  const value = row.get(key);
  return typeof value === "string" ? value : (value?.toString() ?? "");
};

/** The structures of the book's reactants and products (rows without a SMILES left out). */
export function rowStructures(doc: Y.Doc): RowStructure[] {
  const found: RowStructure[] = [];
  for (const table of stoichiometryTables) {
    doc
      .getArray<Y.Map<unknown>>(labBookDoc.table(table))
      .toArray()
      .forEach((row, position) => {
        const smiles = cellText(row, "smiles").trim();
        if (!smiles) return;
        const rowKey = row.get(reactionRowKeys.rowKey);
        found.push({
          role: roleOf[table],
          position,
          name: cellText(row, "name").trim(),
          smiles,
          rowKey: typeof rowKey === "string" && rowKey ? rowKey : null,
        });
      });
  }
  return found;
}

const sameRows = (a: readonly RowStructure[], b: readonly RowStructure[]) =>
  a.length === b.length && a.every((row, i) => JSON.stringify(row) === JSON.stringify(b[i]));

/**
 * Writes the book's reaction structures to book_structures (what structure search reads), unless
 * they are as already written: a burst of typing in the text costs one read of a few rows.
 */
export async function indexBookStructures(db: Db, lbIdx: number, doc: Y.Doc): Promise<void> {
  const rows = rowStructures(doc);
  const stored = await db
    .select({
      role: bookStructures.role,
      position: bookStructures.position,
      name: bookStructures.name,
      smiles: bookStructures.smiles,
      rowKey: bookStructures.rowKey,
    })
    .from(bookStructures)
    .where(eq(bookStructures.lbIdx, lbIdx))
    .orderBy(sql`${bookStructures.role} = 'product'`, asc(bookStructures.position));
  const readable: (RowStructure & { keys: NonNullable<Awaited<ReturnType<typeof structureKeys>>> })[] = [];
  for (const row of rows) {
    const keys = await structureKeys(row.smiles);
    if (keys) readable.push({ ...row, keys });
  }
  const unchanged = sameRows(
    stored,
    readable.map(({ keys: _keys, ...row }) => row),
  );
  await db.transaction(async (tx) => {
    if (!unchanged) {
      await tx.delete(bookStructures).where(eq(bookStructures.lbIdx, lbIdx));
      if (readable.length > 0) {
        await tx.insert(bookStructures).values(
          readable.map(({ keys, ...row }) => ({
            lbIdx,
            ...row,
            structureKey: keys.key,
            structureFp: keys.fp,
            structureBits: keys.bits,
          })),
        );
      }
    }
    await tx
      .update(labBooks)
      .set({ structuresIndexedAt: sql`now()` })
      .where(and(eq(labBooks.lbIdx, lbIdx), unchanged ? isNull(labBooks.structuresIndexedAt) : undefined));
  });
}

onBookTextStored("structure.books", (ctx, lbIdx, doc) => indexBookStructures(ctx.db, lbIdx, doc));

const BACKFILL_JOB = "structure.backfill";
const BACKFILL_BATCH = 200;

/**
 * Items and books written before structure search (or by a path that writes rows directly, a
 * legacy import or a restore) get their structure keys in the background, a batch per job.
 */
registerOutboxHandler({
  kind: BACKFILL_JOB,
  async run(ctx, payload) {
    const after = typeof payload.after === "string" ? payload.after : "";
    const items = await ctx.db
      .select({ rowKey: inventoryItems.rowKey, smiles: inventoryItems.smiles })
      .from(inventoryItems)
      .where(
        and(isNotNull(inventoryItems.smiles), isNull(inventoryItems.structureKey), gt(inventoryItems.rowKey, after)),
      )
      .orderBy(asc(inventoryItems.rowKey))
      .limit(BACKFILL_BATCH);
    for (const item of items) {
      const columns = await itemStructureColumns(item.smiles);
      if (columns.structureKey !== null) {
        await ctx.db.update(inventoryItems).set(columns).where(eq(inventoryItems.rowKey, item.rowKey));
      }
    }
    const books = await ctx.db
      .select({ lbIdx: labBooks.lbIdx })
      .from(labBooks)
      .where(isNull(labBooks.structuresIndexedAt))
      .orderBy(asc(labBooks.lbIdx))
      .limit(items.length === BACKFILL_BATCH ? 0 : 20);
    for (const { lbIdx } of books) {
      const doc = await currentDocument(ctx.db, documentName.labbook(lbIdx), liveDocuments(ctx), {
        openCopySuffices: true,
      });
      try {
        await indexBookStructures(ctx.db, lbIdx, doc);
      } finally {
        doc.destroy();
      }
    }
    const more = items.length === BACKFILL_BATCH || books.length > 0;
    if (more) {
      const next = items.length === BACKFILL_BATCH ? (items.at(-1)?.rowKey ?? "") : after;
      // Not deduplicated: this job itself still counts as waiting until it is done.
      await enqueue(ctx.db, BACKFILL_JOB, { after: next });
    }
  },
});

/** Asks for the backfill once (a server's start): it finds nothing to do once everything has keys. */
export function scheduleStructureBackfill(ctx: Pick<AppContext, "db">): Promise<void> {
  return enqueue(ctx.db, BACKFILL_JOB, { after: "" }, { dedupeKey: "backfill" });
}
