import { HocuspocusProvider } from "@hocuspocus/provider";
import { useQueryClient } from "@tanstack/react-query";
import { collabPath, documentName, parseCollabMessage, type LiveTopic } from "@enote/shared";
import { useEffect } from "react";
import * as Y from "yjs";
import { refreshAccessToken } from "../lib/api";
import { bookFeedKeys } from "../features/bookfeed/queryKeys";
import { queryKeys } from "../lib/queryKeys";
import { storedAccessToken } from "../session/tokens";

/** The same origin as the page, over ws(s): the collab socket is served beside the api. */
function collabUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${collabPath}`;
}

const topicKeys: Record<LiveTopic, readonly unknown[]> = {
  inventory: queryKeys.inventory.all,
  material: queryKeys.material.all,
  purchasing: ["purchasing"],
  bookfeed: bookFeedKeys.all,
  community: ["community"],
};

/**
 * Listens (read-only) to a group's change feed and refetches the topic's queries when another
 * member changes something (a stateless "live" message), so open lists and item pages follow
 * without a reload. Messages sent while disconnected are gone: a reconnect refetches instead.
 */
export function useLiveTopic(groupIdx: number | null, topic: LiveTopic): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!groupIdx) return;
    const doc = new Y.Doc();
    const refetch = () => void client.invalidateQueries({ queryKey: topicKeys[topic] });
    let synced = false;
    let retried = false;
    let sent: string | null = null;
    let destroyed = false;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: documentName.groupEvents(groupIdx),
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
        // (not a member of the group) stay refused: the list still works, only without live updates.
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
  }, [client, groupIdx, topic]);
}
