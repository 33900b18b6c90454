import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import {
  Cleanup,
  connectClient,
  recordHandledMessages,
  sawMessage,
  serverText,
  startCollab,
  waitFor,
  waitForEvent,
} from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.7";
const writer = { memberIdx: 1, name: "writer" };
const reader = { memberIdx: 2, name: "reader" };
const outsider = { memberIdx: 3, name: "outsider" };
const viewer = { memberIdx: null, name: "viewer" };

async function start(capabilities: MemoryCapabilities) {
  const server = await startCollab({ capabilities });
  cleanup.add(() => server.stop());
  return server;
}

function connect(url: string, token: string) {
  const client = connectClient(url, DOC, token);
  cleanup.add(() => client.destroy());
  return client;
}

describe("access", () => {
  it("refuses a connection whose token does not authenticate", async () => {
    const capabilities = new MemoryCapabilities().allow("t-writer", writer, DOC, "write");
    const server = await start(capabilities);

    const client = connect(server.url, "forged-token");
    const failed = await waitForEvent<{ reason: string }>(client.provider, "authenticationFailed");

    expect(failed.reason).toBe("unauthorized");
    expect(client.provider.isAuthenticated).toBe(false);
    expect(capabilities.loads).toBe(0);
    expect(server.collab.hocuspocus.getDocumentsCount()).toBe(0);
  });

  it("refuses an actor without access the same way as an unknown document", async () => {
    const capabilities = new MemoryCapabilities().allow("t-outsider", outsider, DOC, "none");
    const server = await start(capabilities);

    const onDocument = connect(server.url, "t-outsider");
    const unknown = connectClient(server.url, "labbook.999", "t-outsider");
    cleanup.add(() => unknown.destroy());
    const [a, b] = await Promise.all([
      waitForEvent<{ reason: string }>(onDocument.provider, "authenticationFailed"),
      waitForEvent<{ reason: string }>(unknown.provider, "authenticationFailed"),
    ]);

    expect(a.reason).toBe("permission-denied");
    expect(b.reason).toBe(a.reason);
    expect(capabilities.loads).toBe(0);
    expect(server.collab.hocuspocus.getDocumentsCount()).toBe(0);
  });

  it("a read-only client's edits change neither the server document nor the store", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-writer", writer, DOC, "write")
      .allow("t-reader", reader, DOC, "read");
    const server = await start(capabilities);
    const handled = recordHandledMessages(server.collab.hocuspocus);
    const w = connect(server.url, "t-writer");
    await waitForEvent(w.provider, "synced");
    w.doc.getText("text").insert(0, "original");
    await waitFor(() => capabilities.storedText(DOC) === "original", "the writer's text to be stored");

    // Edited before connecting, so the edit travels in the sync handshake, and again after syncing.
    const r = connectClient(server.url, DOC, "t-reader");
    cleanup.add(() => r.destroy());
    r.doc.getText("text").insert(0, "FORGED-BEFORE ");
    await waitForEvent(r.provider, "synced");
    expect(r.provider.authorizedScope).toBe("readonly");
    r.doc.getText("text").insert(0, "FORGED-AFTER ");
    await waitFor(() => sawMessage(handled, "reader", "FORGED-BEFORE"), "the server to handle the handshake edit");
    await waitFor(() => sawMessage(handled, "reader", "FORGED-AFTER"), "the server to handle the live edit");

    // The reader still gets a live view of the writer's changes.
    w.doc.getText("text").insert(8, " + more");
    await waitFor(() => r.text().includes("original + more"), "the reader to see the writer's edit");

    expect(serverText(server.collab.hocuspocus, DOC)).toBe("original + more");
    expect(w.text()).toBe("original + more");
    expect(r.provider.hasUnsyncedChanges).toBe(true);
    await server.stop();
    expect(capabilities.storedText(DOC)).toBe("original + more");
  });

  it("does not broadcast an anonymous viewer's presence, but shows members' presence to everyone", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-writer", writer, DOC, "write")
      .allow("t-reader", reader, DOC, "read")
      .allow("share:key", viewer, DOC, "read");
    const server = await start(capabilities);
    const handled = recordHandledMessages(server.collab.hocuspocus);

    const member = connect(server.url, "t-writer");
    member.provider.setAwarenessField("cursor", "WRITER-PRESENCE");
    const anonymous = connect(server.url, "share:key");
    await Promise.all([waitForEvent(member.provider, "synced"), waitForEvent(anonymous.provider, "synced")]);
    anonymous.provider.setAwarenessField("cursor", "VIEWER-PRESENCE");
    await waitFor(() => sawMessage(handled, "viewer", "VIEWER-PRESENCE"), "the server to handle the viewer's presence");

    const other = connect(server.url, "t-reader");
    await waitForEvent(other.provider, "synced");
    other.provider.setAwarenessField("cursor", "READER-PRESENCE");
    const viewerId = anonymous.doc.clientID;
    const seesPresence = (awareness: typeof other.provider.awareness, name: string) =>
      [...(awareness?.getStates().values() ?? [])].some((state) => JSON.stringify(state).includes(name));

    await waitFor(() => seesPresence(other.provider.awareness, "WRITER-PRESENCE"), "the reader to see the writer");
    await waitFor(() => seesPresence(anonymous.provider.awareness, "READER-PRESENCE"), "the viewer to see the reader");
    expect(other.provider.awareness?.getStates().has(viewerId)).toBe(false);
    expect(member.provider.awareness?.getStates().has(viewerId)).toBe(false);
    expect(server.collab.hocuspocus.documents.get(DOC)?.awareness.getStates().has(viewerId)).toBe(false);
  });

  it("shows every member under the name and colour the server knows, whatever their client claims", async () => {
    const presence = { memberIdx: 1, name: "Writer W.", color: "#1864ab" };
    const capabilities = new MemoryCapabilities()
      .allow("t-writer", { ...writer, presence }, DOC, "write")
      .allow("t-reader", reader, DOC, "read");
    const server = await start(capabilities);
    const handled = recordHandledMessages(server.collab.hocuspocus);
    const forger = connect(server.url, "t-writer");
    const victim = connect(server.url, "t-reader");
    await Promise.all([waitForEvent(forger.provider, "synced"), waitForEvent(victim.provider, "synced")]);
    victim.provider.setAwarenessField("cursor", "VICTIM-CURSOR");
    const victimId = victim.doc.clientID;
    await waitFor(() => sawMessage(handled, "reader", "VICTIM-CURSOR"), "the server to handle the reader's presence");

    // Claims to be the reader, in their colour.
    forger.provider.setAwarenessField("user", { memberIdx: 2, name: "reader", color: "#c92a2a" });
    forger.provider.setAwarenessField("cursor", "FORGER-CURSOR");
    // Sends a state for the reader's own awareness client, with a clock far ahead of theirs.
    // (Written into the forger's awareness and announced as a change, which its provider then sends.)
    const forged = forger.provider.awareness;
    if (!forged) throw new Error("the provider has no awareness");
    forged.states.set(victimId, { user: { name: "FORGED" }, cursor: "FORGED" });
    forged.meta.set(victimId, { clock: 1_000, lastUpdated: Date.now() });
    forged.emit("update", [{ added: [], updated: [victimId], removed: [] }, "forgery"]);
    await waitFor(() => sawMessage(handled, "writer", "FORGED"), "the server to handle the forged state");

    const observer = connect(server.url, "t-reader");
    await waitForEvent(observer.provider, "synced");
    const stateOf = (clientId: number) => observer.provider.awareness?.getStates().get(clientId);
    await waitFor(() => stateOf(forger.doc.clientID)?.cursor === "FORGER-CURSOR", "the observer to see the forger");
    expect(stateOf(forger.doc.clientID)?.user).toEqual(presence);
    expect(stateOf(victimId)).toEqual({ cursor: "VICTIM-CURSOR", user: { memberIdx: 2, name: "reader" } });
    const onServer = server.collab.hocuspocus.documents.get(DOC)?.awareness.getStates();
    expect(onServer?.get(victimId)?.user).toEqual({ memberIdx: 2, name: "reader" });
  });
});
