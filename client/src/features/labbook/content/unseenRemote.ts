import type { Node as PmNode, ResolvedPos } from "@tiptap/pm/model";
import * as Y from "yjs";

/**
 * Remote Yjs changes the editor has not drawn yet (held back while I compose with an input
 * method), and how to read the Yjs tree as the editor still shows it: items those changes
 * inserted are not there yet, items they deleted still are.
 */
export interface UnseenRemote {
  changes: { before: Map<number, number>; after: Map<number, number>; deleted: Y.Transaction["deleteSet"] }[];
}

function insertedUnseen(unseen: UnseenRemote, client: number, clock: number): boolean {
  return unseen.changes.some(
    (change) => clock >= (change.before.get(client) ?? 0) && clock < (change.after.get(client) ?? 0),
  );
}

/**
 * Whether the editor shows the `offset`-th character of an item: drawn before the unseen changes,
 * or written by me since. Per character: Yjs merges one member's consecutive typing into one
 * item, so an item may hold characters from before and from after the unseen changes.
 */
function shownAt(unseen: UnseenRemote, item: Y.Item, offset: number): boolean {
  const client = item.id.client;
  const clock = item.id.clock + offset;
  if (insertedUnseen(unseen, client, clock)) return false;
  return !item.deleted || unseen.changes.some((change) => Y.isDeleted(change.deleted, Y.createID(client, clock)));
}

/** Whether the editor shows an item of length one (a paragraph, a text node). */
export function shownInEditor(unseen: UnseenRemote, item: Y.Item): boolean {
  return shownAt(unseen, item, 0);
}

function shownChildren(unseen: UnseenRemote, parent: Y.XmlFragment): unknown[] {
  const children: unknown[] = [];
  for (let item = parent._start; item !== null; item = item.right) {
    if (item.content instanceof Y.ContentType && shownInEditor(unseen, item)) children.push(item.content.type);
  }
  return children;
}

/**
 * The Y.XmlText behind the text block at $pos, found by the block's place in the tree as the
 * editor shows it; null unless the block holds text only and Yjs holds it as one text.
 */
export function shownText(unseen: UnseenRemote, root: Y.XmlFragment, $pos: ResolvedPos): Y.XmlText | null {
  const block: PmNode = $pos.parent;
  if (!block.isTextblock) return null;
  for (let i = 0; i < block.childCount; i += 1) if (!block.child(i).isText) return null;
  let type: unknown = root;
  for (let depth = 0; depth < $pos.depth; depth += 1) {
    if (!(type instanceof Y.XmlFragment)) return null;
    const child = shownChildren(unseen, type)[$pos.index(depth)];
    if (!child) return null;
    type = child;
  }
  if (!(type instanceof Y.XmlElement)) return null;
  const texts = shownChildren(unseen, type);
  const text = texts[0];
  return texts.length === 1 && text instanceof Y.XmlText ? text : null;
}

/** The Yjs index right after the editor's `offset`-th character of `text`, or null past its end. */
export function indexAfterShown(unseen: UnseenRemote, text: Y.XmlText, offset: number): number | null {
  if (offset === 0) return 0;
  let shown = 0;
  let index = 0;
  for (let item = text._start; item !== null; item = item.right) {
    if (!item.countable) continue;
    for (let j = 0; j < item.length; j += 1) {
      if (!item.deleted) index += 1;
      if (shownAt(unseen, item, j)) {
        shown += 1;
        if (shown === offset) return index;
      }
    }
  }
  return null;
}

/** Deletes the characters the editor shows from `from` to `to` that Yjs still has. */
export function deleteShown(unseen: UnseenRemote, text: Y.XmlText, from: number, to: number): void {
  const indexes: number[] = [];
  let shown = 0;
  let index = 0;
  for (let item = text._start; item !== null; item = item.right) {
    if (!item.countable) continue;
    for (let j = 0; j < item.length; j += 1) {
      const inEditor = shownAt(unseen, item, j);
      if (inEditor && !item.deleted && shown >= from && shown < to) indexes.push(index);
      if (inEditor) shown += 1;
      if (!item.deleted) index += 1;
    }
  }
  for (const at of indexes.reverse()) text.delete(at, 1);
}
