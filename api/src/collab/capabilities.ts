import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import { documentRoots, meetingPresenceFlushMs, memberPresence, parseDocumentName, shareKeyOf } from "@enote/shared";
import type { CollabActor, CollabCapabilities, DocumentAccess } from "@enote/collab-server";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { actorFromAccessToken, sessionLive } from "../auth/sessions";
import { collabDocuments, collabUpdates, labBooks, members } from "../db/schema";
import { contentAccess, findLabBook, shareKeyOpens } from "../labbook/access";
import { projectContent } from "../labbook/content";
import { noteBookChanges } from "../history/versions";
import { groupFeedAccess } from "../live/access";
import { bookOfMemo } from "../memos/access";
import { roomAccess } from "../meeting/access";
import { roomJoined, roomLeft } from "../meeting/service";
import { appendToChain, sha256Hex } from "../signing/chain";

/**
 * The name anonymous share-link viewers carry. It reaches no one: the collab server drops their
 * presence, so nobody sees it; it only tells them apart from members in the server's logs.
 */
const GUEST_NAME = "Guest";

/** The state row's placeholder before a first store: an empty Yjs update. */
const EMPTY_UPDATE = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * What the collab server may ask of the api: who a token belongs to, what they may do with a
 * document (lab books: decide's rules plus the book's status and share link; group change feeds:
 * the inventory's rule; anything else: nothing), and the document's durable state, kept as one
 * compacted state row (collab_documents) plus an update log (collab_updates).
 */
export function collabCapabilities(ctx: AppContext): CollabCapabilities {
  const { db } = ctx;
  return {
    async authenticate(token: string, documentName: string): Promise<CollabActor | null> {
      const key = shareKeyOf(token);
      if (key !== null) return shareViewer(db, key, documentName);
      const actor = await actorFromAccessToken(db, ctx, token);
      if (!actor || actor.mustChangePassword) return null;
      const [row] = await db
        .select({ firstName: members.firstName, lastName: members.lastName, initial: members.initial })
        .from(members)
        .where(eq(members.memberIdx, actor.memberIdx));
      if (!row) return null;
      // The collab server writes `presence` into the member's awareness, so what others see is this.
      const presence = memberPresence({ memberIdx: actor.memberIdx, ...row });
      return { memberIdx: actor.memberIdx, sessionId: actor.sessionId, name: presence.name, presence: { ...presence } };
    },

    async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
      // Asked again on every refresh: a sign-in that has ended keeps no document open.
      if (actor.memberIdx !== null && !(actor.sessionId && (await sessionLive(db, actor.memberIdx, actor.sessionId)))) {
        return "none";
      }
      const feed = await groupFeedAccess(db, actor, documentName);
      if (feed) return feed;
      const parsed = parseDocumentName(documentName);
      if (parsed?.kind === "meeting") {
        // A meeting room: its members while it runs, read-only once ended; never share viewers.
        return actor.memberIdx === null ? "none" : roomAccess(db, actor.memberIdx, parsed.id);
      }
      const lbIdx = await bookOf(db, documentName);
      return lbIdx === null ? "none" : labBookAccess(db, actor, lbIdx);
    },

    loadState: (documentName: string) => storedUpdates(db, documentName),

    allowedRoots: documentRoots,

    async appendUpdates(documentName: string, updates: Uint8Array[]): Promise<number> {
      if (updates.length === 0) throw new Error("appendUpdates called without updates");
      // One statement: the rows commit together, in array order (identity values follow VALUES order).
      const rows = await db
        .insert(collabUpdates)
        .values(updates.map((update) => ({ name: documentName, update })))
        .returning({ seq: collabUpdates.seq });
      return Math.max(...rows.map((row) => Number(row.seq)));
    },

    async storeState(documentName: string, state: Uint8Array, compactedThroughSeq: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        // The row exists before it is locked, so two first stores of one document (two processes
        // behind Redis) queue on the lock instead of overwriting each other.
        await tx
          .insert(collabDocuments)
          .values({ name: documentName, state: EMPTY_UPDATE })
          .onConflictDoNothing({ target: collabDocuments.name });
        const [stored] = await tx
          .select({ state: collabDocuments.state })
          .from(collabDocuments)
          .where(eq(collabDocuments.name, documentName))
          .for("update");
        const compacted =
          compactedThroughSeq === null
            ? []
            : await tx
                .delete(collabUpdates)
                .where(sql`${collabUpdates.name} = ${documentName} AND ${collabUpdates.seq} <= ${compactedThroughSeq}`)
                .returning({ update: collabUpdates.update, seq: collabUpdates.seq });
        compacted.sort((a, b) => Number(a.seq) - Number(b.seq));
        // Merged, never overwritten: another process's state and the log rows deleted here may
        // hold updates this state lacks.
        const merged = Y.mergeUpdates([
          ...(stored ? [stored.state] : []),
          state,
          ...compacted.map((row) => row.update),
        ]);
        await tx
          .update(collabDocuments)
          .set({ state: merged, updatedAt: sql`now()` })
          .where(eq(collabDocuments.name, documentName));
        await chainStoredState(tx, documentName, merged);
      });
    },

    flushDelayMs: (documentName: string) =>
      parseDocumentName(documentName)?.kind === "meeting" ? meetingPresenceFlushMs : null,

    async joined(actor: CollabActor, documentName: string): Promise<void> {
      const parsed = parseDocumentName(documentName);
      if (parsed?.kind === "meeting" && actor.memberIdx !== null) await roomJoined(ctx, parsed.id, actor.memberIdx);
    },

    async left(actor: CollabActor, documentName: string): Promise<void> {
      const parsed = parseDocumentName(documentName);
      if (parsed?.kind === "meeting" && actor.memberIdx !== null) await roomLeft(ctx, parsed.id, actor.memberIdx);
    },

    async afterStore(documentName: string, doc: Y.Doc, changedBy: readonly number[]): Promise<void> {
      const parsed = parseDocumentName(documentName);
      if (parsed?.kind !== "labbook") return noteBookChanges(ctx, documentName, changedBy);
      // Read now, before any await: the document keeps changing and may be unloaded afterwards.
      const { title, plainText, goalText } = projectContent(doc);
      await db
        .update(labBooks)
        .set({
          // An emptied title keeps the last one in lists, so a book never goes nameless there.
          title: title === "" ? sql`${labBooks.title}` : title,
          plainText,
          goalText,
          modifiedAt: sql`now()`,
        })
        .where(eq(labBooks.lbIdx, parsed.id));
      await noteBookChanges(ctx, documentName, changedBy);
    },
  };
}

