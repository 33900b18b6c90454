import { HocuspocusProvider } from "@hocuspocus/provider";
import { useQueryClient } from "@tanstack/react-query";
import { parseCollabMessage } from "@enote/shared";
import { useEffect } from "react";
import * as Y from "yjs";
import { collabUrl } from "../features/labbook/collab/collabUrl";
import { refreshAccessToken } from "../lib/api";
import { storedAccessToken } from "../session/tokens";

/**
 * Listens (read-only) to a change feed — a group's (`group.<idx>`) or a member's own
 * (`member.<idx>`) — and refetches `queryKey` when a stateless "live" message for `topic` arrives,
 * so open lists, pages and the bell follow without a reload. Messages sent while disconnected are
 * gone: a reconnect refetches instead. `name` null listens to nothing.
 */
export function useLiveFeed(name: string | null, topic: string, queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  // The key's content, not its identity: callers pass a new array each render.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!name) return;
    const doc = new Y.Doc();
    const refetch = () => void client.invalidateQueries({ queryKey: JSON.parse(keyText) as unknown[] });
    let synced = false;
    let retried = false;
    let sent: string | null = null;
    let destroyed = false;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name,
      document: doc,
      // Read at each (re)connect: the access token rotates while the page stays open.
      token: () => {
        sent = storedAccessToken();
        return sent ?? "";
      },
      onSynced: () => {
        // A change may have been missed while disconnected; the first sync is the page's own load.
        if (synced) refetch();
        synced = true;
      },
      onStateless: ({ payload }) => {
        const message = parseCollabMessage(payload);
        if (message?.type === "live" && message.topic === topic) refetch();
      },
      onAuthenticated: () => {
        retried = false;
      },
      onAuthenticationFailed: ({ reason }) => {
        // An expired token: refresh it once (lib/api.ts), then authenticate again. Other refusals
        // (not a member of the group) stay refused: the screen still works, only without live updates.
        if (retried || !/unauthori[sz]ed/i.test(reason)) return;
        retried = true;
        refreshAccessToken(sent)
          .then(async () => {
            if (destroyed) return;
            await provider.sendToken();
            provider.startSync();
          })
          .catch(() => undefined);
      },
    });
    return () => {
      destroyed = true;
      provider.destroy();
      doc.destroy();
    };
  }, [client, name, topic, keyText]);
}
