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
import type { CollabOptions } from "./types";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.31";
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };
const carol = { memberIdx: 3, name: "carol" };

async function start(capabilities: MemoryCapabilities, options: Partial<CollabOptions>) {
  const server = await startCollab({ capabilities, ...options });
  cleanup.add(() => server.stop());
  return server;
}

function connect(url: string, token: string) {
  const client = connectClient(url, DOC, token);
  cleanup.add(() => client.destroy());
  return client;
}

async function connectSynced(url: string, token: string) {
  const client = connect(url, token);
  await waitForEvent(client.provider, "synced");
  return client;
}

describe("per-document caps", () => {
  it("refuses an update that would take the document over maxDocumentBytes, keeping the connection", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities, { maxDocumentBytes: 4_096, warnDocumentBytes: 2_048 });
    const { hocuspocus } = server.collab;
    const handled = recordHandledMessages(hocuspocus);
    const a = await connectSynced(server.url, "t-alice");
    const messages = recordServerMessages(a.provider);
    const text = a.doc.getText("text");
    const kept = "k".repeat(2_500);
    text.insert(0, kept);
    await waitFor(() => capabilities.storedText(DOC) === kept, "the first 2,500 characters to be stored");
    expect(server.logs.some((entry) => entry.message === "collab document is large")).toBe(true);

    text.insert(0, "TOO-BIG".repeat(300));
    await waitFor(() => messages.some((m) => m.type === "error" && m.code === "DOCUMENT_TOO_LARGE"), "the error");
    await waitFor(() => sawMessage(handled, "alice", "TOO-BIG"), "the server to handle the refused update");
    expect(serverText(hocuspocus, DOC)).toBe(kept);
    expect(a.provider.isAuthenticated).toBe(true);
    expect(a.provider.hasUnsyncedChanges).toBe(true);

    // Deleting content is still accepted near the cap, and a small edit fits.
    const b = await connectSynced(server.url, "t-bob");
    expect(b.text()).toBe(kept);
    b.doc.getText("text").delete(0, 500);
    b.doc.getText("text").insert(0, "small ");
    await waitFor(() => serverText(hocuspocus, DOC) === "small " + kept.slice(500), "bob's edits");
    await waitFor(() => capabilities.storedText(DOC) === "small " + kept.slice(500), "the store");
  });

  it("after a too-large refusal, later edits from that copy are stuck; a fresh copy of the stored state works", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities, { maxDocumentBytes: 4_096 });
    const { hocuspocus } = server.collab;
    const handled = recordHandledMessages(hocuspocus);
    const a = await connectSynced(server.url, "t-alice");
    const b = await connectSynced(server.url, "t-bob");
    const messages = recordServerMessages(a.provider);
    const kept = "k".repeat(2_500);
    a.doc.getText("text").insert(0, kept);
    await waitFor(() => b.text() === kept, "bob to see the kept text");

    a.doc.getText("text").insert(0, "TOO-BIG".repeat(300));
    await waitFor(() => messages.some((m) => m.type === "error" && m.code === "DOCUMENT_TOO_LARGE"), "the error");
    a.doc.getText("text").insert(0, "STUCK ");
    await waitFor(() => sawMessage(handled, "alice", "STUCK"), "the server to handle the later edit");
    // It builds on the refused update, so nobody could ever see it: the server does not even keep it.
    expect(serverText(hocuspocus, DOC)).toBe(kept);
    expect(hocuspocus.documents.get(DOC)?.store.pendingStructs).toBeNull();

    // What the client does on DOCUMENT_TOO_LARGE: drop its copy, open the document again.
    a.destroy();
    const again = await connectSynced(server.url, "t-alice");
    expect(again.text()).toBe(kept);
    again.doc.getText("text").insert(0, "again ");
    await waitFor(() => b.text() === `again ${kept}`, "bob to see alice's edit from the fresh copy");
    await waitFor(() => capabilities.storedText(DOC) === `again ${kept}`, "the store");
    expect(again.provider.hasUnsyncedChanges).toBe(false);
  });

  it("writers beyond maxEditorsPerDocument join read-only with a notice, and may write once promoted", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await start(capabilities, { maxEditorsPerDocument: 1 });
    const handled = recordHandledMessages(server.collab.hocuspocus);
    const a = await connectSynced(server.url, "t-alice");
    const b = connect(server.url, "t-bob");
    const bobMessages = recordServerMessages(b.provider);
    await waitForEvent(b.provider, "synced");

    expect(a.provider.authorizedScope).toBe("read-write");
    expect(b.provider.authorizedScope).toBe("readonly");
    await waitFor(() => bobMessages.some((m) => m.type === "access" && m.access === "read"), "bob's notice");
    b.doc.getText("text").insert(0, "FORGED");
    await waitFor(() => sawMessage(handled, "bob", "FORGED"), "the server to handle bob's edit");
    expect(serverText(server.collab.hocuspocus, DOC)).toBe("");

    // A freed slot goes to a waiting writer on the next refresh.
    a.destroy();
    await waitFor(() => server.collab.hocuspocus.documents.get(DOC)?.getConnectionsCount() === 1, "alice to leave");
    await server.collab.refreshAccess(DOC);
    await waitFor(() => bobMessages.some((m) => m.type === "access" && m.access === "write"), "bob's promotion");
    b.doc.getText("text").insert(0, "bob ");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === b.text(), "bob's edits to apply");
  });

  it("refuses read-only connections beyond maxViewersPerDocument, writers still join", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "read")
      .allow("t-carol", carol, DOC, "read");
    const server = await start(capabilities, { maxViewersPerDocument: 1 });
    await connectSynced(server.url, "t-bob");

    const refused = connect(server.url, "t-carol");
    const failed = await waitForEvent<{ reason: string }>(refused.provider, "authenticationFailed");
    expect(failed.reason).toBe("too-many-viewers");

    const writer = await connectSynced(server.url, "t-alice");
    expect(writer.provider.authorizedScope).toBe("read-write");
    expect(server.collab.hocuspocus.documents.get(DOC)?.getConnectionsCount()).toBe(2);
  });
});
