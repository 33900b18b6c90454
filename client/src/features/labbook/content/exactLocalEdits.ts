import { Extension } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { ReplaceStep } from "@tiptap/pm/transform";
import { absolutePositionToRelativePosition, ySyncPluginKey, type ProsemirrorBinding } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { applyOverUnseen, holdRemoteWhileComposing, insertedText, scheduleDraw, type Recorder } from "./heldRemote";

/**
 * Writes my typing into Yjs at the position I typed at, not where a text diff guesses it was.
 *
 * The binding (@tiptap/y-tiptap) turns a local change into Yjs edits by diffing each changed
 * paragraph's text against the Yjs text: the common prefix is taken first, so a character typed
 * next to the same character lands after it. When another member's space stands right after my
 * caret and I type a space, mine goes in after theirs; my next letter then sits between the two,
 * and my space ends up after my run: "base. GAMMAalpha beta " (issue 19). Both browsers agree on
 * that wrong text, so nobody notices.
 *
 * ProseMirror knows exactly where I typed: the transaction's step. When the change since the
 * binding's last sync is one step that inserts or deletes plain text inside one paragraph, it is
 * applied to the paragraph's Y.XmlText at that step's position, inside the binding's own Yjs
 * transaction (same origin, so undo and history see it as before). The binding's diff then finds
 * nothing left to do. Any other change (structure, several steps, a paragraph without text yet)
 * goes through the diff as before, and even a wrong guess here is corrected by it: the texts
 * always converge.
 */

interface SyncState {
  binding?: ProsemirrorBinding | null;
}

interface ChangeOrigin {
  isChangeOrigin?: boolean;
}

const recorders = new WeakMap<ProsemirrorBinding, Recorder>();
const exactLocalEditsKey = new PluginKey("exactLocalEdits");

/** The Y.XmlText and index a ProseMirror position of the synced document lies at, or null. */
function textPosition(binding: ProsemirrorBinding, pos: number): { text: Y.XmlText; index: number } | null {
  const relative = absolutePositionToRelativePosition(pos, binding.type, binding.mapping) as Y.RelativePosition;
  const absolute = Y.createAbsolutePositionFromRelativePosition(relative, binding.doc);
  if (!absolute || !(absolute.type instanceof Y.XmlText)) return null;
  return { text: absolute.type, index: absolute.index };
}

/** Characters before the step compared between ProseMirror and Yjs before writing it. */
const contextLength = 16;

/** A Y.XmlText's characters (an embedded object counts as one character). */
function plainText(text: Y.XmlText): string {
  return (text.toDelta() as { insert?: unknown }[])
    .map((op) => (typeof op.insert === "string" ? op.insert : "\uFFFC"))
    .join("");
}

/** Applies a text-only step inside one paragraph to Yjs where it happened; false when it is no such step. */
function applyExactly(binding: ProsemirrorBinding, stepValue: unknown, doc: PmNode): boolean {
  if (!(stepValue instanceof ReplaceStep)) return false;
  const step = stepValue;
  const text = insertedText(step);
  if (text === null) return false;
  const $from = doc.resolve(step.from);
  const $to = doc.resolve(step.to);
  if (!$from.parent.isTextblock || !$from.sameParent($to)) return false;
  const removed = doc.textBetween(step.from, step.to, "", "");
  // Only text removed: an inline node (a line break, an image) in the range is left to the diff.
  if (removed.length !== step.to - step.from) return false;
  const start = textPosition(binding, step.from);
  if (!start) return false;
  // The mapping must describe this document: Yjs holds the same text before the step and in its range.
  const yText = plainText(start.text);
  const contextFrom = Math.max($from.start(), step.from - contextLength);
  const before = doc.textBetween(contextFrom, step.from, "", "");
  if (yText.slice(start.index - before.length, start.index) !== before) return false;
  if (yText.slice(start.index, start.index + removed.length) !== removed) return false;
  if (removed.length > 0) {
    const end = textPosition(binding, step.to);
    if (!end || end.text !== start.text || end.index - start.index !== removed.length) return false;
    start.text.delete(start.index, removed.length);
  }
  if (text.length > 0) start.text.insert(start.index, text);
  return true;
}

function recorderOf(binding: ProsemirrorBinding): Recorder {
  const known = recorders.get(binding);
  if (known) return known;
  const created: Recorder = {
    synced: null,
    steps: [],
    unseen: { changes: [] },
    held: null,
    drawing: false,
    composedAt: 0,
  };
  recorders.set(binding, created);
  const diffing = binding._prosemirrorChanged.bind(binding);
  binding._prosemirrorChanged = (doc: PmNode) => {
    const steps = created.steps;
    created.steps = [];
    if (created.held) {
      // Yjs holds changes the editor has not drawn: a diff would delete them. My steps go in by
      // position over the text as I see it; the held changes are drawn once I stop composing.
      for (const { step, doc: before } of steps) applyOverUnseen(binding, created.unseen, step, before);
      scheduleDraw(binding, created);
      return;
    }
    const only = steps.length === 1 ? steps[0] : undefined;
    if (only && only.doc === created.synced) {
      binding.doc.transact(() => {
        try {
          applyExactly(binding, only.step, only.doc);
        } catch {
          // The diff below writes the change instead.
        }
        diffing(doc);
      }, ySyncPluginKey);
    } else {
      diffing(doc);
    }
    created.synced = doc;
  };
  holdRemoteWhileComposing(binding, created);
  return created;
}

export const ExactLocalEdits = Extension.create({
  name: "exactLocalEdits",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: exactLocalEditsKey,
        // Seen before the view updates, when the binding syncs the change (its plugin view).
        props: {
          handleDOMEvents: {
            // The input method's last change reaches the document a moment after this event.
            compositionend: (view) => {
              const binding = (ySyncPluginKey.getState(view.state) as SyncState | undefined)?.binding;
              const recorder = binding ? recorders.get(binding) : undefined;
              if (binding && recorder) {
                recorder.composedAt = Date.now();
                scheduleDraw(binding, recorder);
              }
              return false;
            },
          },
        },
        appendTransaction(transactions, oldState) {
          const binding = (ySyncPluginKey.getState(oldState) as SyncState | undefined)?.binding;
          if (!binding) return null;
          const recorder = recorderOf(binding);
          for (const tr of transactions) {
            const remote = (tr.getMeta(ySyncPluginKey) as ChangeOrigin | undefined)?.isChangeOrigin === true;
            if (remote) {
              // The binding drew Yjs into the editor: that document is in sync now.
              recorder.steps = [];
              recorder.synced = tr.doc;
            } else if (tr.docChanged) {
              tr.steps.forEach((step, i) => {
                const before = tr.docs[i];
                if (before) recorder.steps.push({ step, doc: before });
              });
            }
          }
          return null;
        },
      }),
    ];
  },
});
