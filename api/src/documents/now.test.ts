import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { useMigratedDatabase } from "../test/migrated-database";
import { currentDocument, encodeState, type LiveDocuments } from "./now";
import { appendStoredUpdates } from "./stored";

const database = useMigratedDatabase("enote_test");

/** An open document whose last connection can close: Hocuspocus unloads it once it is stored. */
function openDocuments(name: string, doc: Y.Doc): LiveDocuments & { unload(): void } {
  let open: Y.Doc | undefined = doc;
  return {
    get: (wanted) => (wanted === name ? open : undefined),
    takeChangedBy: () => [],
    unload: () => {
      open = undefined;
    },
  };
}

describe("the document now", () => {
  it("keeps the live copy's newest changes when the document is unloaded while its stored log is read", async () => {
    const name = "meeting:9001";
    const doc = new Y.Doc();
    doc.getText("minutes").insert(0, "Yield 82 percent.");
    await appendStoredUpdates(database().db, name, [encodeState(doc)]);
    // Typed after the last store: only the live copy holds it.
    doc.getText("minutes").insert(17, " Repeat with dry THF next week.");
    const live = openDocuments(name, doc);

    const reading = currentDocument(database().db, name, live);
    // The last member leaves while the log is being read: the document is unloaded (its store
    // commits after this read's snapshot).
    live.unload();
    const now = await reading;

    expect(now.getText("minutes").toString()).toBe("Yield 82 percent. Repeat with dry THF next week.");
    now.destroy();
  });

  it("is the stored state alone when no process holds the document open", async () => {
    const name = "meeting:9002";
    const doc = new Y.Doc();
    doc.getText("minutes").insert(0, "Stored only.");
    await appendStoredUpdates(database().db, name, [encodeState(doc)]);
    const now = await currentDocument(database().db, name, openDocuments("other", new Y.Doc()));
    expect(now.getText("minutes").toString()).toBe("Stored only.");
    now.destroy();
  });

  it("is the open copy alone for readers of the text when this process holds it, and both otherwise", async () => {
    const name = "labbook:9003";
    const stored = new Y.Doc();
    stored.getText("goal").insert(0, "Stored.");
    await appendStoredUpdates(database().db, name, [encodeState(stored)]);
    const open = new Y.Doc();
    open.getText("goal").insert(0, "Open.");
    const fromOpen = await currentDocument(database().db, name, openDocuments(name, open), { openCopySuffices: true });
    expect(fromOpen.getText("goal").toString()).toBe("Open.");
    const fromBoth = await currentDocument(database().db, name, openDocuments("other", open), {
      openCopySuffices: true,
    });
    expect(fromBoth.getText("goal").toString()).toBe("Stored.");
    fromOpen.destroy();
    fromBoth.destroy();
  });
});
