import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { MemoryCapabilities, type LogRow } from "./testing/memoryCapabilities";
import {
  Cleanup,
  connectClient,
  recordServerMessages,
  serverText,
  startCollab,
  waitFor,
  waitForEvent,
} from "./testing/harness";
import type { CollabOptions } from "./types";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.11";
const alice = { memberIdx: 1, name: "alice" };
/** Stores far in the future: whatever survives must have come through the update log. */
const NO_STORES = { debounceMs: 60_000, maxDebounceMs: 60_000 };

async function start(capabilities: MemoryCapabilities, options: Partial<CollabOptions> = {}) {
  const server = await startCollab({ capabilities, ...options });
  cleanup.add(() => server.stop());
  return server;
}

async function connectSynced(url: string) {
  const client = connectClient(url, DOC, "t-alice");
  cleanup.add(() => client.destroy());
  await waitForEvent(client.provider, "synced");
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each row's structs of `client` start where the previous row's ended: appended in order, no gaps or overlaps. */
function expectInClockOrder(rows: LogRow[], client: number): void {
  let end = 0;
  for (const row of rows) {
    const { from, to } = Y.parseUpdateMeta(row.update);
    const start = from.get(client);
    if (start === undefined) continue;
    expect(start).toBe(end);
    end = to.get(client) ?? end;
  }
}

describe("durability through the update log", () => {
  it("a server killed 400 ms after typing, without close() or a store, loses nothing", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const first = await startCollab({ capabilities, ...NO_STORES });
    const client = connectClient(first.url, DOC, "t-alice");
    cleanup.add(() => client.destroy());
    await waitForEvent(client.provider, "synced");
    const text = client.doc.getText("text");
    text.insert(0, "typed ");
    await sleep(30);
    text.insert(text.length, "right before ");
    text.insert(text.length, "the kill");
    await sleep(400);

    expect(capabilities.stored.has(DOC)).toBe(false);
    expect(capabilities.storeAttempts).toBe(0);
    await first.kill();
    client.destroy();
    expect(capabilities.stored.has(DOC)).toBe(false);

    const second = await start(capabilities);
    const reader = await connectSynced(second.url);
    expect(reader.text()).toBe("typed right before the kill");

    // The next store compacts the log into the stored state.
    reader.doc.getText("text").insert(0, "> ");
    await waitFor(() => capabilities.logRows(DOC).length === 0, "the log to be compacted");
    expect(capabilities.storedText(DOC)).toBe("> typed right before the kill");
    expect(capabilities.storeCalls.at(-1)?.compactedThroughSeq).toBeGreaterThan(0);
  });

  it("group-commits a burst of keystrokes into few appends, durable well within a second", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities, { ...NO_STORES, flushIntervalMs: 200 });
    const client = await connectSynced(server.url);
    const text = client.doc.getText("text");
    const typed = "group commit";
    for (const char of typed) {
      text.insert(text.length, char);
      await sleep(5);
    }
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === typed, "the server to apply every keystroke");
    const appliedAt = Date.now();

    await waitFor(() => capabilities.durableText(DOC) === typed, "the keystrokes to be appended", 1_000);
    expect(Date.now() - appliedAt).toBeLessThan(500);
    expect(capabilities.appendAttempts).toBeLessThanOrEqual(3);
    expect(capabilities.logRows(DOC).length).toBeLessThan(typed.length);
    expectInClockOrder(capabilities.logRows(DOC), client.doc.clientID);
  });

  it("retries failed appends in order and drops nothing", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities, NO_STORES);
    const client = await connectSynced(server.url);
    const text = client.doc.getText("text");
    capabilities.failNextAppends = 2;

    text.insert(0, "one ");
    await waitFor(() => capabilities.appendAttempts >= 1, "the first append to fail");
    text.insert(text.length, "two ");
    await waitFor(() => capabilities.appendAttempts >= 2, "the retry to fail");
    text.insert(text.length, "three");

    await waitFor(() => capabilities.durableText(DOC) === "one two three", "every update to be appended", 3_000);
    expectInClockOrder(capabilities.logRows(DOC), client.doc.clientID);
    const failures = server.logs.filter((entry) => entry.message === "collab update log append failed");
    expect(failures.map((entry) => entry.extra?.attempt)).toEqual([1, 2]);
    expect(capabilities.stored.has(DOC)).toBe(false);
  });

  it("a store covers appends that keep failing, and later updates are appended again", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities);
    const client = await connectSynced(server.url);
    capabilities.failNextAppends = Number.POSITIVE_INFINITY;

    client.doc.getText("text").insert(0, "stored anyway");
    await waitFor(() => capabilities.storedText(DOC) === "stored anyway", "the store");
    const attemptsAfterStore = capabilities.appendAttempts;
    await sleep(400);
    // The buffered update is inside the stored state: no more append attempts for it.
    expect(capabilities.appendAttempts).toBe(attemptsAfterStore);

    capabilities.failNextAppends = 0;
    client.doc.getText("text").insert(0, "and ");
    await waitFor(() => capabilities.appendedRows > 0, "the next update to be appended", 8_000);
    await waitFor(() => capabilities.durableText(DOC) === "and stored anyway", "it to be durable");
  });
});

