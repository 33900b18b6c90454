import { groups } from "../db/schema";
import type { AppContext } from "../context";

/** Feeds told at once of an installation notice (each one Redis message when the feed is open elsewhere). */
const fanOutBatch = 50;

/**
 * Tells open community screens (lists, a notice or post and its comments, the unread count) that
 * something changed, through the group change feed's `community` topic: for a group's notice or
 * post that group's feed. `key` names the changed thing (`notice.12`, `board.7`). Never throws.
 *
 * An installation notice concerns every group: every group's feed is told, on every process. A
 * live message loads no document (a stateless broadcast, through Redis to the other processes), so
 * telling a feed nobody watches costs one message.
 */
export async function announceCommunity(ctx: AppContext, groupIdx: number | null, key: string): Promise<void> {
  if (groupIdx !== null) {
    await ctx.live.publish(groupIdx, "community", key);
    return;
  }
  let all: number[];
  try {
    all = (await ctx.db.select({ groupIdx: groups.groupIdx }).from(groups)).map((row) => row.groupIdx);
  } catch (error) {
    ctx.log.warn({ err: error, key }, "installation notice not announced");
    return;
  }
  for (let i = 0; i < all.length; i += fanOutBatch) {
    await Promise.all(all.slice(i, i + fanOutBatch).map((idx) => ctx.live.publish(idx, "community", key)));
  }
}
