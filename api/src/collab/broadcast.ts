import type { AppContext } from "../context";

/**
 * Sends a stateless message to every connection of a document, on every collab process. A
 * document open on this process broadcasts directly (the Redis extension relays it to the other
 * processes); otherwise, with Redis configured, a short direct connection loads it here so the
 * broadcast reaches the processes where it is open. Without Redis and not open here, nobody is
 * watching it. Never throws: the change stands, a missed message only delays a refetch.
 */
export async function broadcastToDocument(ctx: AppContext, name: string, payload: string): Promise<void> {
  const hocuspocus = ctx.collab?.hocuspocus;
  if (!hocuspocus) return;
  try {
    const open = hocuspocus.documents.get(name);
    if (open) {
      open.broadcastStateless(payload);
      return;
    }
    if (!ctx.env.REDIS_URL) return;
    const connection = await hocuspocus.openDirectConnection(name, {});
    try {
      connection.document?.broadcastStateless(payload);
    } finally {
      await connection.disconnect();
    }
  } catch (error) {
    ctx.log.warn({ err: error, documentName: name }, "live message not sent");
  }
}
