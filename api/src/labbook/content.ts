import * as Y from "yjs";
import { mentionsIn } from "../documents/mentions";
import {
  bookFeedGoalMax,
  bookMention,
  bookMentionText,
  cleanText,
  labBookDoc,
  labBookLimits,
  labBookSections,
  labBookTables,
  reactionSearchCells,
} from "@enote/shared";

/**
 * The first state of a new lab book's Y.Doc: the title in its Y.Text, nothing else. Written once,
 * by the create call, in the transaction that creates the book; nobody else ever seeds a book.
 */
export function seedState(title: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText(labBookDoc.title).insert(0, title);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** What lists and search read of a lab book's content. */
export interface LabBookProjection {
  /** The title as typed, trimmed and cut to the limit ("" when emptied). */
  title: string;
  /** The six sections' text, then every reaction table cell, one block or row per line. */
  plainText: string;
  /** The goal section's first characters (bookFeedGoalMax), one block per line, for the book feed. */
  goalText: string;
}

/** Reads the projection synchronously (the collab server's document is live: no await inside). */
export function projectContent(doc: Y.Doc): LabBookProjection {
  // What a member typed cannot be refused, only cleaned: a control character would fail the store.
  const title = cleanText(doc.getText(labBookDoc.title).toString())
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, labBookLimits.titleMax);
  const lines: string[] = [];
  for (const section of labBookSections) blockText(doc.getXmlFragment(labBookDoc.section(section)), lines);
  const goalLines: string[] = [];
  blockText(doc.getXmlFragment(labBookDoc.section("goal")), goalLines);
  for (const table of labBookTables) {
    for (const row of doc.getArray<unknown>(labBookDoc.table(table)).toArray()) {
      if (!(row instanceof Y.Map)) continue;
      const cells = reactionSearchCells.map((cell) => cellText(row.get(cell))).filter((text) => text !== "");
      if (cells.length > 0) lines.push(cells.join(" "));
    }
  }
  const plainText = cleanLines(lines);
  const goalText = [...cleanLines(goalLines)].slice(0, bookFeedGoalMax).join("");
  return { title, plainText, goalText };
}

/** One line per block, without control characters, tabs or runs of spaces; empty lines dropped. */
function cleanLines(lines: string[]): string {
  return lines
    .map((line) => cleanText(line).replace(/\t/g, " "))
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Appends the text of a fragment's blocks: each element's inline text on its own line. */
function blockText(node: Y.XmlFragment | Y.XmlElement, lines: string[]): void {
  let inline = "";
  for (const child of node.toArray()) {
    if (child instanceof Y.XmlText) {
      inline += inlineText(child);
    } else if (child instanceof Y.XmlElement && child.nodeName === bookMention.node) {
      inline += mentionText(child);
    } else if (child instanceof Y.XmlElement) {
      if (inline) lines.push(inline);
      inline = "";
      blockText(child, lines);
    }
  }
  if (inline) lines.push(inline);
}

/** A mention node as text: "@Name". */
export function mentionText(node: Y.XmlElement): string {
  const name = node.getAttribute(bookMention.nameAttr);
  return bookMentionText(typeof name === "string" ? name : "");
}

/** The members a book's sections mention, each once, in order of first mention. */
export function bookMentions(doc: Y.Doc): number[] {
  return mentionsIn(labBookSections.map((section) => doc.getXmlFragment(labBookDoc.section(section))));
}

/** The characters of a text node, without formatting marks or embeds. */
function inlineText(text: Y.XmlText): string {
  let out = "";
  for (const op of text.toDelta() as Array<{ insert?: unknown }>) if (typeof op.insert === "string") out += op.insert;
  return out;
}

function cellText(value: unknown): string {
  if (value instanceof Y.Text) return value.toString();
  return typeof value === "string" ? value : "";
}
