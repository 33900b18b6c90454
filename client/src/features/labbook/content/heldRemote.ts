import type { Node as PmNode } from "@tiptap/pm/model";
import { ReplaceStep } from "@tiptap/pm/transform";
import type { EditorView } from "@tiptap/pm/view";
import { ySyncPluginKey, type ProsemirrorBinding } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { deleteShown, indexAfterShown, shownText, type UnseenRemote } from "./unseenRemote";

/**
 * Others' edits wait while I compose a character with an input method (Korean, Japanese, Chinese).
 *
 * Drawing a remote change redraws the paragraph I compose in; the browser's composition then
 * loses its text node and commits its intermediate letter beside the final one: "백ㅅ색 ㄱ고체"
 * instead of "백색 고체" when someone types in the same paragraph. So while I compose, remote
 * changes are held (Yjs has them, the editor does not show them yet), my own steps are written
 * to Yjs by position over the text as I see it (unseenRemote.ts), and the held changes are drawn
 * as soon as the composition ends, with my caret kept where Yjs puts it.
 */

/** What exactLocalEdits.ts keeps per binding. */
export interface Recorder {
  /** The document the binding last synced with Yjs: the one its mapping describes. */
  synced: PmNode | null;
  /** Steps of local changes since then, each with the document it applies to. */
  steps: { step: unknown; doc: PmNode }[];
  /** Remote changes not drawn yet, and the last of them to draw them with. */
  unseen: UnseenRemote;
  held: { events: Y.YEvent<Y.AbstractType<unknown>>[]; transaction: Y.Transaction } | null;
  drawing: boolean;
  /** When my last composition ended (ms): the editor takes in its last change and caret a moment later. */
  composedAt: number;
}

/** How long after a composition ends the editor has its final text and caret. */
export const compositionSettleMs = 60;

interface BindingInternals {
  prosemirrorView: EditorView | null;
  _observeFunction: (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => void;
  _typeChanged: (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => void;
  beforeTransactionSelection: unknown;
}

const internals = (binding: ProsemirrorBinding) => binding as unknown as BindingInternals;

/** Routes the binding's Yjs observer through a check that holds remote changes while I compose. */
export function holdRemoteWhileComposing(binding: ProsemirrorBinding, recorder: Recorder): void {
  const inner = internals(binding);
  const draw = inner._typeChanged.bind(binding);
  const observer: BindingInternals["_observeFunction"] = (events, transaction) => {
    const view = inner.prosemirrorView;
    if (transaction.local) {
      // The binding's own writes (drawn already); or an undo, whose drawing shows all Yjs holds.
      if (transaction.origin !== ySyncPluginKey && !recorder.drawing) {
        recorder.held = null;
        recorder.unseen = { changes: [] };
      }
    } else if (view && (view.composing || recorder.held)) {
      recorder.unseen.changes.push({
        before: transaction.beforeState,
        after: transaction.afterState,
        deleted: transaction.deleteSet,
      });
      recorder.held = { events, transaction };
      if (!view.composing) scheduleDraw(binding, recorder);
      return;
    }
    draw(events, transaction);
  };
  binding.type.unobserveDeep(inner._observeFunction);
  inner._observeFunction = observer;
  binding.type.observeDeep(observer);
}

/** The plain text a step inserts, or null when it inserts anything else. */
export function insertedText(step: ReplaceStep): string | null {
  const { slice } = step;
  if (slice.openStart !== 0 || slice.openEnd !== 0) return null;
  let text = "";
  for (let i = 0; i < slice.content.childCount; i += 1) {
    const child = slice.content.child(i);
    if (!child.isText || child.text === undefined) return null;
    text += child.text;
  }
  return text;
}

/** Writes one local text step to Yjs at its place in the text I see; false when it is no such step. */
export function applyOverUnseen(
  binding: ProsemirrorBinding,
  unseen: UnseenRemote,
  step: unknown,
  doc: PmNode,
): boolean {
  if (!(step instanceof ReplaceStep)) return false;
  const inserted = insertedText(step);
  if (inserted === null) return false;
  const $from = doc.resolve(step.from);
  if (!$from.sameParent(doc.resolve(step.to))) return false;
  const text = shownText(unseen, binding.type, $from);
  if (!text) return false;
  const from = step.from - $from.start();
  const to = step.to - $from.start();
  binding.doc.transact(() => {
    if (to > from) deleteShown(unseen, text, from, to);
    const at = indexAfterShown(unseen, text, from);
    if (inserted && at !== null) text.insert(at, inserted);
  }, ySyncPluginKey);
  return true;
}

/** My caret as a Yjs position over the text I see, for the binding to restore after drawing. */
function caretOverUnseen(binding: ProsemirrorBinding, unseen: UnseenRemote, view: EditorView): unknown {
  const { selection } = view.state;
  if (!selection.empty) return null;
  const $head = selection.$head;
  const text = shownText(unseen, binding.type, $head);
  if (!text) return null;
  const index = indexAfterShown(unseen, text, $head.parentOffset);
  if (index === null) return null;
  const position = Y.createRelativePositionFromTypeIndex(text, index, index === 0 ? 0 : -1);
  return { type: "text", anchor: position, head: position, depth: undefined, absAnchor: $head.pos, absHead: $head.pos };
}

/** Draws the held remote changes once I am not composing (and not inside the binding's own update). */
export function scheduleDraw(binding: ProsemirrorBinding, recorder: Recorder): void {
  const wait = Math.max(0, recorder.composedAt + compositionSettleMs - Date.now());
  setTimeout(() => {
    const view = internals(binding).prosemirrorView;
    const held = recorder.held;
    if (!view || !held || view.composing) return;
    if (Date.now() < recorder.composedAt + compositionSettleMs) {
      scheduleDraw(binding, recorder);
      return;
    }
    const inner = internals(binding);
    recorder.drawing = true;
    try {
      inner.beforeTransactionSelection = caretOverUnseen(binding, recorder.unseen, view);
      recorder.held = null;
      recorder.unseen = { changes: [] };
      inner._typeChanged(held.events, held.transaction);
    } finally {
      inner.beforeTransactionSelection = null;
      recorder.drawing = false;
    }
  }, wait);
}
