import { HocuspocusProvider } from "@hocuspocus/provider";
import { useQueryClient } from "@tanstack/react-query";
import { collabPath, documentName, groupEventsDoc, type LiveEvent, type LiveTopic } from "@enote/shared";
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

function revOf(events: Y.Map<unknown>, topic: LiveTopic): number {
  const event = events.get(topic) as Partial<LiveEvent> | undefined;
  return typeof event?.rev === "number" ? event.rev : 0;
}

/**
 * Listens (read-only) to a group's change feed and refetches the topic's queries when another
 * member changes something, so open lists and item pages follow without a reload.
 */
export function useLiveTopic(groupIdx: number | null, topic: LiveTopic): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!groupIdx) return;
    const doc = new Y.Doc();
    const events = doc.getMap<unknown>(groupEventsDoc.map);
    let seen: number | null = null;
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
        const rev = revOf(events, topic);
        // A change missed while disconnected is caught up on; the first sync only sets the mark.
        if (seen !== null && rev !== seen) void client.invalidateQueries({ queryKey: topicKeys[topic] });
        seen = rev;
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
    const onChange = (event: Y.YMapEvent<unknown>) => {
      if (!event.keysChanged.has(topic) || seen === null) return;
      const rev = revOf(events, topic);
      if (rev === seen) return;
      seen = rev;
      void client.invalidateQueries({ queryKey: topicKeys[topic] });
    };
    events.observe(onChange);
    return () => {
      destroyed = true;
      events.unobserve(onChange);
      provider.destroy();
      doc.destroy();
    };
  }, [client, groupIdx, topic]);
}
