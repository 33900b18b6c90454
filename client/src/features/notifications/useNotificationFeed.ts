import { HocuspocusProvider } from "@hocuspocus/provider";
import { useQueryClient } from "@tanstack/react-query";
import { collabPath, documentName, groupEventsDoc, type LiveEvent } from "@enote/shared";
import { useEffect } from "react";
import * as Y from "yjs";
import { refreshAccessToken } from "../../lib/api";
import { storedAccessToken } from "../../session/tokens";
import { notificationKeys } from "./queries";

function collabUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${collabPath}`;
}

/**
 * Listens (read-only) to the member's own feed (`member.<idx>`) and refetches the bell and the
 * lists when a notification arrives or is read elsewhere: the count follows without a reload.
 */
export function useNotificationFeed(memberIdx: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!memberIdx) return;
    const doc = new Y.Doc();
    const events = doc.getMap<LiveEvent>(groupEventsDoc.map);
    const refetch = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    let sent: string | null = null;
    let retried = false;
    let destroyed = false;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: documentName.memberEvents(memberIdx),
      document: doc,
      token: () => {
        sent = storedAccessToken();
        return sent ?? "";
      },
      // A notification that arrived while disconnected is caught up on at each (re)sync.
      onSynced: refetch,
      onAuthenticated: () => {
        retried = false;
      },
      onAuthenticationFailed: ({ reason }) => {
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
    const onChange = (event: Y.YMapEvent<LiveEvent>) => {
      if (event.keysChanged.has("notifications")) refetch();
    };
    events.observe(onChange);
    return () => {
      destroyed = true;
      events.unobserve(onChange);
      provider.destroy();
      doc.destroy();
    };
  }, [client, memberIdx]);
}
