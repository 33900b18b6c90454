import { afterEach, describe, expect, it } from "vitest";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.51";
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };

async function pair() {
  const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write").allow("t-bob", bob, DOC, "read");
  const server = await startCollab({ capabilities });
  cleanup.add(() => server.stop());
  const a = connectClient(server.url, DOC, "t-alice");
  const b = connectClient(server.url, DOC, "t-bob");
  cleanup.add(() => a.destroy());
  cleanup.add(() => b.destroy());
  await Promise.all([waitForEvent(a.provider, "synced"), waitForEvent(b.provider, "synced")]);
  return { a, b };
}

/** What `watcher` holds of alice's awareness client. */
const seen = (watcher: ReturnType<typeof connectClient>, from: ReturnType<typeof connectClient>) =>
  watcher.provider.awareness?.getStates().get(from.doc.clientID);

describe("awareness limits", () => {
  it("drops a state over 8 KB and passes the next small one", async () => {
    const { a, b } = await pair();
    a.provider.setAwarenessField("cursor", { note: "x".repeat(9_000) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.stringify(seen(b, a) ?? {})).not.toContain("xxxx");
    a.provider.setAwarenessField("cursor", { anchor: 12 });
    await waitFor(() => JSON.stringify(seen(b, a) ?? {}).includes('"anchor":12'), "the small state");
    expect(JSON.stringify(seen(b, a))).not.toContain("xxxx");
  });

  it("passes at most 30 of one connection's states a second", async () => {
    const { a, b } = await pair();
    let received = 0;
    b.provider.awareness?.on("change", ({ updated, added }: { updated: number[]; added: number[] }) => {
      if ([...updated, ...added].includes(a.doc.clientID)) received += 1;
    });
    // 120 moves within about half a second.
    for (let i = 0; i < 120; i++) {
      a.provider.setAwarenessField("cursor", { anchor: i });
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThanOrEqual(2 * 30 + 2);
    // The last move still arrives: the server asks for the state once the sender's second is over.
    expect(seen(b, a)).toMatchObject({ cursor: { anchor: 119 } });
  });
});
