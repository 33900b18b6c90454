import * as Y from "yjs";
import { frozenMemosRoot, labBookDoc, labBookSections, labBookTables } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { attachmentManifest } from "../attachments/snapshot";
import { bookMemoRows, bookState, liveDocuments } from "../documents";
import { sha256Hex } from "./chain";

/**
 * The content as it stands now, as one Yjs state: the stored state and update log, plus the live
 * document when this process holds it open, plus the book's memos frozen into the `memos` root.
 * What COMPLETE keeps as the snapshot (the documents module's one book state).
 */
export async function frozenState(ctx: AppContext, db: Db, lbIdx: number): Promise<Uint8Array> {
  return bookState(db, lbIdx, await bookMemoRows(db, lbIdx), liveDocuments(ctx));
}

/** JSON with object keys sorted at every level: one text for one value, however it was built. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The book's content as one canonical JSON text: title, each section as XML (formatting kept),
 * each reaction table's rows, the memos (title and every element), and each attachment's SHA-256
 * and name. Unlike the Yjs bytes, it is the same for the same content whoever encoded it.
 */
export function canonicalContent(state: Uint8Array, manifest: string): string {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const content = {
    v: 1,
    title: doc.getText(labBookDoc.title).toString(),
    sections: Object.fromEntries(
      labBookSections.map((section) => [section, doc.getXmlFragment(labBookDoc.section(section)).toString()]),
    ),
    tables: Object.fromEntries(labBookTables.map((table) => [table, doc.getArray(labBookDoc.table(table)).toJSON()])),
    memos: doc.getArray(frozenMemosRoot).toJSON(),
    attachments: manifest,
  };
  doc.destroy();
  return canonicalJson(content);
}

/** SHA-256 (hex) of the canonical content of a frozen state: what signatures sign. */
export function contentHashOf(state: Uint8Array, manifest: string): string {
  return sha256Hex(canonicalContent(state, manifest));
}

/** The book's content hash now (stored state, live edits, memos, attachments). */
export async function currentContentHash(ctx: AppContext, db: Db, lbIdx: number): Promise<string> {
  return contentHashOf(await frozenState(ctx, db, lbIdx), await attachmentManifest(db, lbIdx));
}
