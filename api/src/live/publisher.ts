import type { CollabServer } from "@enote/collab-server";
import { documentName, encodeCollabMessage, type LiveTopic } from "@enote/shared";
import type { Logger } from "../lib/logger";

/** Tells the members watching a group that one of its lists changed (they refetch). */
export interface LivePublisher {
  /** `key` names the changed item (rowKey, materialIdx), or null for a bulk change. Never throws. */
  publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void>;
}

/**
 * Publishes through the collab service of this process: a stateless "live" message to every
 * connection of the group's change feed (`group.<idx>`), on every process through Redis. Nothing
 * is written to the feed document, so no request waits on a document load or store. A process
 * that runs no collab service publishes nothing until `attach` is called.
 */
export class HocuspocusLivePublisher implements LivePublisher {
  private collab: Pick<CollabServer, "broadcastStateless"> | null = null;

  constructor(private readonly log: Logger) {}

  attach(collab: Pick<CollabServer, "broadcastStateless">): void {
    this.collab = collab;
  }

  async publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void> {
    const collab = this.collab;
    if (!collab) return;
    try {
      const message = encodeCollabMessage({ type: "live", topic, key, at: Date.now() });
      await collab.broadcastStateless(documentName.groupEvents(groupIdx), message);
    } catch (error) {
      // The change itself is committed; a missed live event only delays other screens until they refetch.
      this.log.warn({ err: error, groupIdx, topic }, "live update not published");
    }
  }
}
