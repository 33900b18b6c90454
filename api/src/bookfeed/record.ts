import type { BookEventKind } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { bookEvents } from "../db/schema";

/**
 * Records what happened to a book for the feed. Pass the transaction of the change itself when
 * there is one, so the entry commits (or not) with it.
 */
export async function recordBookEvent(
  db: Db,
  event: { lbIdx: number; kind: BookEventKind; actorIdx: number; commentIdx?: number },
): Promise<void> {
  await db.insert(bookEvents).values({
    lbIdx: event.lbIdx,
    kind: event.kind,
    actorIdx: event.actorIdx,
    commentIdx: event.commentIdx ?? null,
  });
}

/**
 * Tells the members watching the book's group that its feed has a new entry (they refetch, and
 * the server filters by what each may read). Call it after the change committed. Never throws.
 */
export function announceBookEvent(ctx: AppContext, groupIdx: number): Promise<void> {
  return ctx.live.publish(groupIdx, "bookfeed", null);
}
