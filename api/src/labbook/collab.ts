import { eq, sql } from "drizzle-orm";
import { documentName, parseDocumentName } from "@enote/shared";
import type { CollabActor, DocumentAccess } from "@enote/collab-server";
import type { Db } from "../db/client";
import { labBooks, members } from "../db/schema";
import { registerDocumentFeature } from "../collab/registry";
import { currentDocument, liveDocuments, onDocumentStored } from "../documents";
import { bookOfMemo } from "../memos/access";
import { enqueue, registerOutboxHandler } from "../outbox";
import { contentAccess, findLabBook, shareKeyOpens } from "./access";
import { projectContent } from "./content";
import { bookTextReaders } from "./text-read";

/**
 * The name anonymous share-link viewers carry. It reaches no one: the collab server drops their
 * presence, so nobody sees it; it only tells them apart from members in the server's logs.
 */
const GUEST_NAME = "Guest";

/** A burst of stores of one book within this makes one projection. */
export const projectionDelayMs = 500;

/** The lab book whose access a document follows: the book's text, or a memo of it; null for any other. */
export async function bookOfDocument(db: Db, name: string): Promise<number | null> {
  const parsed = parseDocumentName(name);
  if (parsed?.kind === "labbook") return parsed.id;
  if (parsed?.kind === "memo") return bookOfMemo(db, parsed.id);
  return null;
}

async function shareState(db: Db, lbIdx: number) {
  const [book] = await db
    .select({ sharePermission: labBooks.sharePermission, shareKey: labBooks.shareKey })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, lbIdx));
  return book ?? null;
}

/**
 * Members: decide on their standing and the book's status (write only while IN_PROGRESS).
 * Anonymous viewers: read while their key is the book's current key and the book is public, so
 * a regenerated key or a private book closes them on the next refresh.
 */
async function labBookAccess(db: Db, actor: CollabActor, lbIdx: number): Promise<DocumentAccess> {
  if (actor.memberIdx === null) {
    const book = await shareState(db, lbIdx);
    return book && actor.shareKey !== undefined && shareKeyOpens(book, actor.shareKey) ? "read" : "none";
  }
  const [member] = await db
    .select({ role: members.role, status: members.status })
    .from(members)
    .where(eq(members.memberIdx, actor.memberIdx));
  if (!member || member.status !== "ACTIVE") return "none";
  const subject = { memberIdx: actor.memberIdx, role: member.role };
  const found = await findLabBook(db, lbIdx, subject);
  return found ? contentAccess(subject, found.book.status, found.facts) : "none";
}

registerDocumentFeature({
  name: "labbook",
  async access(db, actor, name) {
    const kind = parseDocumentName(name)?.kind;
    if (kind !== "labbook" && kind !== "memo") return null;
    const lbIdx = await bookOfDocument(db, name);
    return lbIdx === null ? "none" : labBookAccess(db, actor, lbIdx);
  },
  async shareViewer(db, key, name) {
    const lbIdx = await bookOfDocument(db, name);
    if (lbIdx === null) return null;
    const book = await shareState(db, lbIdx);
    return book && shareKeyOpens(book, key) ? { memberIdx: null, name: GUEST_NAME, shareKey: key } : null;
  },
});

const PROJECT_JOB = "labbook.project";

/**
 * A stored book text schedules one projection of the book (a burst of stores makes one), which
 * gathers the members whose changes the burst stored for the features that read the text.
 */
onDocumentStored({
  name: "labbook.projection",
  kinds: ["labbook"],
  async stored(tx, event) {
    const lbIdx = parseDocumentName(event.name)?.id;
    if (lbIdx === undefined) return false;
    await enqueue(
      tx,
      PROJECT_JOB,
      { lbIdx, changedBy: [...event.changedBy] },
      { dedupeKey: String(lbIdx), runAt: new Date(Date.now() + projectionDelayMs), gather: "changedBy" },
    );
    // Due later: the outbox's next look after the delay runs it, no wake.
    return false;
  },
});

/** The book's title, plain text and goal in its row, for lists and search; then the text's readers. */
registerOutboxHandler({
  kind: PROJECT_JOB,
  async run(ctx, payload) {
    const lbIdx = Number(payload.lbIdx);
    const changedBy = Array.isArray(payload.changedBy)
      ? payload.changedBy.filter((memberIdx): memberIdx is number => typeof memberIdx === "number")
      : [];
    const doc = await currentDocument(ctx.db, documentName.labbook(lbIdx), liveDocuments(ctx), {
      openCopySuffices: true,
    });
    try {
      const { title, plainText, goalText } = projectContent(doc);
      await ctx.db
        .update(labBooks)
        .set({
          // An emptied title keeps the last one in lists, so a book never goes nameless there.
          title: title === "" ? sql`${labBooks.title}` : title,
          plainText,
          goalText,
          modifiedAt: sql`now()`,
        })
        .where(eq(labBooks.lbIdx, lbIdx));
      for (const reader of bookTextReaders()) await reader(ctx, lbIdx, doc, changedBy);
    } finally {
      doc.destroy();
    }
  },
});
