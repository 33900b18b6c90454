import type { AppContext } from "../context";

/**
 * Sends a stateless message to every connection of a document, on every collab process (through
 * Redis when configured), without loading or storing the document. Never throws: the change
 * stands, a missed message only delays a refetch.
 */
export async function broadcastToDocument(
  ctx: Pick<AppContext, "collab" | "log">,
  name: string,
  payload: string,
): Promise<void> {
  try {
    await ctx.collab?.broadcastStateless(name, payload);
  } catch (error) {
    ctx.log.warn({ err: error, documentName: name }, "live message not sent");
  }
}
