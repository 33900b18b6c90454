import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection, type EditorState, type Selection } from "@tiptap/pm/state";
import { relativePositionToAbsolutePosition, ySyncPluginKey, type ProsemirrorBinding } from "@tiptap/y-tiptap";

/**
 * Keeps my caret where Yjs says it is when another member's edit arrives, and my typing run one
 * undo step (both broken in the binding when two members type in one paragraph).
 *
 * The binding (@tiptap/y-tiptap ≥ 3.0.6) stores my selection as Yjs relative positions before a
 * remote update and resolves them after it; then a heuristic meant for blocks moved by drag and
 * drop overrides that resolution whenever the caret's paragraph has other text than before —
 * which is always the case when someone types in it. It then places the caret by matching text,
 * and with two members typing at one spot it lands before my own last space or bracket: my next
 * keys go in front of it and the runs glue together ("GAMMAalpha beta "). Our sections have no
 * dragged blocks, so a caret in a text block resolved by Yjs is kept as Yjs resolves it: anchored
 * to the character I typed last, it follows my own run whatever the others insert around it.
 */
interface SyncState {
  binding?: ProsemirrorBinding | null;
}

interface ChangeOrigin {
  isChangeOrigin?: boolean;
}

const remoteEditCaretKey = new PluginKey("remoteEditCaret");

/** My selection as Yjs resolves it after a remote change, when it differs and lies in text. */
function yjsSelection(state: EditorState): Selection | null {
  const binding = (ySyncPluginKey.getState(state) as SyncState | undefined)?.binding;
  const before = binding?.beforeTransactionSelection;
  if (!binding || !before || before.type !== "text") return null;
  const resolve = (relative: unknown) =>
    relativePositionToAbsolutePosition(binding.doc, binding.type, relative, binding.mapping);
  const anchor = resolve(before.anchor);
  const head = resolve(before.head);
  const size = state.doc.content.size;
  if (anchor === null || head === null || anchor > size || head > size) return null;
  if (state.selection.anchor === anchor && state.selection.head === head) return null;
  const $anchor = state.doc.resolve(anchor);
  const $head = state.doc.resolve(head);
  // Only carets inside text: anything else stays with the binding's own recovery.
  if (!$anchor.parent.isTextblock || !$head.parent.isTextblock) return null;
  return TextSelection.between($anchor, $head);
}

export const RemoteEditCaret = Extension.create({
  name: "remoteEditCaret",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: remoteEditCaretKey,
        appendTransaction(transactions, _oldState, newState) {
          const remote = transactions.some(
            (tr) => (tr.getMeta(ySyncPluginKey) as ChangeOrigin | undefined)?.isChangeOrigin === true,
          );
          if (!remote) return null;
          // The binding marks a remote change "not for history" and keeps that mark until the next
          // change of the document; any transaction between (a caret moving, this one) then reads as
          // a local change kept out of history and makes the undo manager start a new step: my typing
          // run would be undone in pieces. Cleared here, so my run stays one step.
          const tr = newState.tr.setMeta(ySyncPluginKey, { addToHistory: true });
          const selection = yjsSelection(newState);
          return selection ? tr.setSelection(selection) : tr;
        },
      }),
    ];
  },
});
