import type { CommentAnchor } from "@enote/shared";
import type * as Y from "yjs";

/** An anchored, open thread the sections highlight. */
export interface HighlightedAnchor {
  lcmIdx: number;
  anchor: CommentAnchor;
}

/** Text selected in a section: what a new anchored comment would point at, and where it shows. */
export interface SelectedRange {
  anchor: CommentAnchor;
  rect: { top: number; left: number; bottom: number };
}

export interface AnchorState {
  highlights: readonly HighlightedAnchor[];
  /** The thread asked for (clicked highlight, the comment address). */
  active: number | null;
  /** Bumped by every request to show the active thread, so a second click on it shows it again. */
  request: number;
  selection: SelectedRange | null;
}

/**
 * The bridge between the comments panel (React, server data) and the section editors
 * (ProseMirror plugins) of one open book: the panel says what to highlight, the editors say what
 * is selected and which highlight was clicked. One per Y.Doc, so neither has to hand it to the other.
 */
export class AnchorStore {
  private state: AnchorState = { highlights: [], active: null, request: 0, selection: null };
  private readonly listeners = new Set<() => void>();

  getState = (): AnchorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setHighlights(highlights: readonly HighlightedAnchor[]): void {
    this.set({ highlights });
  }

  /** Asks the panel to show a thread (and the sections to mark its range); `scroll` brings it into view. */
  open(lcmIdx: number | null, scroll = true): void {
    this.set({ active: lcmIdx, request: this.state.request + (scroll ? 1 : 0) });
  }

  select(selection: SelectedRange | null): void {
    if (selection === null && this.state.selection === null) return;
    this.set({ selection });
  }

  private set(patch: Partial<AnchorState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<Y.Doc, AnchorStore>();

/** The anchor store of a book's document (made on first use, gone with the document). */
export function anchorStoreFor(doc: Y.Doc): AnchorStore {
  let store = stores.get(doc);
  if (!store) {
    store = new AnchorStore();
    stores.set(doc, store);
  }
  return store;
}
