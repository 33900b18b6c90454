import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { documentName, meetingDoc, parseCollabMessage } from "@enote/shared";
import { until } from "../fault/providers";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * The scale-out path of DESIGN.md: an api process and a collab process of one installation, on
 * one PostgreSQL database and one Redis. What members change through the api must reach the
 * connections the collab process holds. Needs a PostgreSQL server and Redis (CI has both).
 */

interface Watcher {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** The close reason once the server closed the connection. */
  closed: Promise<string>;
  destroy(): void;
}

function watch(server: E2EServer, name: string, token: string): Watcher {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.url.replace(/^http/, "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token });
  const closed = new Promise<string>((resolve) => {
    provider.on("close", ({ event }: { event: { reason?: string } }) => resolve(event.reason ?? ""));
  });
  provider.attach();
  return {
    provider,
    doc,
    closed,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

// Both processes share the run's test database server; the collab fan-out needs a Redis.
const canScaleOut = Boolean(process.env.REDIS_URL);

describe.skipIf(!canScaleOut)("an api process and a collab process on one database and one Redis", () => {
  let api: E2EServer;
  let collab: E2EServer;
  let manager: ApiMember;
  let writer: ApiMember;
  let groupIdx: number;
  let projectIdx: number;

  beforeAll(async () => {
    api = await startE2EServer({ ENOTE_SERVICES: "api" });
    collab = await startE2EServer({ ENOTE_SERVICES: "collab" }, { databaseUrl: api.databaseUrl });
    manager = await signUpOverHttp(api.url);
    writer = await signUpOverHttp(api.url);
    ({ groupIdx } = await groupWith(api.url, manager, [writer], "Scale-out lab"));
    ({ projectIdx } = await call<{ projectIdx: number }>(api.url, "POST", "/api/project/create.do", {
      token: manager.accessToken,
      body: { groupIdx, name: "Flow chemistry", includeGroupMembers: true },
    }));
  });
  afterAll(async () => {
    await collab?.dispose();
    await api?.dispose();
  });

  it("closes a member's open lab book on the collab process when the api removes them from the group", async () => {
    const { lbIdx } = await call<{ lbIdx: number }>(api.url, "POST", "/api/labbook/create.do", {
      token: manager.accessToken,
      body: { projectIdx, title: "Residence time study" },
    });
    const editor = watch(collab, documentName.labbook(lbIdx), writer.accessToken);
    try {
      await until(() => editor.provider.isSynced, 10_000, "the writer's editor to sync");
      const me = await call<{ memberIdx: number }>(api.url, "GET", "/api/oauth/me.do", { token: writer.accessToken });
      await call(api.url, "DELETE", `/api/group/${groupIdx}/member/${me.memberIdx}.do`, {
        token: manager.accessToken,
      });
      expect(await editor.closed).toBe("permission-denied");
    } finally {
      editor.destroy();
    }
  });

  it("shows an inventory change made through the api to a member watching the group on the collab process", async () => {
    const feed = watch(collab, documentName.groupEvents(groupIdx), manager.accessToken);
    try {
      const topics: string[] = [];
      feed.provider.on("stateless", ({ payload }: { payload: string }) => {
        const message = parseCollabMessage(payload);
        if (message?.type === "live") topics.push(message.topic);
      });
      await until(() => feed.provider.isSynced, 10_000, "the change feed to sync");
      await call(api.url, "POST", "/api/inventory/item.do", {
        token: manager.accessToken,
        body: { groupIdx, name: "Toluene", amount: 1, unit: "L" },
      });
      await until(() => topics.length > 0, 10_000, "the change to reach the feed");
      expect(topics).toContain("inventory");
    } finally {
      feed.destroy();
    }
  });

  it("shows an installation notice made through the api to a member watching their group on the collab process", async () => {
    const feed = watch(collab, documentName.groupEvents(groupIdx), manager.accessToken);
    try {
      const keys: string[] = [];
      feed.provider.on("stateless", ({ payload }: { payload: string }) => {
        const message = parseCollabMessage(payload);
        if (message?.type === "live" && message.topic === "community" && message.key) keys.push(message.key);
      });
      await until(() => feed.provider.isSynced, 10_000, "the change feed to sync");
      // The manager created the installation's first group, so is its administrator.
      const notice = await call<{ noticeIdx: number }>(api.url, "POST", "/api/notice/create.do", {
        token: manager.accessToken,
        body: {
          title: "Building closed on Sunday",
          content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "All day" }] }] },
          pinned: false,
        },
      });
      await until(() => keys.includes(`notice.${notice.noticeIdx}`), 10_000, "the notice to reach the feed");
    } finally {
      feed.destroy();
    }
  });

  it("ends a meeting with the minutes typed on the collab process a moment before, losing nothing", async () => {
    const { meetingIdx } = await call<{ meetingIdx: number }>(api.url, "POST", "/api/meeting/create.do", {
      token: manager.accessToken,
      body: {
        groupIdx,
        projectIdx: null,
        title: "Scale-out meeting",
        startsAt: "2030-03-04T09:00:00+09:00",
        agenda: [],
      },
    });
    const room = watch(collab, documentName.meeting(meetingIdx), manager.accessToken);
    try {
      await until(() => room.provider.isSynced, 10_000, "the room to sync");
      const fragment = room.doc.getXmlFragment(meetingDoc.minutes);
      room.doc.transact(() => {
        const paragraph = new Y.XmlElement("paragraph");
        paragraph.insert(0, [new Y.XmlText("Last words before the end")]);
        fragment.insert(fragment.length, [paragraph]);
      });
      // The collab process holds the edit (in memory, its log append still to come): end at once.
      await until(() => !room.provider.hasUnsyncedChanges, 10_000, "the collab process to take the edit");
      const ended = await call<{ record: { minutesText: string } | null }>(
        api.url,
        "POST",
        `/api/meeting/${meetingIdx}/end.do`,
        { token: manager.accessToken },
      );
      expect(ended.record?.minutesText).toContain("Last words before the end");
    } finally {
      room.destroy();
    }
  });
});
