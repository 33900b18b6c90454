import * as Y from "yjs";
import {
  bookMention,
  bookMentionText,
  frozenMemosRoot,
  labBookDoc,
  labBookSections,
  readableReactionTables,
  readableRowLine,
  type BookContent,
  type LabBookTable,
  type Locale,
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

/** A table's rows as JSON (Y.Map#toJSON: typed cells are strings). */
export const tableJson = (doc: Y.Doc, table: LabBookTable): Array<Record<string, unknown>> =>
  doc
    .getArray<unknown>(labBookDoc.table(table))
    .toArray()
    .filter((row): row is Y.Map<unknown> => row instanceof Y.Map)
    .map((row) => row.toJSON() as Record<string, unknown>);

/**
 * A version's (or the current book's) content, read-only, as the history shows it: its reaction
 * tables in the reader's language with the screen's computed quantities (`mwOfSmiles`: molWeigher).
 */
export function bookContentOf(doc: Y.Doc, locale: Locale, mwOfSmiles: (smiles: string) => number | null): BookContent {
  const tables = {
    reactants: tableJson(doc, "reactants"),
    supplies: tableJson(doc, "supplies"),
    products: tableJson(doc, "products"),
  };
  return {
    title: doc.getText(labBookDoc.title).toString(),
    sections: labBookSections.map((section) => ({
      section,
      text: sectionText(doc.getXmlFragment(labBookDoc.section(section))),
    })),
    tables: readableReactionTables(locale, tables, mwOfSmiles),
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
    ...content.tables.map(({ table, columns, rows }) => ({
      part: `table.${table}`,
      text: rows.map((row) => readableRowLine(columns, row)).join("\n"),
    })),
  ];
}