describe("saved", () => {
  it('sends {"type":"saved"} only once the connection\'s acknowledged changes are committed', async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities, NO_STORES);
    const client = await connectSynced(server.url);
    const checks: Array<{ local: string; durable: string; at: number }> = [];
    client.provider.on("stateless", ({ payload }: { payload: string }) => {
      const message = JSON.parse(payload) as { type: string; at: number };
      if (message.type !== "saved" || client.provider.hasUnsyncedChanges) return;
      checks.push({ local: client.text(), durable: capabilities.durableText(DOC), at: message.at });
    });
    const text = client.doc.getText("text");

    const before = Date.now();
    text.insert(0, "first");
    await waitFor(() => checks.some((check) => check.local === "first"), "saved after the first edit");
    text.insert(text.length, " second");
    await sleep(60);
    text.insert(text.length, " third");
    await waitFor(() => checks.some((check) => check.local === "first second third"), "saved after the last edit");

    for (const check of checks) {
      expect(check.durable).toBe(check.local);
      expect(check.at).toBeGreaterThanOrEqual(before);
    }
    expect(capabilities.stored.has(DOC)).toBe(false);
  });

  it("a store also sends saved, to readers as well", async () => {
    const bob = { memberIdx: 2, name: "bob" };
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "read");
    const server = await start(capabilities);
    const writer = await connectSynced(server.url);
    const reader = connectClient(server.url, DOC, "t-bob");
    cleanup.add(() => reader.destroy());
    await waitForEvent(reader.provider, "synced");
    const readerMessages = recordServerMessages(reader.provider);
    const writerMessages = recordServerMessages(writer.provider);
    capabilities.failNextAppends = Number.POSITIVE_INFINITY;

    writer.doc.getText("text").insert(0, "only the store commits this");
    await waitFor(() => capabilities.storedText(DOC) === "only the store commits this", "the store");
    await waitFor(() => writerMessages.some((message) => message.type === "saved"), "saved for the writer");
    await waitFor(() => readerMessages.some((message) => message.type === "saved"), "saved for the reader");
  });
});

describe("afterStore projection", () => {
  it("gets the stored document; a failure is logged, not retried, and does not keep the document loaded", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await start(capabilities);
    const { hocuspocus } = server.collab;
    const client = await connectSynced(server.url);
    capabilities.failNextProjections = 1;

    client.doc.getText("text").insert(0, "Title");
    await waitFor(
      () => server.logs.some((entry) => entry.message === "collab afterStore failed"),
      "the failing projection to be logged",
    );
    expect(capabilities.storedText(DOC)).toBe("Title");
    expect(capabilities.projections).toEqual([]);

    client.doc.getText("text").insert(5, " and body");
    await waitFor(() => capabilities.projections.length === 1, "the next store's projection");
    expect(capabilities.projections[0]).toEqual({ documentName: DOC, text: "Title and body" });

    capabilities.failNextProjections = Number.POSITIVE_INFINITY;
    client.doc.getText("text").insert(0, "# ");
    client.destroy();
    await waitFor(() => !hocuspocus.documents.has(DOC), "the document to unload");
    expect(capabilities.storedText(DOC)).toBe("# Title and body");
    expect(server.logs.filter((entry) => entry.message === "collab afterStore failed").length).toBe(2);
  });
});

describe("who changed a document", () => {
  it("tells afterStore the members whose connections sent the stored changes, each store its own", async () => {
    const bob = { memberIdx: 2, name: "bob" };
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write")
      .allow("t-carol", { memberIdx: 3, name: "carol" }, DOC, "read");
    const server = await start(capabilities, { debounceMs: 30, maxDebounceMs: 100 });
    const first = await connectSynced(server.url);
    const second = connectClient(server.url, DOC, "t-bob");
    const reader = connectClient(server.url, DOC, "t-carol");
    cleanup.add(() => second.destroy());
    cleanup.add(() => reader.destroy());
    await Promise.all([waitForEvent(second.provider, "synced"), waitForEvent(reader.provider, "synced")]);

    first.doc.getText("text").insert(0, "alice ");
    second.doc.getText("text").insert(0, "bob ");
    // A read-only connection's update is dropped: it changes nothing, so it names nobody.
    reader.doc.getText("text").insert(0, "carol ");
    const named = () => new Set(capabilities.changedBy.flat());
    await waitFor(() => named().has(1) && named().has(2), "both writers to be named");
    expect(named().has(3)).toBe(false);

    const before = capabilities.changedBy.length;
    first.doc.getText("text").insert(0, "again ");
    await waitFor(
      () => capabilities.changedBy.slice(before).some((members) => members.length > 0),
      "a store naming alice",
    );
    expect(capabilities.changedBy.slice(before).flat()).toEqual([1]);
  });
});
