import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { documentName, type Comment, type LiveEvent } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { liveEventsOf } from "../test/liveFeed";
import { ok, type Result } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";
import { postNotice, postOnBoard } from "./fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

/** A group's change feed opened with a real provider; `next` waits for the community topic to pass `after`. */
async function watch(token: string, groupIdx: number) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.url.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName.groupEvents(groupIdx),
    document,
    token,
  });
  const events = liveEventsOf(provider);
  await new Promise<void>((resolve, reject) => {
    provider.on("synced", () => resolve());
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
    provider.attach();
  });
  const rev = () => events.get("community")?.rev ?? 0;
  const next = (after: number) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no community event after rev ${after}`)), 10_000);
      const check = () => {
        const event = events.get("community");
        if (event && event.rev > after) {
          clearTimeout(timer);
          events.unobserve(check);
          resolve(event);
        }
      };
      events.observe(check);
      check();
    });
  return {
    rev,
    next,
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

describe("live community changes", () => {
  it("tells the group's open screens that a post got a comment, naming the post", async () => {
    const post = await postOnBoard(app, lab.writer.token, { groupIdx: lab.groupIdx });
    const feed = await watch(lab.reader.token, lab.groupIdx);
    try {
      const before = feed.rev();
      ok(
        await app.call<Result<Comment>>("POST", `/api/board/${post.boardIdx}/comment.do`, {
          token: lab.bystander.token,
          body: { content: "Degas the toluene" },
        }),
      );
      expect((await feed.next(before)).key).toBe(`board.${post.boardIdx}`);
    } finally {
      feed.close();
    }
  });

  it("tells every group of an installation notice, another group's members too", async () => {
    const feed = await watch(lab.outsider.token, (await otherGroupOf(lab.outsider.token)) ?? 0);
    try {
      const before = feed.rev();
      const notice = await postNotice(app, lab.admin.token, { title: "Maintenance tonight" });
      expect((await feed.next(before)).key).toBe(`notice.${notice.noticeIdx}`);
    } finally {
      feed.close();
    }
  });
});

async function otherGroupOf(token: string): Promise<number | undefined> {
  const groups = ok(await app.call<Result<{ groupIdx: number }[]>>("GET", "/api/group/list.do", { token }));
  return groups[0]?.groupIdx;
}
