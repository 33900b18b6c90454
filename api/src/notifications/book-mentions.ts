import { and, eq, inArray, sql } from "drizzle-orm";
import { documentName, parseDocumentName } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookMentions, members, outboxJobs } from "../db/schema";
import { currentDocument, liveDocuments, onDocumentStored } from "../documents";
import { contentAccess, findLabBook } from "../labbook/access";
import { bookMentions } from "../labbook/content";
import { registerOutboxHandler } from "../outbox";
import { projectionDelayMs } from "../labbook/collab";
import { announceNotifications, notify } from "./record";

const BOOK_MENTIONS_JOB = "notification.bookMentions";

/**
 * A stored book text is read for new mentions after the store, off the save lock: one job per book
 * for a burst of stores (due `projectionDelayMs` after the first), which gathers the members whose
 * changes the burst stored (the actor, when there is one).
 */
onDocumentStored({
  name: "notifications.bookMentions",
  kinds: ["labbook"],
  async stored(tx, event) {
    const lbIdx = parseDocumentName(event.name)?.id;
    if (lbIdx === undefined) return false;
    const payload = JSON.stringify({ lbIdx, changedBy: [...event.changedBy] });
    await tx.execute(sql`
      INSERT INTO ${outboxJobs} (kind, payload, dedupe_key, run_at)
      VALUES (${BOOK_MENTIONS_JOB}, ${payload}::jsonb, ${String(lbIdx)},
              now() + make_interval(secs => ${projectionDelayMs / 1000}))
      ON CONFLICT (kind, dedupe_key) WHERE done_at IS NULL AND dedupe_key IS NOT NULL
      DO UPDATE SET payload = jsonb_set(${outboxJobs}.payload, '{changedBy}', (
        SELECT coalesce(jsonb_agg(DISTINCT member), '[]'::jsonb)
          FROM jsonb_array_elements(${outboxJobs}.payload -> 'changedBy' || EXCLUDED.payload -> 'changedBy') AS member))`);
    // Due later: the outbox's next look after the delay runs it.
    return false;
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
