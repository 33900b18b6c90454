import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import {
  Cleanup,
  connectClient,
  recordHandledMessages,
  recordServerMessages,
  sawMessage,
  serverText,
  startCollab,
  waitFor,
  waitForEvent,
} from "./testing/harness";
import type { CollabServerMessage } from "@enote/shared";
import type { CollabActor, DocumentAccess } from "./types";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.21";
const OTHER_DOC = "labbook.22";
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };

function isAccess(message: CollabServerMessage | undefined, access: "read" | "write"): boolean {
  return message?.type === "access" && message.access === access;
}

/** Whether the newest access notice among `messages` says `access`. */
function nowHas(messages: CollabServerMessage[], access: "read" | "write"): boolean {
  return isAccess(messages.filter((message) => message.type === "access").at(-1), access);
}

async function start(capabilities: MemoryCapabilities) {
  const server = await startCollab({ capabilities });
  cleanup.add(() => server.stop());
  return server;
}

async function connectSynced(url: string, token: string, documentName = DOC) {
  const client = connectClient(url, documentName, token);
  cleanup.add(() => client.destroy());
  await waitForEvent(client.provider, "synced");
  return client;
}

describe("refreshAccess", () => {
  it("tells every connection of a refreshed book that its record changed, also where access stays the same", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "read")
      .allow("t-bob", bob, DOC, "write")
      .allow("t-alice", alice, OTHER_DOC, "read");
    const server = await start(capabilities);
    const a = await connectSynced(server.url, "t-alice");
    const b = await connectSynced(server.url, "t-bob");
    const elsewhere = await connectSynced(server.url, "t-alice", OTHER_DOC);
    const aliceMessages = recordServerMessages(a.provider);
    const bobMessages = recordServerMessages(b.provider);
    const elsewhereMessages = recordServerMessages(elsewhere.provider);

    // Completed: alice still reads, bob still writes in this test; both pages must read the record again.
    await server.collab.refreshAccess(DOC);
    await waitFor(() => aliceMessages.some((m) => m.type === "record"), "alice's notice");
    await waitFor(() => bobMessages.some((m) => m.type === "record"), "bob's notice");
    expect(aliceMessages.some((m) => m.type === "access")).toBe(false);
    expect(elsewhereMessages.some((m) => m.type === "record")).toBe(false);
  });

  it("switches a writer to read-only live, drops its edits from then on, and back to writable", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities);
    const handled = recordHandledMessages(server.collab.hocuspocus);
    const a = await connectSynced(server.url, "t-alice");
    const b = await connectSynced(server.url, "t-bob");
    const messages = recordServerMessages(a.provider);
    const bobMessages = recordServerMessages(b.provider);
    a.doc.getText("text").insert(0, "before.");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "before.", "alice's first edit");

    capabilities.allow("t-alice", alice, DOC, "read");
    await server.collab.refreshAccess(DOC);
    await waitFor(() => nowHas(messages, "read"), "the access notice");

    a.doc.getText("text").insert(7, " FORGED");
    await waitFor(() => sawMessage(handled, "alice", "FORGED"), "the server to handle the read-only edit");
    expect(serverText(server.collab.hocuspocus, DOC)).toBe("before.");
    b.doc.getText("text").insert(7, " bob");
    await waitFor(() => a.text().includes(" bob"), "alice to keep seeing live changes");
    await waitFor(() => capabilities.storedText(DOC) === "before. bob", "the store without alice's edit");
    expect(bobMessages.some((m) => m.type === "access")).toBe(false);

    capabilities.allow("t-alice", alice, DOC, "write");
    await server.collab.refreshAccess();
    await waitFor(() => nowHas(messages, "write"), "the notice that alice may write again");
    a.doc.getText("text").insert(0, "ALLOWED ");
    // Writable again, the client syncs what it kept locally, the dropped edit included (a real editor is
    // not editable while read-only); without that its later edits would wait for it forever.
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === a.text(), "alice's edits to arrive");
    // (" FORGED" and " bob" were inserted at the same place concurrently: their order is Yjs's choice.)
    expect(a.text()).toMatch(/^ALLOWED before\.( FORGED bob| bob FORGED)$/);
    await waitFor(() => b.text() === a.text(), "bob to converge");
  });

  it('"none" closes the connection; its later edits reach nothing', async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-alice", alice, OTHER_DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities);
    const a = await connectSynced(server.url, "t-alice");
    const elsewhere = await connectSynced(server.url, "t-alice", OTHER_DOC);
    const b = await connectSynced(server.url, "t-bob");

    capabilities.allow("t-alice", alice, DOC, "none");
    const closed = waitForEvent<{ event: { reason: string } }>(a.provider, "close");
    await server.collab.refreshAccess(DOC);
    expect((await closed).event.reason).toBe("permission-denied");

    a.doc.getText("text").insert(0, "FORGED");
    b.doc.getText("text").insert(0, "bob");
    elsewhere.doc.getText("text").insert(0, "still open");
    await waitFor(() => serverText(server.collab.hocuspocus, OTHER_DOC) === "still open", "the other document");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "bob", "bob's edit");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(serverText(server.collab.hocuspocus, DOC)).toBe("bob");
    expect(server.collab.hocuspocus.documents.get(DOC)?.getConnectionsCount()).toBe(1);
  });

  it("a refresh while a connection authenticates is applied once it is connected", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    class SlowAnswers extends MemoryCapabilities {
      override async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
        const answer = await super.resolveAccess(actor, documentName);
        await held;
        return answer;
      }
    }
    const capabilities = new SlowAnswers().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities);
    const a = connectClient(server.url, DOC, "t-alice");
    cleanup.add(() => a.destroy());
    const messages = recordServerMessages(a.provider);
    await waitFor(() => server.collab.hocuspocus.getConnectionsCount() === 0 && capabilities.loads === 0, "auth");
    await new Promise((resolve) => setTimeout(resolve, 50));

    // The stale "write" answer is already computed; the grant changes and a refresh finds no connection yet.
    capabilities.allow("t-alice", alice, DOC, "read");
    const refreshed = server.collab.refreshAccess(DOC);
    release();
    await refreshed;

    await waitFor(() => nowHas(messages, "read"), "the late access notice");
    a.doc.getText("text").insert(0, "FORGED");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverText(server.collab.hocuspocus, DOC)).toBe("");
  });
});

