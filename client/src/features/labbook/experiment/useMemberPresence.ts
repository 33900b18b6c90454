import { memberPresence, type MemberPresence } from "@enote/shared";
import { useMemo } from "react";
import { useSession } from "../../../session/store";

/** How the signed-in member appears to others (the collab server announces the same). */
export function useMemberPresence(): MemberPresence | null {
  const member = useSession((state) => state.member);
  return useMemo(() => (member ? memberPresence(member) : null), [member]);
}
