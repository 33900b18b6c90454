import type { CollabServer } from "@enote/collab-server";
import { documentName, encodeCollabMessage, type LiveTopic, type MemberTopic } from "@enote/shared";
import type { Logger } from "../lib/logger";

/** Tells the members watching a group that one of its lists changed (they refetch). */
export interface LivePublisher {
  /** `key` names the changed item (rowKey, materialIdx), or null for a bulk change. Never throws. */
  publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void>;
  /** Tells one member's open screens (their private feed `member.<idx>`) that a topic of theirs changed. Never throws. */
  publishToMember?(memberIdx: number, topic: MemberTopic): Promise<void>;
}

/**
 * Publishes through the collab service of this process: a stateless "live" message to every
 * connection of a change feed (a group's `group.<idx>`, a member's `member.<idx>`), on every
 * process through Redis. Nothing is written to the feed document, so no request waits on a
 * document load or store. A process that runs no collab service publishes nothing until `attach`
 * is called.
 */
export class HocuspocusLivePublisher implements LivePublisher {
  private collab: Pick<CollabServer, "broadcastStateless"> | null = null;

  constructor(private readonly log: Logger) {}

  attach(collab: Pick<CollabServer, "broadcastStateless">): void {
    this.collab = collab;
  }

  publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void> {
    return this.send(documentName.groupEvents(groupIdx), topic, key);
  }

  publishToMember(memberIdx: number, topic: MemberTopic): Promise<void> {
    return this.send(documentName.memberEvents(memberIdx), topic, null);
  }

  private async send(name: string, topic: LiveTopic | MemberTopic, key: string | null): Promise<void> {
    const collab = this.collab;
    if (!collab) return;
    try {
      await collab.broadcastStateless(name, encodeCollabMessage({ type: "live", topic, key, at: Date.now() }));
    } catch (error) {
      // The change itself is committed; a missed live event only delays other screens until they refetch.
      this.log.warn({ err: error, name, topic }, "live update not published");
    }
  }
}
