import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { labBookDoc } from "@enote/shared";
import { collabDocuments, collabUpdates } from "../db/schema";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";
import { buildLab, connectPeer, createLabBook, sectionText, typeParagraph, waitFor, type Lab } from "../test/labbooks";
import { collabCapabilities } from "./capabilities";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  // Stores wait long: what reaches the database meanwhile came through the update log.
  app = await startTestApp({}, { collab: { debounceMs: 30_000, maxDebounceMs: 60_000 } });
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

/** Connects a real provider to the app's /collab socket and reports how authentication ended. */
async function connect(token: string, name: string): Promise<"authenticated" | string> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.url.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: new Y.Doc(), token });
  try {
    return await new Promise<string>((resolve) => {
      provider.on("authenticated", () => resolve("authenticated"));
      provider.on("authenticationFailed", ({ reason }: { reason: string }) => resolve(reason));
      provider.attach();
    });
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

/** The text `t` of the document a list of updates builds. */
function textOf(updates: Uint8Array[]): string {
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  return doc.getText("t").toString();
}

/** An update that inserts `text` at the end of `doc`'s text `t` (and applies it to `doc`). */
function edit(doc: Y.Doc, text: string): Uint8Array {
  const before = Y.encodeStateVector(doc);
  doc.getText("t").insert(doc.getText("t").length, text);
  return Y.encodeStateAsUpdate(doc, before);
}

describe("collab socket at /collab", () => {
  it("refuses a connection with a token that is not a valid access token", async () => {
    expect(await connect("not-a-token", "labbook.1")).toBe("unauthorized");
  });

  it("refuses a share token for a lab book that does not exist", async () => {
    expect(await connect("share:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "labbook.424242")).toBe("unauthorized");
  });

  it("refuses a signed-in member a document nobody has given them, or of an unknown kind", async () => {
    const { tokens } = await signUpMember(app);
    expect(await connect(tokens.accessToken, "labbook.1")).toBe("permission-denied");
    expect(await connect(tokens.accessToken, "meeting.1")).toBe("permission-denied");
    expect(await connect(tokens.accessToken, "whatever")).toBe("permission-denied");
  });

  it("opens a lab book under its one name only: every other spelling of its id is refused", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "One name");
    const id = String(book.lbIdx);
    expect(await connect(lab.writer.token, `labbook.${id}`)).toBe("authenticated");
    for (const alias of [`labbook.0${id}`, `labbook.00${id}`, `labbook.+${id}`, `LABBOOK.${id}`, `labbook.${id}.0`]) {
      expect(await connect(lab.writer.token, alias), alias).toBe("permission-denied");
    }
  });

  it("closes the socket of a writer whose update adds a root type the lab book's layout lacks, and stores none of it", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Layout");
    const peer = connectPeer(app, book.lbIdx, lab.writer.token);
    try {
      await peer.synced();
      typeParagraph(peer.doc, "procedure", "Visible text");
      peer.doc.getMap("hidden").set("payload", "kept out of every list and print");
      expect(await peer.closed).toBe("unknown-root-type");
    } finally {
      peer.destroy();
    }
    // What reached the database: the stored state and the update log after it.
    const name = `labbook.${book.lbIdx}`;
    const stored = async () => {
      const doc = new Y.Doc();
      const [row] = await app.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name));
      if (row) Y.applyUpdate(doc, row.state);
      const logged = await app.database.db.select().from(collabUpdates).where(eq(collabUpdates.name, name));
      for (const entry of logged) Y.applyUpdate(doc, entry.update);
      return doc;
    };
    await waitFor(
      async () => sectionText(await stored(), "procedure").includes("Visible text"),
      "the visible text to be logged",
    );
    expect((await stored()).share.has("hidden")).toBe(false);
  });

  it("opens a group's change feed under its one name only", async () => {
    expect(await connect(lab.writer.token, `group.${lab.groupIdx}`)).toBe("authenticated");
    expect(await connect(lab.writer.token, `group.0${lab.groupIdx}`)).toBe("permission-denied");
  });
});

