import type { CollabServer } from "@enote/collab-server";
import { documentName, groupEventsDoc, type LiveEvent, type LiveTopic, type MemberTopic } from "@enote/shared";
import type { Logger } from "../lib/logger";

/** Tells the members watching a group that one of its lists changed (they refetch). */
export interface LivePublisher {
  /** `key` names the changed item (rowKey, materialIdx), or null for a bulk change. Never throws. */
  publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void>;
  /** Tells one member's open screens that a topic of theirs changed (their notifications). Never throws. */
  publishToMember?(memberIdx: number, topic: MemberTopic): Promise<void>;
}

/**
 * Publishes through the collab service of this process: one direct connection to the group's
 * change feed document (`group.<idx>`), which bumps the topic's revision; every provider on the
 * feed gets the update like any other Yjs change (and other processes through Redis). A process
 * that runs no collab service publishes nothing until `attach` is called.
 */
export class HocuspocusLivePublisher implements LivePublisher {
  private hocuspocus: CollabServer["hocuspocus"] | null = null;

  constructor(private readonly log: Logger) {}

  attach(hocuspocus: CollabServer["hocuspocus"]): void {
    this.hocuspocus = hocuspocus;
  }

  publish(groupIdx: number, topic: LiveTopic, key: string | null): Promise<void> {
    return this.bump(documentName.groupEvents(groupIdx), topic, key);
  }

  publishToMember(memberIdx: number, topic: MemberTopic): Promise<void> {
    return this.bump(documentName.memberEvents(memberIdx), topic, null);
  }

  private async bump(name: string, topic: string, key: string | null): Promise<void> {
    const hocuspocus = this.hocuspocus;
    if (!hocuspocus) return;
    try {
      const connection = await hocuspocus.openDirectConnection(name, {});
      try {
        await connection.transact((doc) => {
          const events = doc.getMap<LiveEvent>(groupEventsDoc.map);
          const event: LiveEvent = { rev: (events.get(topic)?.rev ?? 0) + 1, key, at: Date.now() };
          events.set(topic, event);
        });
      } finally {
        await connection.disconnect();
      }
    } catch (error) {
      // The change itself is committed; a missed live event only delays other screens until they refetch.
      this.log.warn({ err: error, name, topic }, "live update not published");
    }
  }
}
