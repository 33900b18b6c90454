import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const redisUrl = process.env.REDIS_URL;
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };

describe.skipIf(!redisUrl)("redis fan-out", () => {
  it("clients of two collab servers sharing Redis converge", async () => {
    // Unique per run: the Redis server may be shared with other test runs.
    const doc = `labbook.${Date.now()}-${randomUUID()}`;
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, doc, "write")
      .allow("t-bob", bob, doc, "write");
    const [first, second] = await Promise.all([
      startCollab({ capabilities, redisUrl }),
      startCollab({ capabilities, redisUrl }),
    ]);
    cleanup.add(() => first.stop());
    cleanup.add(() => second.stop());
    const a = connectClient(first.url, doc, "t-alice");
    cleanup.add(() => a.destroy());
    const b = connectClient(second.url, doc, "t-bob");
    cleanup.add(() => b.destroy());
    await Promise.all([waitForEvent(a.provider, "synced"), waitForEvent(b.provider, "synced")]);

    a.doc.getText("text").insert(0, "alice on one. ");
    b.doc.getText("text").insert(0, "bob on two. ");

    const expectedLength = "alice on one. bob on two. ".length;
    await waitFor(() => a.text() === b.text() && a.text().length === expectedLength, "convergence across servers");
    expect(a.text()).toContain("alice on one. ");
    expect(a.text()).toContain("bob on two. ");

    a.destroy();
    b.destroy();
    await Promise.all([first.stop(), second.stop()]);
    expect(capabilities.storedText(doc)).toBe(a.text());
  });
});
