import { and, count, eq, isNull } from "drizzle-orm";
import * as Y from "yjs";
import {
  chosenParts,
  formatSeqNo,
  documentName,
  labBookDoc,
  labBookSections,
  labBookTables,
  memoDoc,
  memoLimits,
  type bookImportInput,
  type BookImportResult,
} from "@enote/shared";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { collabDocuments, labBookTransitions, memos } from "../db/schema";
import { currentDocument, encodeState, liveDocuments } from "../documents";
import { frozenMemos } from "../memos/snapshot";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { keepBeforeReplacing } from "../history/keep";
import { notePendingAuthors } from "../history/versions";
import { readableBook } from "./access";
import { announceRecord } from "./announce";

type ImportInput = z.output<typeof bookImportInput>;
type Parts = ImportInput["parts"];

/**
 * Imports another book's content into an IN_PROGRESS book the member writes in: its sections and
 * reaction tables replace the target's (one Yjs transaction on the live document, so every open
 * editor sees the whole replacement at once and the collab server logs and stores it like any
 * edit), and its drawing memos are added as new memos. The title stays. A source the member may
 * not read is 404, as a book that does not exist. The book's history records the import, and
 * keeps the content the import replaces as a BEFORE_IMPORT version first.
 */
export async function importBook(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  input: ImportInput,
): Promise<BookImportResult> {
  const collab = ctx.collab;
  // The live document is where the replacement happens: an api process with no collab engine (the
  // collab service elsewhere and no REDIS_URL to reach it) cannot import at all.
  if (!collab) throw new AppError("FUNCTION_UNAVAILABLE");
  // Closed after the commit: closing stores the document, whose projection waits for the row lock.
  const opened: Array<{ disconnect(): Promise<void> }> = [];
  const result = await ctx.db
    .transaction(async (tx) => {
      // The target's row lock holds its status (an end waits) until the import is recorded.
      const { book, facts } = await readableBook(tx, actor, lbIdx, true);
      authorize(actor, "labbook.write", facts);
      if (book.status !== "IN_PROGRESS") throw new AppError("BOOK_NOT_IN_PROGRESS");
      const source = await readableBook(tx, actor, input.fromLbIdx);
      if (source.book.lbIdx === lbIdx) throw new AppError("IMPORT_SAME_BOOK");
      const parts = chosenParts(input.parts);
      const replaces = input.parts.sections || input.parts.tables;
      // What the import replaces stays in the book's history, with whoever typed it.
      if (replaces) await keepBeforeReplacing(ctx, tx, lbIdx, actor.memberIdx, { reason: "BEFORE_IMPORT" });
      const memosAdded = input.parts.memos ? await copyMemos(ctx, tx, actor, source.book.lbIdx, lbIdx) : 0;
      await tx.insert(labBookTransitions).values({
        lbIdx,
        kind: "IMPORT",
        fromStatus: book.status,
        toStatus: book.status,
        byIdx: actor.memberIdx,
        sourceLbIdx: source.book.lbIdx,
        sourceSeqNo: formatSeqNo(source.book.kind, source.book.seqYear, source.book.seqNumber),
        sourceTitle: source.book.title,
        importParts: parts,
      });
      // Last: the one step a failed commit cannot take back.
      if (replaces) {
        await notePendingAuthors(tx, lbIdx, [actor.memberIdx]);
        const from = await currentDocument(tx, documentName.labbook(source.book.lbIdx), liveDocuments(ctx));
        try {
          const connection = await collab.hocuspocus.openDirectConnection(documentName.labbook(lbIdx), {});
          opened.push(connection);
          await connection.transact((doc) => replaceContent(doc, from, input.parts));
        } finally {
          from.destroy();
        }
      }
      return { lbIdx, fromLbIdx: source.book.lbIdx, parts, memosAdded };
    })
    .finally(() => Promise.all(opened.map((connection) => connection.disconnect())));
  await announceRecord(ctx, lbIdx);
  return result;
}

/**
 * Replaces the chosen parts of the target document with deep copies of the source's (new Yjs
 * types: a type never moves between documents). Called inside one transaction of the live
 * document; rows and blocks members add at that moment survive, as any concurrent edit does.
 */
function replaceContent(doc: Y.Doc, from: Y.Doc, parts: Parts): void {
  if (parts.sections) {
    for (const section of labBookSections) {
      const name = labBookDoc.section(section);
      const target = doc.getXmlFragment(name);
      target.delete(0, target.length);
      const copies = from
        .getXmlFragment(name)
        .toArray()
        .filter((node): node is Y.XmlElement | Y.XmlText => !(node instanceof Y.XmlHook))
        .map((node) => node.clone());
      if (copies.length > 0) target.insert(0, copies);
    }
  }
  if (parts.tables) {
    for (const table of labBookTables) {
      const name = labBookDoc.table(table);
      const target = doc.getArray<unknown>(name);
      target.delete(0, target.length);
      const rows = from
        .getArray<unknown>(name)
        .toArray()
        .filter((row): row is Y.Map<unknown> => row instanceof Y.Map)
        .map((row) => row.clone());
      if (rows.length > 0) target.insert(0, rows);
    }
  }
}

/**
 * Adds copies of the source's drawing memos (their live elements) to the target, under the
 * target's row lock, within the per-book limit; each copy's document is seeded once, here.
 */
async function copyMemos(ctx: AppContext, db: Db, actor: Actor, fromLbIdx: number, toLbIdx: number): Promise<number> {
  const source = await frozenMemos(ctx, db, fromLbIdx);
  if (source.length === 0) return 0;
  const [existing] = await db
    .select({ n: count() })
    .from(memos)
    .where(and(eq(memos.lbIdx, toLbIdx), isNull(memos.deletedAt)));
  if ((existing?.n ?? 0) + source.length > memoLimits.maxPerBook) {
    throw new AppError("TOO_MANY_MEMOS", undefined, { params: { max: memoLimits.maxPerBook } });
  }
  for (const memo of source) {
    const [row] = await db
      .insert(memos)
      .values({ lbIdx: toLbIdx, title: memo.title, createdBy: actor.memberIdx })
      .returning({ memoIdx: memos.memoIdx });
    if (!row) throw new Error("memo insert returned nothing");
    const doc = new Y.Doc();
    const elements = doc.getMap<unknown>(memoDoc.elements);
    doc.transact(() => {
      for (const element of memo.elements) if (!element.isDeleted) elements.set(element.id, { ...element });
    });
    await db.insert(collabDocuments).values({ name: documentName.memo(row.memoIdx), state: encodeState(doc) });
    doc.destroy();
  }
  return source.length;
}
