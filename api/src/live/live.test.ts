import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { eq, sql } from "drizzle-orm";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { documentName, type LiveEvent } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { addItem, buildLab, ethanol, type Lab } from "../inventory/fixtures";
import { codeOf, createProject, joinGroup, setLevel, signUpTestMember } from "../test/factories";
import { createLabBook } from "../test/labbooks";
import { liveEventsOf, type LiveEvents } from "../test/liveFeed";
import { collabDocuments, collabUpdates } from "../db/schema";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

interface Feed {
  events: LiveEvents;
  /** Resolves with the topic's event once its revision passes `after`. */
  next(topic: string, after: number): Promise<LiveEvent>;
  /** The close event's reason once the server closed the connection. */
  closed: Promise<string>;
  close(): void;
}

/** Opens a group's change feed with a real provider; rejects with the reason when refused. */
async function openFeed(token: string, groupIdx: number): Promise<Feed> {
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
  const close = () => {
    provider.destroy();
    socket.destroy();
  };
  const closed = new Promise<string>((resolve) => {
    provider.on("close", ({ event }: { event: { reason?: string } }) => resolve(event.reason ?? ""));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      provider.on("synced", () => resolve());
      provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
      provider.attach();
    });
  } catch (error) {
    close();
    throw error;
  }
  const next = (topic: string, after: number) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${topic} event after rev ${after}`)), 10_000);
      const check = () => {
        const event = events.get(topic);
        if (event && event.rev > after) {
          clearTimeout(timer);
          events.unobserve(check);
          resolve(event);
        }
      };
      events.observe(check);
      check();
    });
  return { events, next, closed, close };
}

describe("a group's change feed", () => {
  it("tells a member watching the group that another member changed the inventory and the supplies", async () => {
    const feed = await openFeed(lab.member.token, lab.groupIdx);
    try {
      const before = feed.events.get("inventory")?.rev ?? 0;
      const created = await addItem(app, lab.colleague.token, ethanol(lab.groupIdx));
      const added = await feed.next("inventory", before);
      expect(added.key).toBe(created.rowKey);

      await app.call("PUT", `/api/inventory/${created.rowKey}.do`, {
        token: lab.colleague.token,
        body: ethanol(lab.groupIdx, { amount: 1 }),
      });
      const edited = await feed.next("inventory", added.rev);
      expect(edited).toMatchObject({ rev: added.rev + 1, key: created.rowKey });

      const supplies = feed.events.get("material")?.rev ?? 0;
      await app.call("POST", "/api/material/item.do", {
        token: lab.colleague.token,
        body: { groupIdx: lab.groupIdx, name: "Gloves", quantity: 1, consumable: true },
      });
      expect((await feed.next("material", supplies)).rev).toBe(supplies + 1);
    } finally {
      feed.close();
    }
  });

  it("tells the group's open lists that stock was used for a lab book", async () => {
    const project = await createProject(app, lab.manager.token, lab.groupIdx, { name: "Live stock" });
    await setLevel(app, lab.manager.token, project.projectIdx, lab.colleague.memberIdx, "WRITER");
    const book = await createLabBook(app, lab.colleague.token, project.projectIdx, "Esterification");
    const bottle = await addItem(app, lab.colleague.token, ethanol(lab.groupIdx));
    const feed = await openFeed(lab.member.token, lab.groupIdx);
    try {
      const before = feed.events.get("inventory")?.rev ?? 0;
      const used = await app.call("POST", `/api/inventory/${bottle.rowKey}/use.do`, {
        token: lab.colleague.token,
        body: { amount: 20, unit: "mL", lbIdx: book.lbIdx },
      });
      expect(used.status).toBe(200);
      expect((await feed.next("inventory", before)).key).toBe(bottle.rowKey);
    } finally {
      feed.close();
    }
  });

  it("never names a private item on the feed every member hears, yet still tells its creator it changed", async () => {
    const feed = await openFeed(lab.member.token, lab.groupIdx);
    try {
      const before = feed.events.get("inventory")?.rev ?? 0;
      const secret = await addItem(app, lab.colleague.token, ethanol(lab.groupIdx, { isPrivate: true }));
      const added = await feed.next("inventory", before);
      expect(added.key).toBeNull();

      // The edit that makes it public leaves the key out too (it was private until then);
      // once public, its changes name it.
      await app.call("PUT", `/api/inventory/${secret.rowKey}.do`, {
        token: lab.colleague.token,
        body: ethanol(lab.groupIdx, { isPrivate: false }),
      });
      expect((await feed.next("inventory", added.rev)).key).toBeNull();
      const current = feed.events.get("inventory")?.rev ?? 0;
      await app.call("PUT", `/api/inventory/${secret.rowKey}/disuse.do`, {
        token: lab.colleague.token,
        body: { reason: "Empty" },
      });
      expect((await feed.next("inventory", current)).key).toBe(secret.rowKey);
    } finally {
      feed.close();
    }
  });

  it("answers a publishing request without waiting on a document store, and stores nothing for the feed", async () => {
    const feed = await openFeed(lab.member.token, lab.groupIdx);
    const name = documentName.groupEvents(lab.groupIdx);
    const db = app.database.db;
    // Any document store or log append waits until this transaction ends, 3 s after it locks.
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${collabDocuments}, ${collabUpdates} IN EXCLUSIVE MODE`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    try {
      await isLocked;
      const before = feed.events.get("inventory")?.rev ?? 0;
      const started = Date.now();
      const created = await addItem(app, lab.colleague.token, ethanol(lab.groupIdx));
      expect(Date.now() - started).toBeLessThan(1_500);
      expect((await feed.next("inventory", before)).key).toBe(created.rowKey);
    } finally {
      await released;
      feed.close();
    }
    expect(await db.select().from(collabDocuments).where(eq(collabDocuments.name, name))).toEqual([]);
    expect(await db.select().from(collabUpdates).where(eq(collabUpdates.name, name))).toEqual([]);
  });

  it("is open, read-only, to administrators outside the group", async () => {
    const feed = await openFeed(lab.admin.token, lab.groupIdx);
    feed.close();
  });

  it("is closed for a member who is deactivated while watching, and refused to them afterwards", async () => {
    const watcher = await signUpTestMember(app);
    await joinGroup(app, watcher.token, await codeOf(app, lab.groupIdx));
    const feed = await openFeed(watcher.token, lab.groupIdx);
    const deactivated = await app.call("PUT", `/api/member/${watcher.memberIdx}/active.do`, {
      token: lab.admin.token,
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    expect(await feed.closed).toBe("permission-denied");
    feed.close();
    await expect(openFeed(watcher.token, lab.groupIdx)).rejects.toThrow();
  });

  it("is refused to members of other groups and for groups that do not exist", async () => {
    await expect(openFeed(lab.outsider.token, lab.groupIdx)).rejects.toThrow("permission-denied");
    await expect(openFeed(lab.admin.token, 987654)).rejects.toThrow("permission-denied");
  });
});
