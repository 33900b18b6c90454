import type { SessionState } from "./sessionState";

export type SaveStatus = "connecting" | "offline" | "saving" | "saved" | "upToDate";

/**
 * "saved" only once the server said it committed my changes to the database; "saving" while it
 * has not; "offline" while the socket is down (edits stay in this browser meanwhile).
 */
export function saveStatusOf(state: SessionState): SaveStatus {
  if (state.connection !== "connected") {
    return state.everSynced || state.connection === "disconnected" ? "offline" : "connecting";
  }
  if (!state.synced) return "connecting";
  if (state.pending) return "saving";
  return state.saved ? "saved" : "upToDate";
}

/**
 * Leaving now would leave changes the server has not stored (spec §4 asks first). Not once the
 * copy diverged: the server refused those changes for good, and the page reopens the book.
 */
export function hasUnsavedChanges(state: SessionState): boolean {
  return state.pending && !state.diverged;
}
