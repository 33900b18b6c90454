import * as Y from "yjs";
import {
  bookMention,
  bookMentionText,
  frozenMemosRoot,
  labBookDoc,
  labBookSections,
  labBookTables,
  reactionTextCells,
  type BookContent,
} from "@enote/shared";
import type { FrozenMemo as VersionMemo } from "../documents";

export { bookState, currentDocument, type FrozenMemo as VersionMemo, type LiveDocuments } from "../documents";

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
    } else if (child instanceof Y.XmlElement && child.nodeName === bookMention.node) {
      const name = child.getAttribute(bookMention.nameAttr);
      inline += bookMentionText(typeof name === "string" ? name : "");
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