/** Every stored state of a book's text or memo is an entry of the book's hash chain (issue 27). */
async function chainStoredState(tx: Db, documentName: string, state: Uint8Array): Promise<void> {
  const parsed = parseDocumentName(documentName);
  if (parsed?.kind !== "labbook" && parsed?.kind !== "memo") return;
  const lbIdx = parsed.kind === "labbook" ? parsed.id : await bookOfMemo(tx, parsed.id);
  // A document whose book is not (or no longer) there has no chain to join.
  if (lbIdx === null || !(await findBookRow(tx, lbIdx))) return;
  await appendToChain(tx, lbIdx, {
    kind: parsed.kind === "labbook" ? "CONTENT" : "MEMO",
    memberIdx: null,
    contentHash: sha256Hex(state),
  });
}

async function findBookRow(db: Db, lbIdx: number): Promise<boolean> {
  const [row] = await db.select({ lbIdx: labBooks.lbIdx }).from(labBooks).where(eq(labBooks.lbIdx, lbIdx));
  return row !== undefined;
}

/** An anonymous viewer, when `key` opens the public link of the lab book `documentName` names. */
async function shareViewer(db: Db, key: string, documentName: string): Promise<CollabActor | null> {
  const lbIdx = await bookOf(db, documentName);
  if (lbIdx === null) return null;
  const book = await shareState(db, lbIdx);
  return book && shareKeyOpens(book, key) ? { memberIdx: null, name: GUEST_NAME, shareKey: key } : null;
}

/** The lab book whose access a document follows: the book's text, or a memo of it; null for any other. */
async function bookOf(db: Db, documentName: string): Promise<number | null> {
  const parsed = parseDocumentName(documentName);
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
