import { z } from "zod";
import { textProblem } from "../validation/text";

/**
 * Rich text outside lab books (notices, board posts): the TipTap editor's document JSON
 * (`{type: "doc", content: [...]}`), never HTML. The server takes only the node and mark types
 * StarterKit (with its link and underline) produces, each with the attributes it needs and no
 * others, links only to http(s): and mailto:, within bounds of size and depth. What passes can be
 * drawn by the one renderer (client/src/components/richtext) without anything running.
 */
export const richTextLimits = {
  /** Nodes of every kind in one document. */
  maxNodes: 5000,
  /** Nesting below `doc` (a list in a quote in a list …). */
  maxDepth: 16,
  /** Characters of text in one document. */
  maxTextLength: 50_000,
  /** Characters of one link's address. */
  maxHrefLength: 2000,
  /** Characters of a code block's language name. */
  maxLanguageLength: 40,
} as const;

export const richTextMarkTypes = ["bold", "italic", "strike", "code", "underline", "link"] as const;
export type RichTextMarkType = (typeof richTextMarkTypes)[number];

export type RichTextMark = { type: Exclude<RichTextMarkType, "link"> } | { type: "link"; attrs: { href: string } };

export interface RichTextText {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}
export interface RichTextHardBreak {
  type: "hardBreak";
}
/** A member mentioned ("@Name"): the name as it was when written; the member is told (issue 35). */
export interface RichTextMention {
  type: "mention";
  attrs: { memberIdx: number; name: string };
}
export type RichTextInline = RichTextText | RichTextHardBreak | RichTextMention;

export interface RichTextParagraph {
  type: "paragraph";
  content?: RichTextInline[];
}
export interface RichTextHeading {
  type: "heading";
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 };
  content?: RichTextInline[];
}
export interface RichTextCodeBlock {
  type: "codeBlock";
  attrs?: { language: string | null };
  content?: RichTextText[];
}
export interface RichTextHorizontalRule {
  type: "horizontalRule";
}
export interface RichTextBlockquote {
  type: "blockquote";
  content: RichTextBlock[];
}
export interface RichTextListItem {
  type: "listItem";
  content: RichTextBlock[];
}
export interface RichTextBulletList {
  type: "bulletList";
  content: RichTextListItem[];
}
export interface RichTextOrderedList {
  type: "orderedList";
  attrs?: { start: number };
  content: RichTextListItem[];
}
export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextCodeBlock
  | RichTextHorizontalRule
  | RichTextBlockquote
  | RichTextBulletList
  | RichTextOrderedList;
export type RichTextNode = RichTextBlock | RichTextListItem | RichTextInline;

export interface RichTextDoc {
  type: "doc";
  content: RichTextBlock[];
}

/** An empty document (one empty paragraph), as the editor starts. */
export const emptyRichText: RichTextDoc = { type: "doc", content: [{ type: "paragraph" }] };

const blockTypes = [
  "paragraph",
  "heading",
  "codeBlock",
  "horizontalRule",
  "blockquote",
  "bulletList",
  "orderedList",
] as const;
const inlineTypes = ["text", "hardBreak", "mention"] as const;

/** Which children each node type may hold (none: a leaf). */
const childrenOf: Record<string, readonly string[]> = {
  doc: blockTypes,
  paragraph: inlineTypes,
  heading: inlineTypes,
  codeBlock: ["text"],
  blockquote: blockTypes,
  listItem: blockTypes,
  bulletList: ["listItem"],
  orderedList: ["listItem"],
  horizontalRule: [],
  hardBreak: [],
  mention: [],
};
/** Containers that may not be empty (ProseMirror's `block+` / `listItem+`). */
const needsContent = new Set(["blockquote", "listItem", "bulletList", "orderedList"]);

/** Link addresses a member may write: web pages and e-mail, nothing that runs or reads local files. */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > richTextLimits.maxHrefLength) return false;
  // eslint-disable-next-line no-control-regex -- an address with spaces or controls is refused, not cleaned
  if (/[\s\u0000-\u001F\u007F]/.test(href)) return false;
  // The scheme is read as a browser reads it (case-insensitive, at the very start); anything
  // else, a relative address included, is refused rather than resolved against our own origin.
  if (/^mailto:[^\s/\\]/i.test(href)) return true;
  return /^https?:\/\/[^\s/\\?#]/i.test(href);
}

