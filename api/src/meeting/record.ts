import * as Y from "yjs";
import { mentionsIn } from "../documents/mentions";
import {
  cleanText,
  inDrawingOrder,
  isMeetingAction,
  isMemoElement,
  meetingDoc,
  meetingLimits,
  type MeetingActionJson,
} from "@enote/shared";

/** A ProseMirror node as JSON (what TipTap's editor takes as `content`). */
export interface NodeJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: NodeJson[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}

/** What a room's document holds at its end, read synchronously (a live document keeps changing). */
export interface RoomContent {
  minutes: NodeJson;
  minutesText: string;
  whiteboard: Array<Record<string, unknown>>;
  actions: MeetingActionJson[];
  /** The members the minutes mention (mention nodes), each once. */
  mentioned: number[];
}

function textNodes(text: Y.XmlText): NodeJson[] {
  const nodes: NodeJson[] = [];
  for (const op of text.toDelta() as Array<{ insert: unknown; attributes?: Record<string, unknown> }>) {
    if (typeof op.insert !== "string" || op.insert === "") continue;
    const marks = Object.entries(op.attributes ?? {}).map(([type, attrs]) =>
      typeof attrs === "object" && attrs !== null && Object.keys(attrs).length > 0
        ? { type, attrs: attrs as Record<string, unknown> }
        : { type },
    );
    nodes.push(marks.length > 0 ? { type: "text", text: op.insert, marks } : { type: "text", text: op.insert });
  }
  return nodes;
}

/** The fragment's content as ProseMirror JSON, the way the TipTap binding lays it out. */
function nodeJson(element: Y.XmlElement): NodeJson {
  const content: NodeJson[] = [];
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) content.push(...textNodes(child));
    else if (child instanceof Y.XmlElement) content.push(nodeJson(child));
  }
  const attrs = element.getAttributes();
  return {
    type: element.nodeName,
    ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
    ...(content.length > 0 ? { content } : {}),
  };
}

function blockLines(node: Y.XmlElement | Y.XmlFragment, lines: string[]): void {
  let text = "";
  for (const child of node.toArray()) {
    if (child instanceof Y.XmlText)
      text += textNodes(child)
        .map((node) => node.text ?? "")
        .join("");
    else if (child instanceof Y.XmlElement) blockLines(child, lines);
  }
  if (text !== "") lines.push(text);
}

export function roomContent(doc: Y.Doc): RoomContent {
  const fragment = doc.getXmlFragment(meetingDoc.minutes);
  const blocks: NodeJson[] = [];
  for (const child of fragment.toArray()) if (child instanceof Y.XmlElement) blocks.push(nodeJson(child));
  const lines: string[] = [];
  blockLines(fragment, lines);
  const whiteboard = inDrawingOrder(
    [...doc.getMap(meetingDoc.whiteboard).values()].filter(isMemoElement).filter((element) => !element.isDeleted),
  );
  const actions = [...doc.getMap(meetingDoc.actions).values()]
    .filter(isMeetingAction)
    .map((action) => ({ ...action, text: cleanText(action.text).trim().slice(0, meetingLimits.actionTextMax) }))
    .filter((action) => action.text !== "")
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    .slice(0, meetingLimits.actionsMax);
  return {
    minutes: { type: "doc", content: blocks.length > 0 ? blocks : [{ type: "paragraph" }] },
    minutesText: lines.map((line) => cleanText(line)).join("\n"),
    whiteboard,
    actions,
    mentioned: mentionsIn([fragment]),
  };
}
