import { and, asc, eq, isNull } from "drizzle-orm";
import * as Y from "yjs";
import {
  documentName,
  frozenMemosRoot,
  inDrawingOrder,
  isMemoElement,
  memoDoc,
  type MemoElementJson,
} from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { memos } from "../db/schema";
import { storedUpdates } from "./stored";

/** Where the documents a process holds open are: a document's newest changes may be there only. */
export interface LiveDocuments {
  get(name: string): Y.Doc | undefined;
  /** Members whose changes to the open document are not stored yet (taken: noted nowhere else). */
  takeChangedBy(name: string): number[];
}

/** The documents this process holds open. */
export function liveDocuments(ctx: Pick<AppContext, "collab">): LiveDocuments {
  return {
    get: (name) => ctx.collab?.hocuspocus.documents.get(name),
    takeChangedBy: (name) => ctx.collab?.takeChangedBy(name) ?? [],
  };
}

/** The one encoder of a document's state: every feature that keeps or hashes state uses it. */
export function encodeState(doc: Y.Doc): Uint8Array {
  return Y.encodeStateAsUpdate(doc);
}

/** A document made of updates applied in order. */
export function docFromUpdates(updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  return doc;
}

/**
 * A document now: its stored state and update log, plus the live copy when this process holds
 * it open (updates not yet in the log are there). The caller destroys the returned Y.Doc.
 */
export async function currentDocument(
  db: Db,
  name: string,
  live?: LiveDocuments,
  options: { openCopySuffices?: boolean } = {},
): Promise<Y.Doc> {
  // For what only follows the text (search, mentions): a copy open here was loaded from the stored
  // state and has every change since, but for updates another process stored a moment ago and
  // Redis has not brought yet; the next store brings them. Versions, signing and exports read both.
  const openHere = options.openCopySuffices ? live?.get(name) : undefined;
  if (openHere) return docFromUpdates([encodeState(openHere)]);
  // The live copy first: read after the stored log, it could be gone (its last connection closed,
  // its changes stored and the document unloaded) while the log read began before that store
  // committed, and both would miss the newest changes.
  const open = live?.get(name);
  const liveState = open ? encodeState(open) : null;
  const updates = await storedUpdates(db, name);
  if (liveState) updates.push(liveState);
  return docFromUpdates(updates);
}

/** One memo frozen into a book's state (the `memos` root of versions and the completion snapshot). */
export interface FrozenMemo {
  memoIdx: number;
  title: string;
  /** Every element in drawing order, tombstones included: the record shows what was deleted too. */
  elements: MemoElementJson[];
}

/** The book's memos not deleted, oldest first. */
export async function bookMemoRows(db: Db, lbIdx: number): Promise<Array<{ memoIdx: number; title: string }>> {
  return db
    .select({ memoIdx: memos.memoIdx, title: memos.title })
    .from(memos)
    .where(and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt)))
    .orderBy(asc(memos.memoIdx));
}

/** A memo's elements now, in drawing order. */
export async function memoElementsNow(db: Db, memoIdx: number, live?: LiveDocuments): Promise<MemoElementJson[]> {
  const doc = await currentDocument(db, documentName.memo(memoIdx), live);
  const elements = [...doc.getMap(memoDoc.elements).values()].filter(isMemoElement);
  doc.destroy();
  return inDrawingOrder(elements);
}

/** The given memos now (titles and drawings), in the order given. */
export async function frozenMemosNow(
  db: Db,
  rows: ReadonlyArray<{ memoIdx: number; title: string }>,
  live?: LiveDocuments,
): Promise<FrozenMemo[]> {
  const frozen: FrozenMemo[] = [];
  for (const row of rows) {
    frozen.push({ memoIdx: row.memoIdx, title: row.title, elements: await memoElementsNow(db, row.memoIdx, live) });
  }
  return frozen;
}

/**
 * The book now as one Yjs state: its text document with the given memos frozen under the `memos`
 * root. What versions keep and what COMPLETE freezes and signs: one format, one memo order.
 */
export async function bookState(
  db: Db,
  lbIdx: number,
  rows: ReadonlyArray<{ memoIdx: number; title: string }>,
  live?: LiveDocuments,
): Promise<Uint8Array> {
  const doc = await currentDocument(db, documentName.labbook(lbIdx), live);
  doc.getArray(frozenMemosRoot).push(await frozenMemosNow(db, rows, live));
  const state = encodeState(doc);
  doc.destroy();
  return state;
}
