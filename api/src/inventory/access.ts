import { and, eq, sql } from "drizzle-orm";
import { decide, type Decision, type GroupStanding } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { groupMembers, groups } from "../db/schema";
import { standingOf } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";

/** Whether the group exists, and the member's managing flag in it (null: not a member). */
const groupStanding = preparedPerDb((db) =>
  db
    .select({ isManager: groupMembers.isManager })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, groups.groupIdx), eq(groupMembers.memberIdx, sql.placeholder("memberIdx"))),
    )
    .where(eq(groups.groupIdx, sql.placeholder("groupIdx")))
    .prepare("inventory_group_standing"),
);

/**
 * The actor's standing in a group, checked against `action` in one query; 404 when the group
 * does not exist (for administrators too, who would otherwise pass the check).
 */
export async function requireGroup(
  db: Db,
  actor: Actor,
  groupIdx: number,
  action: "inventory.read" | "inventory.write",
): Promise<GroupStanding> {
  const [row] = await groupStanding(db).execute({ memberIdx: actor.memberIdx, groupIdx });
  if (!row) throw new AppError("NOT_FOUND");
  const standing = standingOf(row.isManager);
  authorize(actor, action, { group: standing });
  return standing;
}

/** Whether the actor sees private items of a group it stands in so (creator aside). */
export function seesAllPrivate(actor: Actor, standing: GroupStanding): boolean {
  return decide(actor, "inventory.seePrivate", { group: standing, isCreator: false }).allowed;
}

/**
 * What the actor may do with one item, given its standing in the item's group: a private item
 * exists only for its creator and the group's managers (404 for everyone else), then `action`
 * is asked like for any item of the group. The one visibility rule of single items and labels.
 */
export function itemDecision(
  actor: Actor,
  standing: GroupStanding,
  item: { isPrivate: boolean; creatorIdx: number },
  action: "inventory.read" | "inventory.write",
): Decision {
  if (item.isPrivate) {
    const isCreator = item.creatorIdx === actor.memberIdx;
    const seen = decide(actor, "inventory.seePrivate", { group: standing, isCreator });
    if (!seen.allowed) return seen;
  }
  return decide(actor, action, { group: standing });
}
