import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, serverText, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.3";
const alice = { memberIdx: 1, name: "alice" };

async function start(capabilities: MemoryCapabilities) {
  const server = await startCollab({ capabilities });
  cleanup.add(() => server.stop());
  return server;
}

function connect(url: string) {
  const client = connectClient(url, DOC, "t-alice");
  cleanup.add(() => client.destroy());
  return client;
}

async function typeAndWaitForServer(url: string, text: string, hocuspocus: Parameters<typeof serverText>[0]) {
  const client = connect(url);
  await waitForEvent(client.provider, "synced");
  client.doc.getText("text").insert(0, text);
  await waitFor(() => serverText(hocuspocus, DOC) === text, "the server to apply the edit");
  return client;
}

describe("persistence", () => {
  it("close() stores pending changes and a new server loads them", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const first = await start(capabilities);
    await typeAndWaitForServer(first.url, "kept across restarts", first.collab.hocuspocus);

    await Promise.all([first.collab.close(), first.collab.close()]);
    await first.collab.close();
    expect(capabilities.storedText(DOC)).toBe("kept across restarts");
    expect(first.collab.hocuspocus.getDocumentsCount()).toBe(0);

    const second = await start(capabilities);
    const client = connect(second.url);
    await waitForEvent(client.provider, "synced");
    expect(client.text()).toBe("kept across restarts");
  });

  it("retries a store that fails twice, and close() waits until it succeeds", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities);
    await typeAndWaitForServer(server.url, "survives two failures", server.collab.hocuspocus);
    capabilities.failNextStores = 2;

    await server.collab.close();

    expect(capabilities.storedText(DOC)).toBe("survives two failures");
    expect(capabilities.storeAttempts).toBe(3);
    const failures = server.logs.filter((entry) => entry.message === "collab document store failed");
    expect(failures.map((entry) => entry.extra?.attempt)).toEqual([1, 2]);
    expect(failures.every((entry) => entry.level === "warn")).toBe(true);
  });

  it("keeps a document whose stores keep failing in memory, and stores it once the store recovers", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities);
    const { hocuspocus } = server.collab;
    capabilities.failNextStores = Number.POSITIVE_INFINITY;
    const client = await typeAndWaitForServer(server.url, "must not be lost", hocuspocus);
    client.destroy();

    // The last disconnect stores at once: 1 try + 3 retries, all failing.
    await waitFor(() => capabilities.storeAttempts >= 4, "every store attempt to fail", 8_000);
    await waitFor(() => !hocuspocus.debouncer.isCurrentlyExecuting(`onStoreDocument-${DOC}`), "the store to give up");
    const document = hocuspocus.documents.get(DOC);
    expect(document).toBeDefined();
    if (document) await hocuspocus.unloadDocument(document);
    expect(hocuspocus.documents.has(DOC)).toBe(true);
    expect(server.logs.some((entry) => entry.level === "error" && entry.extra?.willRetry === false)).toBe(true);

    capabilities.failNextStores = 0;
    await waitFor(() => capabilities.storedText(DOC) === "must not be lost", "the store to succeed later");
    await waitFor(() => !hocuspocus.documents.has(DOC), "the stored document to unload");
  });
});
