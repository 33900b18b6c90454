import { can, type Action, type GroupStanding } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { loadGroup } from "../groups/queries";
import { authorize } from "../lib/authorize";

/**
 * Purchasing belongs to a group: its members read the directory and make quotation requests and
 * orders (`group.view`), its managers edit the directory and approve orders (`group.manage`);
 * anyone else is answered 404, as if the group did not exist.
 */
export async function groupAccess(
  db: Db,
  actor: Actor,
  groupIdx: number,
  action: Extract<Action, "group.view" | "group.manage">,
): Promise<GroupStanding> {
  const { standing } = await loadGroup(db, groupIdx, actor.memberIdx);
  authorize(actor, action, { group: standing });
  return standing;
}

export function managesPurchasing(actor: Actor, standing: GroupStanding): boolean {
  return can(actor, "group.manage", { group: standing });
}
