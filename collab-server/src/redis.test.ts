import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createRedisExtension } from "./redis";
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

  it("a refreshAccess on one server switches a client connected to the other", async () => {
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
    const handled = recordHandledMessages(second.collab.hocuspocus);
    const a = connectClient(first.url, doc, "t-alice");
    cleanup.add(() => a.destroy());
    const b = connectClient(second.url, doc, "t-bob");
    cleanup.add(() => b.destroy());
    await Promise.all([waitForEvent(a.provider, "synced"), waitForEvent(b.provider, "synced")]);
    const bobMessages = recordServerMessages(b.provider);

    capabilities.allow("t-bob", bob, doc, "read");
    await first.collab.refreshAccess(doc);
    await waitFor(
      () => bobMessages.some((message) => message.type === "access" && message.access === "read"),
      "bob, on the other server, to become read-only",
    );
    b.doc.getText("text").insert(0, "FORGED");
    await waitFor(() => sawMessage(handled, "bob", "FORGED"), "the other server to handle bob's edit");
    a.doc.getText("text").insert(0, "alice");
    await waitFor(() => b.text().includes("alice"), "bob to keep seeing alice's edits");
    await waitFor(() => serverText(second.collab.hocuspocus, doc) === "alice", "alice's edit on the other server");
    expect(serverText(first.collab.hocuspocus, doc)).toBe("alice");

    capabilities.allow("t-bob", bob, doc, "none");
    const closed = waitForEvent<{ event: { reason: string } }>(b.provider, "close");
    await first.collab.refreshAccess();
    expect((await closed).event.reason).toBe("permission-denied");
  });

  it("a refreshMemberAccess on one server closes that member on the other", async () => {
    const doc = `labbook.${Date.now()}-${randomUUID()}`;
    const capabilities = new MemoryCapabilities().allow("t-bob", bob, doc, "write");
    const [first, second] = await Promise.all([
      startCollab({ capabilities, redisUrl }),
      startCollab({ capabilities, redisUrl }),
    ]);
    cleanup.add(() => first.stop());
    cleanup.add(() => second.stop());
    const b = connectClient(second.url, doc, "t-bob");
    cleanup.add(() => b.destroy());
    await waitForEvent(b.provider, "synced");

    capabilities.allow("t-bob", bob, doc, "none");
    const closed = waitForEvent<{ event: { reason: string } }>(b.provider, "close");
    await first.collab.refreshMemberAccess(bob.memberIdx);
    expect((await closed).event.reason).toBe("permission-denied");
  });

  it("unloads a document after the fan-out's wait while serving; shutting down ends the waits under way and skips the next", async () => {
    const extension = createRedisExtension(redisUrl as string, `enote:test:${randomUUID()}`, () => undefined);
    cleanup.add(() => extension.onDestroy());
    // What settles first: the unload's wait, or a tenth of the fan-out's one second.
    const first = (unloading: Promise<void>) =>
      Promise.race([
        unloading.then(() => "unloaded"),
        new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), 100)),
      ]);
    const served = extension.beforeUnloadDocument();
    expect(await first(served)).toBe("still waiting");
    await served;
    const underWay = extension.beforeUnloadDocument();
    expect(await first(underWay)).toBe("still waiting");
    extension.unloadWithoutDelay();
    expect(await first(underWay)).toBe("unloaded");
    expect(await first(extension.beforeUnloadDocument())).toBe("unloaded");
  });
});
