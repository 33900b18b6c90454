import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, serverText, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.1";
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };

describe("live sync", () => {
  it("two writers on one document converge", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write");
    const server = await startCollab({ capabilities });
    cleanup.add(() => server.stop());
    const a = connectClient(server.url, DOC, "t-alice");
    cleanup.add(() => a.destroy());
    const b = connectClient(server.url, DOC, "t-bob");
    cleanup.add(() => b.destroy());
    await Promise.all([waitForEvent(a.provider, "synced"), waitForEvent(b.provider, "synced")]);

    a.doc.getText("text").insert(0, "from alice. ");
    b.doc.getText("text").insert(0, "from bob. ");

    await waitFor(() => a.text() === b.text() && a.text().length === "from alice. from bob. ".length, "convergence");
    expect(a.text()).toContain("from alice. ");
    expect(a.text()).toContain("from bob. ");
    expect(serverText(server.collab.hocuspocus, DOC)).toBe(a.text());
  });

  it("a document without stored state opens empty and is not stored until someone edits it", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await startCollab({ capabilities });
    cleanup.add(() => server.stop());
    const a = connectClient(server.url, DOC, "t-alice");
    cleanup.add(() => a.destroy());
    await waitForEvent(a.provider, "synced");
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(a.text()).toBe("");
    expect(server.collab.hocuspocus.documents.get(DOC)?.store.clients.size).toBe(0);
    expect(capabilities.storeAttempts).toBe(0);
    await server.stop();
    expect(capabilities.storeAttempts).toBe(0);
  });
});
