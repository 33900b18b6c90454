import type { CollabServerMessage, LabBookDetail } from "@enote/shared";

type Access = LabBookDetail["access"];

export type Refusal = "denied" | "tooManyViewers";

export interface SessionState {
  connection: "connecting" | "connected" | "disconnected";
  /** The current connection finished its first sync. */
  synced: boolean;
  /** Some connection of this page synced (a later drop is "offline", not "connecting"). */
  everSynced: boolean;
  /** There is content to show: the server's, or what this browser kept. */
  loaded: boolean;
  /**
   * The server refused or closed the document: "denied" (no access, any more; a wrong or revoked
   * share key) shows as not found; "tooManyViewers" asks to come back later.
   */
  refusal: Refusal | null;
  /** What the server lets this connection do; null until it said. */
  access: Access | null;
  /** Changes made here that the server has not yet confirmed as stored in the database. */
  pending: boolean;
  /**
   * This page has sent changes of its own: typed here, or kept offline in this browser and sent
   * again. The server's "saved" speaks of those; a page that sent nothing stays up to date.
   */
  sentChanges: boolean;
  /** The server confirmed that everything this page sent is stored. */
  saved: boolean;
  /** A stable error code the server reported (e.g. DOCUMENT_TOO_LARGE). */
  errorCode: string | null;
  /**
   * This browser's copy holds a change the server refused for good (the document would be too
   * large). Every later edit builds on it, so none would ever reach anyone: the page drops this
   * copy and reopens the book from the server's content.
   */
  diverged: boolean;
  /** How many times the server said the book's record changed: the page reads it again each time. */
  recordChanges: number;
}

export const initialSessionState: SessionState = {
  connection: "connecting",
  synced: false,
  everSynced: false,
  loaded: false,
  refusal: null,
  access: null,
  pending: false,
  sentChanges: false,
  saved: false,
  errorCode: null,
  diverged: false,
  recordChanges: 0,
};

/**
 * The state after a collab server message. `unsyncedChanges`: the provider still waits for the
 * server to acknowledge something this page sent (then a "saved" does not cover it yet).
 */
export function afterServerMessage(
  state: SessionState,
  message: CollabServerMessage,
  unsyncedChanges: boolean,
): SessionState {
  switch (message.type) {
    case "saved":
      // The server sends it once everything this connection sent is in the database (edits replayed
      // from IndexedDB included); it counts only if the server has acknowledged all I sent. A
      // connection that sent nothing gets it too, when others' changes are stored: nothing of mine
      // was saved then (a book just reopened after a refused change is up to date, not "saved").
      return unsyncedChanges || !state.sentChanges ? state : { ...state, pending: false, saved: true };
    case "access":
      return { ...state, access: message.access };
    case "record":
      return { ...state, recordChanges: state.recordChanges + 1 };
    case "comments": // the comments panel listens to the provider itself
    case "live": // sent to group feeds only (hooks/useLiveTopic.ts)
      return state;
    case "error":
      return { ...state, errorCode: message.code, diverged: state.diverged || message.code === "DOCUMENT_TOO_LARGE" };
  }
}

/**
 * The socket's status changed. Off the server, the page shows what this browser kept, or the
 * empty document, rather than a spinner forever; the next connection syncs anew.
 */
export function afterConnection(state: SessionState, connection: SessionState["connection"]): SessionState {
  if (connection === "connected") return { ...state, connection };
  return { ...state, connection, synced: false, loaded: state.loaded || connection === "disconnected" };
}

/** A local edit: unsaved until the server says it stored it; nothing more once the copy diverged. */
export function afterLocalEdit(state: SessionState): SessionState {
  return state.diverged ? state : { ...state, pending: true, sentChanges: true };
}

/**
 * What this browser kept offline, replayed into the book: the provider sends it to the server, whose
 * "saved" then covers it; it is no edit made on this page (leaving does not ask for it).
 */
export function afterOfflineReplay(state: SessionState): SessionState {
  return { ...state, sentChanges: true };
}

/**
 * The first state of a session that replaces a diverged one: the server's content again, nothing
 * pending, and the error kept so the page goes on saying why the last change is gone.
 */
export function reopenedState(diverged: SessionState): SessionState {
  return { ...initialSessionState, errorCode: diverged.errorCode };
}
