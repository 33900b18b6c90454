import { parseDocumentName } from "@enote/shared";
import type { AppContext } from "../context";

/**
 * Tells open community screens (lists, a notice or post and its comments, the unread count) that
 * something changed, through the group change feed's `community` topic: for a group's notice or
 * post that group's feed. `key` names the changed thing (`notice.12`, `board.7`). Never throws.
 *
 * An installation notice concerns every group, but bumping thousands of feeds nobody watches
 * would cost a document load each: it goes to the feeds open on this process, the only ones a
 * screen listens to here. (With several collab processes, screens on the others learn of it when
 * they next read the list.)
 */
export async function announceCommunity(ctx: AppContext, groupIdx: number | null, key: string): Promise<void> {
  if (groupIdx !== null) {
    await ctx.live.publish(groupIdx, "community", key);
    return;
  }
  const open = [...(ctx.collab?.hocuspocus.documents.keys() ?? [])]
    .map((name) => parseDocumentName(name))
    .filter((parsed) => parsed?.kind === "group");
  for (const parsed of open) if (parsed) await ctx.live.publish(parsed.id, "community", key);
}