/** Why a document is refused: the i18n key of the message. */
export type RichTextProblem =
  "validation.richText" | "validation.richTextTooLarge" | "validation.linkHref" | "validation.controlCharacter";

class Refused extends Error {
  constructor(readonly problem: RichTextProblem) {
    super(problem);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Budget {
  nodes: number;
  text: number;
}

function cleanMarks(value: unknown, inCode: boolean): RichTextMark[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || inCode) throw new Refused("validation.richText");
  const marks: RichTextMark[] = [];
  const seen = new Set<string>();
  for (const mark of value) {
    if (!isRecord(mark) || typeof mark.type !== "string") throw new Refused("validation.richText");
    if (!(richTextMarkTypes as readonly string[]).includes(mark.type) || seen.has(mark.type)) {
      throw new Refused("validation.richText");
    }
    seen.add(mark.type);
    if (mark.type === "link") {
      const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
      if (typeof href !== "string" || !isSafeHref(href)) throw new Refused("validation.linkHref");
      marks.push({ type: "link", attrs: { href } });
    } else {
      marks.push({ type: mark.type as Exclude<RichTextMarkType, "link"> });
    }
  }
  return marks.length > 0 ? marks : undefined;
}

function cleanAttrs(type: string, attrs: unknown): Record<string, unknown> | undefined {
  const given = isRecord(attrs) ? attrs : {};
  if (type === "heading") {
    const level = given.level;
    if (typeof level !== "number" || !Number.isInteger(level) || level < 1 || level > 6) {
      throw new Refused("validation.richText");
    }
    return { level };
  }
  if (type === "orderedList") {
    const start = given.start;
    if (start === undefined || start === null) return undefined;
    if (typeof start !== "number" || !Number.isInteger(start) || start < 0 || start > 1_000_000) {
      throw new Refused("validation.richText");
    }
    return { start };
  }
  if (type === "codeBlock") {
    const language = given.language;
    if (language === undefined || language === null || language === "") return { language: null };
    if (
      typeof language !== "string" ||
      language.length > richTextLimits.maxLanguageLength ||
      !/^[A-Za-z0-9+#._-]+$/.test(language)
    ) {
      throw new Refused("validation.richText");
    }
    return { language };
  }
  if (type === "mention") {
    const { memberIdx, name } = given;
    if (typeof memberIdx !== "number" || !Number.isInteger(memberIdx) || memberIdx < 1 || memberIdx > 2_147_483_647) {
      throw new Refused("validation.richText");
    }
    if (
      typeof name !== "string" ||
      name.trim() === "" ||
      name.length > 100 ||
      textProblem(name, { multiline: false })
    ) {
      throw new Refused("validation.richText");
    }
    return { memberIdx, name };
  }
  // Every other type carries no attributes: whatever was sent is dropped.
  return undefined;
}

function cleanNode(value: unknown, parent: string, depth: number, budget: Budget): RichTextNode {
  if (!isRecord(value) || typeof value.type !== "string") throw new Refused("validation.richText");
  const { type } = value;
  if (!(childrenOf[parent] ?? []).includes(type)) throw new Refused("validation.richText");
  budget.nodes += 1;
  if (budget.nodes > richTextLimits.maxNodes || depth > richTextLimits.maxDepth) {
    throw new Refused("validation.richTextTooLarge");
  }
  if (type === "text") {
    const text = value.text;
    if (typeof text !== "string" || text.length === 0) throw new Refused("validation.richText");
    if (textProblem(text, { multiline: true })) throw new Refused("validation.controlCharacter");
    budget.text += text.length;
    if (budget.text > richTextLimits.maxTextLength) throw new Refused("validation.richTextTooLarge");
    const marks = cleanMarks(value.marks, parent === "codeBlock");
    return marks ? { type: "text", text, marks } : { type: "text", text };
  }
  const node: Record<string, unknown> = { type };
  const attrs = cleanAttrs(type, value.attrs);
  if (attrs) node.attrs = attrs;
  const allowed = childrenOf[type] ?? [];
  const content = value.content;
  if (content !== undefined) {
    if (!Array.isArray(content) || (allowed.length === 0 && content.length > 0)) {
      throw new Refused("validation.richText");
    }
    if (content.length > 0) node.content = content.map((child) => cleanNode(child, type, depth + 1, budget));
  }
  if (needsContent.has(type) && node.content === undefined) throw new Refused("validation.richText");
  return node as unknown as RichTextNode;
}

/**
 * The document as stored: unknown attributes dropped, everything else exactly as sent; or the
 * reason it is refused (an unknown node or mark, a node where it may not be, a link that is not
 * http(s): or mailto:, too many nodes, too deep, too much text).
 */
export function cleanRichText(
  value: unknown,
): { ok: true; doc: RichTextDoc } | { ok: false; problem: RichTextProblem } {
  try {
    if (!isRecord(value) || value.type !== "doc" || !Array.isArray(value.content)) {
      throw new Refused("validation.richText");
    }
    const budget: Budget = { nodes: 0, text: 0 };
    const content = value.content.map((child) => cleanNode(child, "doc", 1, budget)) as RichTextBlock[];
    return { ok: true, doc: { type: "doc", content } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    // A document nested past the stack (sent to exhaust it) is as refused as one past maxDepth.
    if (error instanceof RangeError) return { ok: false, problem: "validation.richTextTooLarge" };
    throw error;
  }
}

/** The members a document mentions, each once, in order of first mention. */
export function richTextMentions(doc: RichTextDoc): number[] {
  const found = new Set<number>();
  const walk = (nodes: readonly RichTextNode[]): void => {
    for (const node of nodes) {
      if (node.type === "mention") found.add(node.attrs.memberIdx);
      else if ("content" in node && node.content) walk(node.content);
    }
  };
  walk(doc.content);
  return [...found];
}

/** Every text of the document in reading order, blocks on their own lines. */
export function richTextPlainText(doc: RichTextDoc): string {
  const lines: string[] = [];
  const walk = (node: RichTextNode | RichTextDoc, line: string[]): void => {
    if (node.type === "text") {
      line.push(node.text);
      return;
    }
    if (node.type === "hardBreak") {
      line.push("\n");
      return;
    }
    if (node.type === "mention") {
      line.push(`@${node.attrs.name}`);
      return;
    }
    const children = "content" in node ? (node.content ?? []) : [];
    if (node.type === "paragraph" || node.type === "heading" || node.type === "codeBlock") {
      const own: string[] = [];
      for (const child of children) walk(child, own);
      lines.push(own.join(""));
      return;
    }
    for (const child of children) walk(child, line);
  };
  walk(doc, []);
  return lines.join("\n").trim();
}

/** A one-line preview for lists: the text with runs of white space as one space, cut at `max` characters. */
export function richTextExcerpt(doc: RichTextDoc, max = 160): string {
  const flat = richTextPlainText(doc).replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${Array.from(flat)
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/**
 * A rich text field of a request: the editor's JSON, cleaned by `cleanRichText`. `required`
 * refuses a document without any text.
 */
export function richTextRule(options: { required: boolean }) {
  return z
    .custom<RichTextDoc>((value) => isRecord(value), { error: "validation.richText" })
    .transform((value, context) => {
      const cleaned = cleanRichText(value);
      if (!cleaned.ok) {
        context.addIssue({ code: "custom", message: cleaned.problem, input: value });
        return z.NEVER;
      }
      if (options.required && richTextPlainText(cleaned.doc) === "") {
        context.addIssue({ code: "custom", message: "validation.textRequired", input: value });
        return z.NEVER;
      }
      return cleaned.doc;
    });
}

/** A rich text document in an answer (already cleaned when stored). */
export const richTextDoc = z.custom<RichTextDoc>((value) => isRecord(value) && value.type === "doc");