describe("refreshMemberAccess", () => {
  it("re-checks only that member's connections, on every document", async () => {
    const asked: string[] = [];
    class CountingAnswers extends MemoryCapabilities {
      override async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
        asked.push(`${actor.name}@${documentName}`);
        return super.resolveAccess(actor, documentName);
      }
    }
    const capabilities = new CountingAnswers()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-alice", alice, OTHER_DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities);
    const a = await connectSynced(server.url, "t-alice");
    const elsewhere = await connectSynced(server.url, "t-alice", OTHER_DOC);
    const b = await connectSynced(server.url, "t-bob");
    const elsewhereMessages = recordServerMessages(elsewhere.provider);
    const bobMessages = recordServerMessages(b.provider);
    asked.length = 0;

    capabilities.allow("t-alice", alice, DOC, "none").allow("t-alice", alice, OTHER_DOC, "read");
    // Bob's grant changes too, but a refresh of alice must not look at bob.
    capabilities.allow("t-bob", bob, DOC, "read");
    const closed = waitForEvent<{ event: { reason: string } }>(a.provider, "close");
    await server.collab.refreshMemberAccess(alice.memberIdx);
    expect((await closed).event.reason).toBe("permission-denied");
    await waitFor(() => nowHas(elsewhereMessages, "read"), "alice's other document to turn read-only");
    expect(asked.sort()).toEqual([`alice@${DOC}`, `alice@${OTHER_DOC}`]);

    b.doc.getText("text").insert(0, "bob still writes");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "bob still writes", "bob's edit");
    expect(bobMessages.some((message) => message.type === "access")).toBe(false);
  });
});
