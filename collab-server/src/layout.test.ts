import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { foreignRoot } from "./layout";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, serverText, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.41";
const alice = { memberIdx: 1, name: "alice" };
const bob = { memberIdx: 2, name: "bob" };

/** The update that `change` makes to `doc`. */
function updateOf(doc: Y.Doc, change: () => void): Uint8Array {
  const before = Y.encodeStateVector(doc);
  change();
  return Y.encodeStateAsUpdate(doc, before);
}

describe("foreignRoot", () => {
  it("names a root type the layout does not list, and nothing for the layout's own, nested types and deletions included", () => {
    const doc = new Y.Doc();
    const layout = ["text", "rows"];
    expect(
      foreignRoot(
        updateOf(doc, () => doc.getText("text").insert(0, "ok")),
        layout,
      ),
    ).toBeUndefined();
    const nested = updateOf(doc, () => {
      const row = new Y.Map<unknown>();
      doc.getArray<Y.Map<unknown>>("rows").push([row]);
      row.set("cell", new Y.Text("inside a row"));
    });
    expect(foreignRoot(nested, layout)).toBeUndefined();
    expect(
      foreignRoot(
        updateOf(doc, () => doc.getText("text").delete(0, 1)),
        layout,
      ),
    ).toBeUndefined();
    expect(
      foreignRoot(
        updateOf(doc, () => doc.getMap("hidden").set("x", "payload")),
        layout,
      ),
    ).toBe("hidden");
    const mixed = updateOf(doc, () => {
      doc.getText("text").insert(0, "looks fine ");
      doc.getXmlFragment("section.secret").insert(0, [new Y.XmlText("hidden")]);
    });
    expect(foreignRoot(mixed, layout)).toBe("section.secret");
  });
});

describe("a document's layout", () => {
  it("refuses an update that creates another root type and closes its connection; the document keeps only its own roots", async () => {
    const capabilities = new MemoryCapabilities()
      .allow("t-alice", alice, DOC, "write")
      .allow("t-bob", bob, DOC, "write")
      .layout(DOC, ["text"]);
    const server = await startCollab({ capabilities });
    cleanup.add(() => server.stop());
    const a = connectClient(server.url, DOC, "t-alice");
    const b = connectClient(server.url, DOC, "t-bob");
    cleanup.add(() => a.destroy());
    cleanup.add(() => b.destroy());
    await Promise.all([waitForEvent(a.provider, "synced"), waitForEvent(b.provider, "synced")]);

    a.doc.getText("text").insert(0, "alice ");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "alice ", "alice's text");

    const closed = waitForEvent<{ event: { reason: string } }>(a.provider, "close");
    a.doc.getMap("hidden").set("payload", "x".repeat(1_000));
    expect((await closed).event.reason).toBe("unknown-root-type");

    // Bob types after alice's text, once it has reached him.
    await waitFor(() => b.doc.getText("text").toString() === "alice ", "alice's text at bob");
    b.doc.getText("text").insert(6, "bob");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "alice bob", "bob's edit");
    await waitFor(() => capabilities.storedText(DOC) === "alice bob", "the store");
    const stored = new Y.Doc();
    Y.applyUpdate(stored, capabilities.stored.get(DOC) ?? new Uint8Array());
    expect([...stored.share.keys()]).toEqual(["text"]);
    expect(server.logs.some((entry) => entry.message.includes("root type outside"))).toBe(true);
  });
});
