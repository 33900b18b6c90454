import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, closeHttp, connectClient, serverText, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.4";
const alice = { memberIdx: 1, name: "alice" };

describe("shutdown", () => {
  it("close() rejects, naming the documents it could not store", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await startCollab({ capabilities });
    cleanup.add(() => closeHttp(server.http));
    const client = connectClient(server.url, DOC, "t-alice");
    cleanup.add(() => client.destroy());
    await waitForEvent(client.provider, "synced");
    client.doc.getText("text").insert(0, "cannot be stored");
    await waitFor(
      () => serverText(server.collab.hocuspocus, DOC) === "cannot be stored",
      "the server to apply the edit",
    );
    capabilities.failNextStores = Number.POSITIVE_INFINITY;

    await expect(server.collab.close()).rejects.toThrow(DOC);
    expect(server.logs.some((entry) => entry.message === "collab server closed with unsaved documents")).toBe(true);
    expect(capabilities.stored.has(DOC)).toBe(false);
  }, 20_000);
});
