import { and, eq, inArray } from "drizzle-orm";
import type * as Y from "yjs";
import { bookMentionLink } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookMentions, members } from "../db/schema";
import { contentAccess, findLabBook } from "../labbook/access";
import { bookMentions } from "../labbook/content";
import { onBookTextStored } from "../labbook/text-read";
import { announceNotifications, notify } from "./record";

/** Of the members, those who may read the book now (active, and the book's content open to them). */
async function readersOf(db: Db, lbIdx: number, memberIdxs: number[]): Promise<number[]> {
  if (memberIdxs.length === 0) return [];
  const rows = await db
    .select({ memberIdx: members.memberIdx, role: members.role })
    .from(members)
    .where(and(inArray(members.memberIdx, memberIdxs), eq(members.status, "ACTIVE")));
  const readers: number[] = [];
  for (const row of rows) {
    const found = await findLabBook(db, lbIdx, row);
    if (found && contentAccess(row, found.book.status, found.facts) !== "none") readers.push(row.memberIdx);
  }
  return readers;
}

/**
 * Tells each member the book's text mentions, and who may read it, once: the record of those
 * told is written in the same transaction (ON CONFLICT: two stores read at once tell one). A
 * mention of someone who may not read the book tells nobody.
 */
export async function notifyBookMentions(
  ctx: AppContext,
  lbIdx: number,
  doc: Y.Doc,
  changedBy: readonly number[],
): Promise<number[]> {
  const mentioned = bookMentions(doc);
  if (mentioned.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const readers = await readersOf(tx, lbIdx, mentioned);
    if (readers.length === 0) return [];
    const fresh = await tx
      .insert(labBookMentions)
      .values(readers.map((memberIdx) => ({ lbIdx, memberIdx })))
      .onConflictDoNothing()
      .returning({ memberIdx: labBookMentions.memberIdx });
    return notify(ctx, tx, {
      kind: "bookMention",
      // The one who wrote it, when one member's changes were stored.
      actorIdx: changedBy.length === 1 ? (changedBy[0] ?? null) : null,
      recipients: fresh.map((row) => row.memberIdx),
      subjectType: "labbook",
      subjectIdx: lbIdx,
      link: bookMentionLink(lbIdx),
    });
  });
}

/** Read once per burst of stores of a book's text, by the book's projection job. */
onBookTextStored("notifications.bookMentions", async (ctx, lbIdx, doc, changedBy) => {
  await announceNotifications(ctx, await notifyBookMentions(ctx, lbIdx, doc, changedBy));
});
