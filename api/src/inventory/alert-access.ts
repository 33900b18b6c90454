import { and, eq, inArray } from "drizzle-orm";
import { can, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, inventoryItems } from "../db/schema";
import { standingOf } from "../groups/queries";

/**
 * Of the given bottles (by pin sequence, as their notifications name them), those `subject` may
 * still see, by name: inventory.read in the bottle's group, and a private bottle only by its
 * creator and those who see the group's private bottles (the item page's rule, itemDecision).
 */
export async function visibleBottles(db: Db, subject: Subject, pinSeqs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (pinSeqs.length === 0) return visible;
  const rows = await db
    .select({
      pinSeq: inventoryItems.pinSeq,
      name: inventoryItems.name,
      isPrivate: inventoryItems.isPrivate,
      creatorIdx: inventoryItems.creatorIdx,
      isManager: groupMembers.isManager,
    })
    .from(inventoryItems)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, inventoryItems.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(inventoryItems.pinSeq, [...new Set(pinSeqs)]));
  for (const row of rows) {
    const group = standingOf(row.isManager);
    const isCreator = row.creatorIdx === subject.memberIdx;
    if (row.isPrivate && !can(subject, "inventory.seePrivate", { group, isCreator })) continue;
    if (can(subject, "inventory.read", { group })) visible.set(row.pinSeq, row.name);
  }
  return visible;
}
