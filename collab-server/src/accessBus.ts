import type { Redis } from "@hocuspocus/extension-redis";
import type { Extension } from "@hocuspocus/server";
import { randomUUID } from "node:crypto";
import { errorMessage } from "./log";
import type { RefreshScope } from "./access";
import type { CollabLog } from "./types";

const CHANNEL = "enote:collab#access-refresh";

interface RefreshMessage extends RefreshScope {
  from: string;
}

/**
 * Carries refreshAccess to every collab process over Redis pub/sub, on its own subscriber connection (a
 * duplicate of the Redis extension's, so its messages never reach the extension's Yjs handler). Pub/sub
 * is at-most-once: a process that is disconnected from Redis at that moment misses the refresh.
 */
export class AccessRefreshBus implements Extension {
  extensionName = "enote-access-refresh-bus";
  private readonly id = randomUUID();
  private readonly sub: Redis["sub"];

  constructor(
    private readonly redis: Redis,
    private readonly apply: (scope: RefreshScope) => Promise<void>,
    private readonly log: CollabLog,
  ) {
    this.sub = redis.sub.duplicate();
    this.sub.on("error", (error: unknown) => log("warn", "collab redis error", { error: errorMessage(error) }));
    this.sub.on("message", (channel: string, payload: string) => {
      if (channel === CHANNEL) this.receive(payload);
    });
    this.sub
      .subscribe(CHANNEL)
      .catch((error: unknown) =>
        log("error", "collab access refresh subscription failed", { error: errorMessage(error) }),
      );
  }

  async publish(scope: RefreshScope): Promise<void> {
    const message: RefreshMessage = { from: this.id, ...scope };
    await this.redis.pub.publish(CHANNEL, JSON.stringify(message));
  }

  async onDestroy(): Promise<void> {
    this.sub.disconnect(false);
  }

  private receive(payload: string): void {
    const message = parseMessage(payload);
    if (!message || message.from === this.id) return;
    const { documentName, memberIdx } = message;
    this.apply({ documentName, memberIdx }).catch((error: unknown) =>
      this.log("error", "collab access refresh failed", { documentName, memberIdx, error: errorMessage(error) }),
    );
  }
}

function parseMessage(payload: string): RefreshMessage | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const { from, documentName, memberIdx = null } = value as Record<string, unknown>;
    if (typeof from !== "string" || (documentName !== null && typeof documentName !== "string")) return null;
    if (memberIdx !== null && !Number.isSafeInteger(memberIdx)) return null;
    return { from, documentName, memberIdx: memberIdx as number | null };
  } catch {
    return null;
  }
}
