import { useMemo } from "react";
import { memberDisplayName } from "../../../lib/memberName";
import { useSession } from "../../../session/store";
import { memberColor } from "../collab/memberColor";
import type { PresenceUser } from "../collab/session";

/** How the signed-in member appears to others: name, initials, a colour fixed by memberIdx. */
export function useMemberPresence(): PresenceUser | null {
  const member = useSession((state) => state.member);
  return useMemo(
    () =>
      member
        ? {
            memberIdx: member.memberIdx,
            name: memberDisplayName(member),
            initial: member.initial,
            color: memberColor(member.memberIdx),
          }
        : null,
    [member],
  );
}
