import * as Y from "yjs";
import {
  documentName,
  frozenMemosRoot,
  isMemoElement,
  labBookDoc,
  labBookSections,
  labBookTables,
  memoDoc,
  reactionTextCells,
  type BookContent,
  type MemoElementJson,
} from "@enote/shared";
import type { Db } from "../db/client";
import { storedUpdates } from "../collab/capabilities";

/** Where the documents a process holds open are: a book's newest changes may be there only. */
export interface LiveDocuments {
  get(name: string): Y.Doc | undefined;
  /** Members whose changes to the open document are not stored yet (taken: noted nowhere else). */
  takeChangedBy(name: string): number[];
}

/** A document as it stands: its stored state and update log, plus the live copy when open here. */
export async function currentDocument(db: Db, name: string, live?: LiveDocuments): Promise<Y.Doc> {
  const updates = await storedUpdates(db, name);
  const open = live?.get(name);
  if (open) updates.push(Y.encodeStateAsUpdate(open));
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  return doc;
}

/** One memo inside a version's state (the completion snapshot's `memos` root). */
export interface VersionMemo {
  memoIdx: number;
  title: string;
  /** Every element, tombstones included. */
  elements: MemoElementJson[];
}

/**
 * The book's state now as one Y.Doc update: its text document, with its memos (id, title,
 * elements) under the `memos` root, in the format of the completion snapshot.
 */
export async function bookState(
  db: Db,
  lbIdx: number,
  memos: ReadonlyArray<{ memoIdx: number; title: string }>,
  live?: LiveDocuments,
): Promise<Uint8Array> {
  const doc = await currentDocument(db, documentName.labbook(lbIdx), live);
  const frozen: VersionMemo[] = [];
  for (const memo of memos) {
    const memoDocument = await currentDocument(db, documentName.memo(memo.memoIdx), live);
    const elements = [...memoDocument.getMap(memoDoc.elements).values()].filter(isMemoElement);
    memoDocument.destroy();
    frozen.push({ memoIdx: memo.memoIdx, title: memo.title, elements });
  }
  doc.getArray(frozenMemosRoot).push(frozen);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

export function docOf(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/** The memos a version's state holds. */
export function versionMemos(doc: Y.Doc): VersionMemo[] {
  return doc
    .getArray<unknown>(frozenMemosRoot)
    .toArray()
    .filter((memo): memo is VersionMemo => typeof memo === "object" && memo !== null && "memoIdx" in memo);
}

/** The text of a section: one line per block, formatting left out. */
export function sectionText(fragment: Y.XmlFragment | Y.XmlElement): string {
  const lines: string[] = [];
  let inline = "";
  for (const child of fragment.toArray()) {
    if (child instanceof Y.XmlText) {
      for (const op of child.toDelta() as Array<{ insert?: unknown }>) {
        if (typeof op.insert === "string") inline += op.insert;
      }
    } else if (child instanceof Y.XmlElement) {
      if (inline) lines.push(inline);
      inline = "";
      const inner = sectionText(child);
      if (inner !== "") lines.push(inner);
    }
  }
  if (inline) lines.push(inline);
  return lines.join("\n");
}

function cellValue(value: unknown): string | null {
  if (value instanceof Y.Text) return value.toString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/** A reaction table's rows: every typed cell and plain value by its key, the row id left out. */
export function tableRows(doc: Y.Doc, table: (typeof labBookTables)[number]): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const row of doc.getArray<unknown>(labBookDoc.table(table)).toArray()) {
    if (!(row instanceof Y.Map)) continue;
    const cells: Record<string, string> = {};
    for (const [key, value] of row.entries()) {
      if (key === labBookDoc.rowId) continue;
      const text = cellValue(value);
      if (text !== null && text !== "") cells[key] = text;
    }
    rows.push(cells);
  }
  return rows;
}

/** The order a row's cells are written in as text: the typed cells first, then the rest by name. */
function rowLine(cells: Record<string, string>): string {
  const typed = reactionTextCells.filter((key) => cells[key] !== undefined);
  const rest = Object.keys(cells)
    .filter((key) => !(reactionTextCells as readonly string[]).includes(key))
    .sort();
  return [...typed, ...rest].map((key) => `${key}: ${cells[key]}`).join(" · ");
}

/** A version's (or the current book's) content, read-only, as the history shows it. */
export function bookContentOf(doc: Y.Doc): BookContent {
  return {
    title: doc.getText(labBookDoc.title).toString(),
    sections: labBookSections.map((section) => ({
      section,
      text: sectionText(doc.getXmlFragment(labBookDoc.section(section))),
    })),
    tables: labBookTables.map((table) => ({ table, rows: tableRows(doc, table) })),
    memos: versionMemos(doc).map((memo) => ({
      memoIdx: memo.memoIdx,
      title: memo.title,
      elementCount: memo.elements.filter((element) => !element.isDeleted).length,
    })),
  };
}

/** The texts a diff compares, part by part: the title, each section, each table (one row a line). */
export function partTexts(content: BookContent): Array<{ part: string; text: string }> {
  return [
    { part: "title", text: content.title },
    ...content.sections.map(({ section, text }) => ({ part: `section.${section}`, text })),
    ...content.tables.map(({ table, rows }) => ({ part: `table.${table}`, text: rows.map(rowLine).join("\n") })),
  ];
}
