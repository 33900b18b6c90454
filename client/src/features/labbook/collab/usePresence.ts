import type { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import type { PresenceUser } from "./session";

export interface Present extends PresenceUser {
  /** This browser tab, or another tab of mine. */
  isMe: boolean;
}

/** Whether an awareness `user` field is a member's presence (the server writes it). */
export function isPresenceUser(value: unknown): value is PresenceUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.memberIdx === "number" && typeof user.name === "string" && typeof user.color === "string";
}

function presentMembers(provider: HocuspocusProvider, myIdx: number | null): Present[] {
  const byMember = new Map<number, Present>();
  for (const state of provider.awareness?.getStates().values() ?? []) {
    const user: unknown = state.user;
    if (!isPresenceUser(user) || byMember.has(user.memberIdx)) continue;
    byMember.set(user.memberIdx, {
      memberIdx: user.memberIdx,
      name: user.name,
      initial: typeof user.initial === "string" ? user.initial : "",
      color: user.color,
      isMe: user.memberIdx === myIdx,
    });
  }
  // Me first, then by name: a stable order that does not jump as people move their carets.
  return [...byMember.values()].sort((a, b) => Number(b.isMe) - Number(a.isMe) || a.name.localeCompare(b.name));
}

/** Who has this lab book open now (members only; anonymous viewers broadcast nothing). */
export function usePresence(provider: HocuspocusProvider | null, myIdx: number | null): Present[] {
  const [present, setPresent] = useState<Present[]>([]);
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!provider || !awareness) return;
    let last = "";
    const update = () => {
      const next = presentMembers(provider, myIdx);
      const key = JSON.stringify(next);
      if (key === last) return; // caret moves change awareness constantly; the list rarely
      last = key;
      setPresent(next);
    };
    update();
    awareness.on("change", update);
    return () => awareness.off("change", update);
  }, [provider, myIdx]);
  return present;
}
