import { and, asc, eq, isNull } from "drizzle-orm";
import * as Y from "yjs";
import { documentName, inDrawingOrder, isMemoElement, memoDoc, type MemoElementJson } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { memos } from "../db/schema";
import { storedUpdates } from "../collab/capabilities";

/** One memo as the completion snapshot freezes it. */
export interface FrozenMemo {
  memoIdx: number;
  title: string;
  /** Every element in drawing order, tombstones included: the record shows what was deleted too. */
  elements: MemoElementJson[];
}

/** A memo's elements now: stored state and log, plus the live document when this process holds it. */
async function currentElements(ctx: AppContext, db: Db, memoIdx: number): Promise<MemoElementJson[]> {
  const name = documentName.memo(memoIdx);
  const updates = await storedUpdates(db, name);
  const live = ctx.collab?.hocuspocus.documents.get(name);
  if (live) updates.push(Y.encodeStateAsUpdate(live));
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  const elements = [...doc.getMap(memoDoc.elements).values()].filter(isMemoElement);
  doc.destroy();
  return inDrawingOrder(elements);
}

/** The book's memos (titles and drawings), oldest first, for the snapshot taken on COMPLETE. */
export async function frozenMemos(ctx: AppContext, db: Db, lbIdx: number): Promise<FrozenMemo[]> {
  const rows = await db
    .select({ memoIdx: memos.memoIdx, title: memos.title })
    .from(memos)
    .where(and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt)))
    .orderBy(asc(memos.memoIdx));
  const frozen: FrozenMemo[] = [];
  for (const row of rows) frozen.push({ ...row, elements: await currentElements(ctx, db, row.memoIdx) });
  return frozen;
}
