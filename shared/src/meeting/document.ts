/**
 * The layout of a meeting room's Y.Doc (`meeting.<meetingIdx>`), shared by the room, the collab
 * server's layout check and the api's record.
 */
export const meetingDoc = {
  /** Y.XmlFragment: the minutes, co-edited in TipTap. */
  minutes: "minutes",
  /** Y.Map keyed by Excalidraw element id: the drawing memo's `elements` layout (memos/document.ts). */
  whiteboard: "whiteboard",
  /** Y.Map: the current agenda item and the timer everyone sees (MeetingAgendaState's keys). */
  agenda: "agenda",
  /** Y.Map keyed by an action's id; each value a MeetingActionJson. */
  actions: "actions",
} as const;

export const meetingRoots: readonly string[] = Object.values(meetingDoc);

/** Keys of the `agenda` map. */
export const meetingAgendaKeys = {
  /** Index of the current agenda item (number), absent before the first. */
  current: "current",
  /** When the current item's timer started (epoch ms), or null while stopped. */
  timerStartedAt: "timerStartedAt",
  /** Milliseconds the timer had run before its last start. */
  timerElapsedMs: "timerElapsedMs",
} as const;

/** One action item in the room. */
export interface MeetingActionJson {
  id: string;
  text: string;
  assigneeIdx: number | null;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  /** Epoch ms: the order they were added in. */
  createdAt: number;
}

export function isMeetingAction(value: unknown): value is MeetingActionJson {
  if (typeof value !== "object" || value === null) return false;
  const action = value as Record<string, unknown>;
  return (
    typeof action.id === "string" &&
    typeof action.text === "string" &&
    (action.assigneeIdx === null || typeof action.assigneeIdx === "number") &&
    (action.dueDate === null || typeof action.dueDate === "string") &&
    typeof action.createdAt === "number"
  );
}

/**
 * The fields of a room member's awareness state besides `user` (written by the server) and the
 * whiteboard's `drawing` pointer. `follow` is what the presenter shows; followers mirror it.
 */
export const meetingPresenceFields = {
  /** Epoch ms the hand went up, or null. */
  hand: "hand",
  /** { emoji, at } of the last quick reaction. */
  reaction: "reaction",
  /** true while this member presents. */
  presenting: "presenting",
  /** The presenter's view: MeetingFollowView or null. */
  view: "view",
  /**
   * The host's word on hands, { [memberIdx]: epoch ms }: hands raised before it are down (the
   * host cannot write the others' states, so each client lowers its own hand on seeing it).
   */
  loweredHands: "loweredHands",
} as const;

export const meetingReactions = ["👍", "👏", "❓", "😂", "🎉"] as const;

/** What followers mirror of the presenter's view. */
export interface MeetingFollowView {
  lbIdx: number;
  /** The section in view (a lab book section key), or null. */
  section: string | null;
  /** Scroll position as a fraction of the scrollable height, 0…1. */
  scroll: number;
  /** The presenter's text selection (its section, and the DOM selection's anchor and focus offsets), or null. */
  selection: { section: string; from: number; to: number } | null;
}

/**
 * The collab server gathers a room's presence this long before sending it on: 50 pointers at 20 Hz
 * would otherwise be 1,000 messages a second to each of 50 connections (realtime-rules §9).
 */
export const meetingPresenceFlushMs = 25;
