import {
  OutgoingMessage,
  type beforeHandleAwarenessPayload,
  type Connection,
  type Extension,
} from "@hocuspocus/server";
import type { CollabContext } from "./types";

export interface AwarenessLimits {
  /** A state larger than this (its JSON, in characters) is dropped. */
  maxStateChars: number;
  /** Awareness messages a connection may send in one second; the rest of that second's are dropped. */
  maxPerSecond: number;
}

/** Presence is a caret and a name: a few hundred bytes, sent as often as a pointer moves (≤ 30 Hz). */
export const defaultAwarenessLimits: AwarenessLimits = { maxStateChars: 8 * 1024, maxPerSecond: 30 };

/**
 * Keeps presence to what presence needs, per connection: every state a connection sends reaches
 * every other connection of the document, so one sender of large or rapid states would load them
 * all. Dropped, not refused: the connection stays, and its next small state goes through. A
 * connection that sent too fast is asked for its state once its second is over, so the last
 * place of a fast typist's caret still reaches the others. (Anonymous viewers send none: access.ts.)
 */
export function createAwarenessLimitsExtension(limits: AwarenessLimits): Extension<CollabContext> {
  const windows = new WeakMap<Connection, { startedAt: number; count: number; asking?: NodeJS.Timeout }>();
  return {
    extensionName: "enote-awareness-limits",
    // Before access.ts writes the member's name into each state.
    priority: 200,

    async beforeHandleAwareness({ states, connection }: beforeHandleAwarenessPayload<CollabContext>) {
      if (!connection) return;
      const now = Date.now();
      let window = windows.get(connection);
      if (!window || now - window.startedAt >= 1_000) {
        window = { startedAt: now, count: 0 };
        windows.set(connection, window);
      }
      window.count += 1;
      if (window.count > limits.maxPerSecond) {
        states.clear();
        window.asking ??= askAgainLater(connection, window.startedAt + 1_000 - now);
        return;
      }
      for (const [clientId, state] of states) {
        if (JSON.stringify(state).length > limits.maxStateChars) states.delete(clientId);
      }
    },
  };
}

/** Asks the connection's provider for its whole awareness state after `ms` (it answers at once). */
function askAgainLater(connection: Connection, ms: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    connection.send(new OutgoingMessage(connection.messageAddress).writeQueryAwareness().toUint8Array());
  }, ms);
  timer.unref();
  return timer;
}
