import type { AppContext } from "../context";

/**
 * Tells the group's open lists and item pages that an item changed. Every member of the group
 * hears the feed, so a private item's row key is left out (null, "something changed"): it would
 * tell members who may not see the bottle that it exists. Its creator and the managers still
 * refetch, and see the change, like everyone else.
 */
export function publishItemChange(
  ctx: AppContext,
  groupIdx: number,
  item: { rowKey: string; isPrivate: boolean },
): Promise<void> {
  return ctx.live.publish(groupIdx, "inventory", item.isPrivate ? null : item.rowKey);
}
