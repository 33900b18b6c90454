import type { HocuspocusProvider } from "@hocuspocus/provider";
import { meetingPresenceFields, type MeetingFollowView } from "@enote/shared";
import { useEffect, useState } from "react";
import { isPresenceUser } from "../labbook/collab/usePresence";

/** One member in the room as their awareness says (the server wrote `user`). */
export interface Participant {
  memberIdx: number;
  name: string;
  color: string;
  isMe: boolean;
  /** When their hand went up (epoch ms), or null. */
  hand: number | null;
  reaction: { emoji: string; at: number } | null;
  presenting: boolean;
  /** What a presenter shows (the book they opened in the room), or null. */
  view: MeetingFollowView | null;
  /** The host's word on hands: member → hands raised before this time are down. */
  loweredHands: Record<string, number>;
}

/** The host's awareness field that lowers hands (the host cannot write the others' states). */
export const loweredHandsField = meetingPresenceFields.loweredHands;

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

function followView(value: unknown): MeetingFollowView | null {
  if (typeof value !== "object" || value === null) return null;
  const view = value as Record<string, unknown>;
  const lbIdx = num(view.lbIdx);
  if (lbIdx === null) return null;
  const selection = view.selection as Record<string, unknown> | null | undefined;
  return {
    lbIdx,
    section: typeof view.section === "string" ? view.section : null,
    scroll: Math.min(1, Math.max(0, num(view.scroll) ?? 0)),
    selection:
      selection && typeof selection.section === "string" && num(selection.from) !== null && num(selection.to) !== null
        ? { section: selection.section, from: num(selection.from) ?? 0, to: num(selection.to) ?? 0 }
        : null,
  };
}

function participantOf(state: Record<string, unknown>, myIdx: number): Participant | null {
  const user: unknown = state.user;
  if (!isPresenceUser(user)) return null;
  const reaction = state[meetingPresenceFields.reaction] as { emoji?: unknown; at?: unknown } | null | undefined;
  const lowered = state[loweredHandsField];
  return {
    memberIdx: user.memberIdx,
    name: user.name,
    color: user.color,
    isMe: user.memberIdx === myIdx,
    hand: num(state[meetingPresenceFields.hand]),
    reaction:
      reaction && typeof reaction.emoji === "string" && num(reaction.at) !== null
        ? { emoji: reaction.emoji, at: num(reaction.at) ?? 0 }
        : null,
    presenting: state[meetingPresenceFields.presenting] === true,
    view: followView(state[meetingPresenceFields.view]),
    loweredHands: typeof lowered === "object" && lowered !== null ? (lowered as Record<string, number>) : {},
  };
}

/**
 * Everyone in the room, one entry per member (a member's several tabs merge: any raised hand or
 * presenting tab counts), me first, then by name.
 */
export function roomParticipants(provider: HocuspocusProvider, myIdx: number): Participant[] {
  const byMember = new Map<number, Participant>();
  for (const state of provider.awareness?.getStates().values() ?? []) {
    const next = participantOf(state, myIdx);
    if (!next) continue;
    const known = byMember.get(next.memberIdx);
    if (!known) {
      byMember.set(next.memberIdx, next);
      continue;
    }
    known.hand = Math.max(known.hand ?? 0, next.hand ?? 0) || null;
    known.presenting ||= next.presenting;
    known.view ??= next.view;
    if ((next.reaction?.at ?? 0) > (known.reaction?.at ?? 0)) known.reaction = next.reaction;
    known.loweredHands = { ...known.loweredHands, ...next.loweredHands };
  }
  return [...byMember.values()].sort((a, b) => Number(b.isMe) - Number(a.isMe) || a.name.localeCompare(b.name));
}

/** Raised hands in the order they went up, less those the host lowered. */
export function raisedHands(participants: Participant[], hostIdx: number): Participant[] {
  const host = participants.find((participant) => participant.memberIdx === hostIdx);
  const lowered = host?.loweredHands ?? {};
  return participants
    .filter(
      (participant) => participant.hand !== null && participant.hand > (lowered[String(participant.memberIdx)] ?? 0),
    )
    .sort((a, b) => (a.hand ?? 0) - (b.hand ?? 0));
}

/** The room's people, live; re-rendered only when what they show changes (not on every pointer move). */
export function useRoomParticipants(provider: HocuspocusProvider | null, myIdx: number): Participant[] {
  const [people, setPeople] = useState<Participant[]>([]);
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!provider || !awareness) return;
    let last = "";
    const update = () => {
      const next = roomParticipants(provider, myIdx);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPeople(next);
    };
    update();
    awareness.on("change", update);
    return () => awareness.off("change", update);
  }, [provider, myIdx]);
  return people;
}
