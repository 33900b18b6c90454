import { groups } from "../db/schema";
import type { AppContext } from "../context";

/**
 * Tells open community screens (lists, a notice or post and its comments, the unread count) that
 * something changed, through the group change feed's `community` topic: for a group's notice or
 * post that group's feed, for an installation notice every group's. `key` names the changed thing
 * (`notice.12`, `board.7`). Never throws.
 */
export async function announceCommunity(ctx: AppContext, groupIdx: number | null, key: string): Promise<void> {
  if (groupIdx !== null) {
    await ctx.live.publish(groupIdx, "community", key);
    return;
  }
  try {
    const all = await ctx.db.select({ groupIdx: groups.groupIdx }).from(groups);
    for (const group of all) await ctx.live.publish(group.groupIdx, "community", key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, "community change not announced");
  }
}
