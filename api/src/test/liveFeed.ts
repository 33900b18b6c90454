import type { HocuspocusProvider } from "@hocuspocus/provider";
import { parseCollabMessage, type LiveEvent } from "@enote/shared";

/**
 * What a watcher of a group's change feed has been told, by topic: the last "live" message and
 * `rev`, how many of the topic's messages this connection got (1 for the first after opening).
 */
export interface LiveEvents {
  get(topic: string): LiveEvent | undefined;
  observe(listener: () => void): void;
  unobserve(listener: () => void): void;
}

/** Collects the feed's live messages from `provider` (call before it connects). */
export function liveEventsOf(provider: HocuspocusProvider): LiveEvents {
  const events = new Map<string, LiveEvent>();
  const listeners = new Set<() => void>();
  provider.on("stateless", ({ payload }: { payload: string }) => {
    const message = parseCollabMessage(payload);
    if (message?.type !== "live") return;
    events.set(message.topic, { rev: (events.get(message.topic)?.rev ?? 0) + 1, key: message.key, at: message.at });
    for (const listener of [...listeners]) listener();
  });
  return {
    get: (topic) => events.get(topic),
    observe: (listener) => listeners.add(listener),
    unobserve: (listener) => listeners.delete(listener),
  };
}
