import { and, eq, inArray } from "drizzle-orm";
import { documentName, parseDocumentName } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookMentions, members } from "../db/schema";
import { currentDocument, liveDocuments, onDocumentStored } from "../documents";
import { contentAccess, findLabBook } from "../labbook/access";
import { bookMentions } from "../labbook/content";
import { enqueue, registerOutboxHandler } from "../outbox";
import { announceNotifications, notify } from "./record";

const BOOK_MENTIONS_JOB = "notification.bookMentions";

/** A stored book text is read for new mentions after the store, off the save lock. */
onDocumentStored({
  name: "notifications.bookMentions",
  kinds: ["labbook"],
  async stored(tx, event) {
    const lbIdx = parseDocumentName(event.name)?.id;
    if (lbIdx === undefined) return;
    await enqueue(tx, BOOK_MENTIONS_JOB, { lbIdx, changedBy: [...event.changedBy] });
  },
});

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
export async function notifyBookMentions(ctx: AppContext, lbIdx: number, changedBy: number[]): Promise<number[]> {
  const doc = await currentDocument(ctx.db, documentName.labbook(lbIdx), liveDocuments(ctx));
  const mentioned = bookMentions(doc);
  doc.destroy();
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
      link: `/labBook/experiment/${lbIdx}`,
    });
  });
}

registerOutboxHandler({
  kind: BOOK_MENTIONS_JOB,
  async run(ctx, payload) {
    const { lbIdx, changedBy } = payload;
    if (typeof lbIdx !== "number" || !Array.isArray(changedBy))
      throw new Error("notification.bookMentions: bad payload");
    const by = changedBy.filter((idx): idx is number => typeof idx === "number");
    await announceNotifications(ctx, await notifyBookMentions(ctx, lbIdx, by));
  },
});
