import { commentLimits, type LabBookSection } from "@enote/shared";
import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import { ySyncPluginKey } from "@tiptap/y-tiptap";
import type * as Y from "yjs";
import { anchorStoreFor, type AnchorStore } from "./anchorStore";
import { encodePosition, resolveAnchor, type SyncBinding } from "./relative";
import "./anchors.css";

const key = new PluginKey<DecorationSet>("commentAnchors");

function bindingOf(state: EditorState): SyncBinding | null {
  const sync = ySyncPluginKey.getState(state) as
    { doc?: Y.Doc; type?: Y.XmlFragment; binding?: { mapping: SyncBinding["mapping"] } | null } | undefined;
  if (!sync?.doc || !sync.type || !sync.binding) return null;
  return { doc: sync.doc, type: sync.type, mapping: sync.binding.mapping };
}

/** The highlights of this section's open anchored threads, from where their anchors are now. */
function decorate(state: EditorState, store: AnchorStore, section: LabBookSection): DecorationSet {
  const binding = bindingOf(state);
  if (!binding) return DecorationSet.empty;
  const { highlights, active } = store.getState();
  const decorations: Decoration[] = [];
  for (const { lcmIdx, anchor } of highlights) {
    if (anchor.section !== section) continue;
    const range = resolveAnchor(binding, anchor);
    if (!range || range.to > state.doc.content.size) continue;
    const className = lcmIdx === active ? "comment-anchor comment-anchor--active" : "comment-anchor";
    decorations.push(Decoration.inline(range.from, range.to, { class: className, "data-comment-anchor": `${lcmIdx}` }));
  }
  return DecorationSet.create(state.doc, decorations);
}

/** A key of the highlights a section shows and which of them is active. */
function shownIn(store: AnchorStore, section: LabBookSection): string {
  const { highlights, active } = store.getState();
  const here = highlights.filter((highlight) => highlight.anchor.section === section);
  const key = here.map(({ lcmIdx, anchor }) => `${lcmIdx}:${anchor.start}:${anchor.end}`).join(",");
  return here.some((highlight) => highlight.lcmIdx === active) ? `${key}|${active}` : key;
}

/** What is selected in this section's editor, as an anchor, or null. Readers select too. */
function selectedRange(view: EditorView, section: LabBookSection) {
  const selection = view.dom.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!view.dom.contains(range.startContainer) || !view.dom.contains(range.endContainer)) return null;
  const binding = bindingOf(view.state);
  if (!binding) return null;
  try {
    const from = view.posAtDOM(range.startContainer, range.startOffset);
    const to = view.posAtDOM(range.endContainer, range.endOffset);
    if (from >= to) return null;
    const text = view.state.doc.textBetween(from, to, " ").replace(/\s+/g, " ").trim();
    if (!text) return null;
    const quote = text.length > commentLimits.quoteMax ? `${text.slice(0, commentLimits.quoteMax - 1)}…` : text;
    const rect = range.getBoundingClientRect();
    return {
      anchor: { section, start: encodePosition(binding, from), end: encodePosition(binding, to), quote },
      rect: { top: rect.top, left: rect.left, bottom: rect.bottom },
    };
  } catch {
    // A position inside a widget (another member's caret) has no place in the document.
    return null;
  }
}

/**
 * Comment anchors in one section's editor: highlights the ranges of open anchored threads (they
 * follow the text, being Yjs relative positions), opens a thread when its highlight is clicked,
 * and reports a text selection so the page can offer "Comment" on it.
 */
export function commentAnchors(doc: Y.Doc, section: LabBookSection) {
  const store = anchorStoreFor(doc);
  return Extension.create({
    name: `commentAnchors-${section}`,
    addProseMirrorPlugins: () => [
      new Plugin<DecorationSet>({
        key: new PluginKey(`commentAnchors-${section}`),
        state: {
          init: (_config, state) => decorate(state, store, section),
          apply: (tr, old, _oldState, state) => {
            // Remote changes (y-tiptap's meta) and new highlights: read the anchors again. Local typing:
            // map, as the Yjs side of it is written only after this transaction.
            if (tr.getMeta(key) || tr.getMeta(ySyncPluginKey)) return decorate(state, store, section);
            return tr.docChanged ? old.map(tr.mapping, tr.doc) : old;
          },
        },
        props: {
          decorations(state) {
            return this.getState(state);
          },
          handleDOMEvents: {
            click: (_view, event) => {
              const target = event.target instanceof Element ? event.target.closest("[data-comment-anchor]") : null;
              if (target) store.open(Number(target.getAttribute("data-comment-anchor")));
              return false;
            },
          },
        },
        view: (view) => {
          let reported = false;
          const refresh = () => {
            // Before y-tiptap has bound the section to its fragment there is nothing to place (its
            // first render recomputes), and any view update then would write the section to Yjs.
            if (view.isDestroyed || !bindingOf(view.state)?.mapping.size) return;
            view.dispatch(view.state.tr.setMeta(key, true));
          };
          // Only what this section shows: a change elsewhere, or none, dispatches nothing here.
          let seen = shownIn(store, section);
          const unsubscribe = store.subscribe(() => {
            const next = shownIn(store, section);
            if (next !== seen) refresh();
            seen = next;
          });
          const onSelectionChange = () => {
            const range = selectedRange(view, section);
            if (range) {
              reported = true;
              store.select(range);
            } else if (reported) {
              reported = false;
              store.select(null);
            }
          };
          const ownerDocument = view.dom.ownerDocument;
          ownerDocument.addEventListener("selectionchange", onSelectionChange);
          return {
            destroy: () => {
              unsubscribe();
              ownerDocument.removeEventListener("selectionchange", onSelectionChange);
            },
          };
        },
      }),
    ],
  });
}