describe("collab storage", () => {
  it("loads nothing for a new document", async () => {
    const capabilities = collabCapabilities(app.server.ctx);
    expect(await capabilities.loadState("labbook.5001")).toEqual([]);
  });

  it("appends updates in order with growing sequence numbers and loads them after the stored state", async () => {
    const capabilities = collabCapabilities(app.server.ctx);
    const doc = new Y.Doc();
    const first = await capabilities.appendUpdates("labbook.5002", [edit(doc, "A"), edit(doc, "B")]);
    const second = await capabilities.appendUpdates("labbook.5002", [edit(doc, "C")]);
    expect(second).toBeGreaterThan(first);
    const rows = await app.database.db
      .select({ seq: collabUpdates.seq })
      .from(collabUpdates)
      .where(eq(collabUpdates.name, "labbook.5002"));
    expect(
      rows
        .map((row) => Number(row.seq))
        .sort((a, b) => a - b)
        .at(-1),
    ).toBe(second);
    const loaded = await capabilities.loadState("labbook.5002");
    expect(loaded).toHaveLength(3);
    expect(textOf(loaded)).toBe("ABC");
  });

  it("compacts the log through the given sequence number into the state, keeping later rows and updates only the log had", async () => {
    const capabilities = collabCapabilities(app.server.ctx);
    const name = "labbook.5003";
    const mine = new Y.Doc();
    const other = new Y.Doc();
    const otherEdit = edit(other, "other process ");
    await capabilities.appendUpdates(name, [otherEdit]);
    const through = await capabilities.appendUpdates(name, [edit(mine, "mine ")]);
    await capabilities.appendUpdates(name, [edit(mine, "later")]);

    // This process's state lacks the other process's edit: the compacted log row must survive in the merge.
    await capabilities.storeState(name, Y.encodeStateAsUpdate(mine), through);

    const rows = await app.database.db
      .select({ seq: collabUpdates.seq })
      .from(collabUpdates)
      .where(eq(collabUpdates.name, name));
    expect(rows.map((row) => Number(row.seq))).toEqual([through + 1]);
    const loaded = await capabilities.loadState(name);
    const text = textOf(loaded);
    expect(text).toContain("other process");
    expect(text).toContain("mine later");
  });

  it("merges a stored state with a concurrent one instead of overwriting it", async () => {
    const capabilities = collabCapabilities(app.server.ctx);
    const base = new Y.Doc();
    base.getText("t").insert(0, "base ");
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(base));
    a.getText("t").insert(5, "from A ");
    b.getText("t").insert(5, "from B ");
    await Promise.all([
      capabilities.storeState("labbook.77", Y.encodeStateAsUpdate(a), null),
      capabilities.storeState("labbook.77", Y.encodeStateAsUpdate(b), null),
    ]);
    const stored = await capabilities.loadState("labbook.77");
    expect(stored).toHaveLength(1);
    const text = textOf(stored);
    expect(text).toContain("from A");
    expect(text).toContain("from B");
    expect(text.startsWith("base ")).toBe(true);
  });
});

describe("update log", () => {
  it("commits an edit to the log within the flush interval, long before the document is stored", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Durable");
    const name = `labbook.${book.lbIdx}`;
    const stateRow = async () =>
      (await app.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name)))[0];
    const seeded = await stateRow();
    const peer = connectPeer(app, book.lbIdx, lab.writer.token);
    try {
      await peer.synced();
      typeParagraph(peer.doc, "procedure", "Added 2.0 g of Pd(PPh3)4");
      const logged = async () => {
        const rows = await app.database.db
          .select({ update: collabUpdates.update })
          .from(collabUpdates)
          .where(eq(collabUpdates.name, name));
        return rows.some((row) => Buffer.from(row.update).includes("Pd(PPh3)4"));
      };
      // The flush interval is 200 ms; the 2 s bound only leaves room for a slow CI machine.
      await waitFor(logged, "the edit in collab_updates", 2_000);
      await waitFor(
        () => peer.messages.some((message) => message.type === "saved"),
        "the saved message after the commit",
      );
      expect(await stateRow()).toEqual(seeded);
      expect(peer.doc.getText(labBookDoc.title).toString()).toBe("Durable");
    } finally {
      peer.destroy();
    }
  });
});
