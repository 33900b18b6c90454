import { Document } from "@hocuspocus/server";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DocumentSizes } from "./documentSize";
import type { LogEntry } from "./testing/harness";

/** The update `change` makes to a copy of `document`. */
function updateFrom(document: Document, change: (text: Y.Text) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
  const before = Y.encodeStateVector(copy);
  change(copy.getText("text"));
  const update = Y.encodeStateAsUpdate(copy, before);
  copy.destroy();
  return update;
}

function documentWith(text: string): { document: Document; bytes: number } {
  const document = new Document("labbook.41");
  document.getText("text").insert(0, text);
  return { document, bytes: Y.encodeStateAsUpdate(document).length };
}

describe("document size tracking", () => {
  it("at the cap, refuses new content but lets deletions through", () => {
    const { document, bytes } = documentWith("x".repeat(1_000));
    const sizes = new DocumentSizes({ maxBytes: bytes + 4, warnBytes: bytes }, () => undefined);
    sizes.track(document, bytes);
    sizes.measured(document, bytes);

    const insert = updateFrom(document, (text) => text.insert(0, "0123456789"));
    const deletion = updateFrom(document, (text) => text.delete(0, 500));
    expect(deletion.length).toBeGreaterThan(4);
    expect(sizes.refuses(document, insert)).toBe(true);
    expect(sizes.refuses(document, deletion)).toBe(false);
  });

  it("measures exactly before refusing on a grown estimate, at most once per 1 KiB of growth", () => {
    const { document, bytes } = documentWith("y".repeat(1_000));
    const logs: LogEntry[] = [];
    const sizes = new DocumentSizes({ maxBytes: 2_000, warnBytes: 1_500 }, (level, message, extra) =>
      logs.push({ level, message, extra }),
    );
    // Loaded as many small updates: their sum over-counts the merged state.
    sizes.track(document, 1_995);
    const insert = updateFrom(document, (text) => text.insert(0, "0123456789"));

    expect(sizes.refuses(document, insert)).toBe(false);
    sizes.add(document, 1_990 - bytes);
    // Within 1 KiB of the last measurement: refused on the estimate, no re-encoding per keystroke.
    expect(sizes.refuses(document, insert)).toBe(true);
    sizes.add(document, 100);
    expect(sizes.refuses(document, insert)).toBe(false);

    expect(logs).toEqual([]);
    sizes.measured(document, 1_600);
    sizes.measured(document, 1_700);
    expect(logs.map((entry) => entry.message)).toEqual(["collab document is large"]);
  });
});
