import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { collabDocuments, collabUpdates } from "../db/schema";
import { publishStored } from "./events";

/** The state row's placeholder before a first store: an empty Yjs update. */
const EMPTY_UPDATE = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * A document's durable state as updates to apply in order: the stored state (when there is one),
 * then the update log. One statement, so one snapshot: a compaction committing meanwhile cannot
 * take log rows out of the answer whose merge into the state row it does not show.
 */
export async function storedUpdates(db: Db, documentName: string): Promise<Uint8Array[]> {
  const result = (await db.execute(sql`
    SELECT ${collabDocuments.state} AS bytes, 0 AS part, 0::bigint AS seq
      FROM ${collabDocuments} WHERE ${collabDocuments.name} = ${documentName}
    UNION ALL
    SELECT ${collabUpdates.update}, 1, ${collabUpdates.seq}
      FROM ${collabUpdates} WHERE ${collabUpdates.name} = ${documentName}
    ORDER BY part, seq`)) as unknown as { rows: Array<{ bytes: Uint8Array }> };
  return result.rows.map((row) => row.bytes);
}

const appendOne = preparedPerDb((db) =>
  db
    .insert(collabUpdates)
    .values({ name: sql.placeholder("name"), update: sql.placeholder("update") })
    .returning({ seq: collabUpdates.seq })
    .prepare("collab_update_append"),
);

/** Durably appends updates to a document's log, in order; resolves with the highest sequence written. */
export async function appendStoredUpdates(db: Db, documentName: string, updates: Uint8Array[]): Promise<number> {
  if (updates.length === 0) throw new Error("appendUpdates called without updates");
  const [only] = updates;
  if (updates.length === 1 && only) {
    // The collab server's group commit appends one merged update at a time, several a second per
    // document being typed in: built and planned once (bench:collab's stores).
    const [row] = await appendOne(db).execute({ name: documentName, update: only });
    if (!row) throw new Error("append returned no sequence number");
    return Number(row.seq);
  }
  // One statement: the rows commit together, in array order (identity values follow VALUES order).
  const rows = await db
    .insert(collabUpdates)
    .values(updates.map((update) => ({ name: documentName, update })))
    .returning({ seq: collabUpdates.seq });
  return Math.max(...rows.map((row) => Number(row.seq)));
}

/**
 * Stores a document's state, merged into the stored one, and compacts the log rows up to
 * `compactedThroughSeq` into it; in the same transaction, the "document stored" event reaches its
 * listeners, which write their outbox jobs, so what reacts to a store (search, authors, versions)
 * runs after the commit, off the collab server's save lock, and is never lost. True when a job
 * due now was written (wake the outbox).
 */
export async function storeDocumentState(
  db: Db,
  documentName: string,
  state: Uint8Array,
  compactedThroughSeq: number | null,
  changedBy: readonly number[] = [],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One statement: the row is inserted or locked (two first stores of one document, on two
    // processes behind Redis, queue on it instead of overwriting each other), and the log rows
    // this state covers are taken out. Answers the stored state first, then those rows in order.
    const compacts = compactedThroughSeq !== null;
    const rows = (
      (await tx.execute(sql`
        WITH doc AS (
          INSERT INTO ${collabDocuments} (name, state) VALUES (${documentName}, ${EMPTY_UPDATE})
          ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
          RETURNING state),
        gone AS (
          DELETE FROM ${collabUpdates}
           WHERE ${compacts} AND name = ${documentName} AND seq <= ${compactedThroughSeq ?? 0}
          RETURNING "update", seq)
        SELECT state AS bytes, 0 AS part, 0::bigint AS seq FROM doc
        UNION ALL SELECT "update", 1, seq FROM gone
        ORDER BY part, seq`)) as unknown as { rows: Array<{ bytes: Uint8Array }> }
    ).rows;
    // Merged, never overwritten: another process's state and the log rows deleted here may
    // hold updates this state lacks.
    const [stored, ...compacted] = rows;
    const merged = Y.mergeUpdates([...(stored ? [stored.bytes] : []), state, ...compacted.map((row) => row.bytes)]);
    await tx
      .update(collabDocuments)
      .set({ state: merged, updatedAt: sql`now()` })
      .where(eq(collabDocuments.name, documentName));
    return publishStored(tx, documentName, changedBy);
  });
}

/**
 * Where a document's durable state stands: its newest log row and its state row's last store.
 * Unchanged between two reads, nothing was appended or stored in between.
 */
export async function storedMark(db: Db, documentName: string): Promise<string> {
  const result = (await db.execute(sql`
    SELECT (SELECT max(${collabUpdates.seq}) FROM ${collabUpdates} WHERE ${collabUpdates.name} = ${documentName}) AS seq,
           (SELECT ${collabDocuments.updatedAt} FROM ${collabDocuments} WHERE ${collabDocuments.name} = ${documentName}) AS stored`)) as unknown as {
    rows: Array<{ seq: unknown; stored: unknown }>;
  };
  const [row] = result.rows;
  return `${String(row?.seq ?? "")}|${String(row?.stored ?? "")}`;
}

/**
 * Waits until a document's durable state stops changing: after it turned read-only everywhere,
 * the last updates another process had received are appended within its group commit
 * (`quietMs`); at most `maxMs`.
 */
export async function settledStore(db: Db, documentName: string, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let mark = await storedMark(db, documentName);
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await storedMark(db, documentName);
    if (now !== mark) {
      mark = now;
      quietSince = Date.now();
    }
  }
}
