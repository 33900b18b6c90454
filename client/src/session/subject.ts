import type { Subject } from "@enote/shared";
import { useShallow } from "zustand/react/shallow";
import { useSession } from "./store";

/** Least privilege while no member is loaded (the guard loads one before any main screen shows). */
const nobody: Subject = { memberIdx: 0, role: "FRONT" };

/** The signed-in member as the permission rule's subject. */
export function useSubject(): Subject {
  return useSession(
    useShallow((state) => (state.member ? { memberIdx: state.member.memberIdx, role: state.member.role } : nobody)),
  );
}
