import type { Redis } from "@hocuspocus/extension-redis";
import type { Extension } from "@hocuspocus/server";
import { randomUUID } from "node:crypto";
import { errorMessage } from "./log";
import type { CollabLog } from "./types";

const CHANNEL = "enote:collab#access-refresh";

interface RefreshMessage {
  from: string;
  documentName: string | null;
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
    private readonly apply: (documentName: string | null) => Promise<void>,
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

  async publish(documentName: string | null): Promise<void> {
    const message: RefreshMessage = { from: this.id, documentName };
    await this.redis.pub.publish(CHANNEL, JSON.stringify(message));
  }

  async onDestroy(): Promise<void> {
    this.sub.disconnect(false);
  }

  private receive(payload: string): void {
    const message = parseMessage(payload);
    if (!message || message.from === this.id) return;
    this.apply(message.documentName).catch((error: unknown) =>
      this.log("error", "collab access refresh failed", {
        documentName: message.documentName,
        error: errorMessage(error),
      }),
    );
  }
}

function parseMessage(payload: string): RefreshMessage | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const { from, documentName } = value as Record<string, unknown>;
    if (typeof from !== "string" || (documentName !== null && typeof documentName !== "string")) return null;
    return { from, documentName };
  } catch {
    return null;
  }
}
