import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { bookMemoRows, frozenMemosNow, liveDocuments, type FrozenMemo } from "../documents";

export type { FrozenMemo };

/** The book's memos (titles and drawings), oldest first, for the snapshot taken on COMPLETE. */
export async function frozenMemos(ctx: AppContext, db: Db, lbIdx: number): Promise<FrozenMemo[]> {
  return frozenMemosNow(db, await bookMemoRows(db, lbIdx), liveDocuments(ctx));
}
