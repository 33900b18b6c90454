import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  documentName,
  frozenMemosRoot,
  memoDoc,
  shareToken,
  type LabBookShareResult,
  type MemoList,
  type MemoSummary,
} from "@enote/shared";
import { eq } from "drizzle-orm";
import { labBooks } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import {
  buildLab,
  connectDocument,
  createLabBook,
  durableDocument,
  putStatus,
  recordHandled,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
let handled: ReturnType<typeof recordHandled>;
beforeAll(async () => {
  app = await startTestApp({}, { collab: { debounceMs: 200, maxDebounceMs: 500 } });
  lab = await buildLab(app);
  handled = recordHandled(app);
});
afterAll(async () => {
  await app?.close();
});
const peers: Peer[] = [];
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});

function connect(memoIdx: number, token: string, doc?: Y.Doc): Peer {
  const peer = connectDocument(app, documentName.memo(memoIdx), token, doc);
  peers.push(peer);
  return peer;
}

const memoPath = (lbIdx: number, memoIdx: number) => `/api/labbook/${lbIdx}/memo/${memoIdx}.do`;

function createMemo(token: string, lbIdx: number, title: string) {
  return app.call<Result<MemoSummary>>("POST", `/api/labbook/${lbIdx}/memo.do`, { token, body: { title } });
}

function listMemos(token: string, lbIdx: number) {
  return app.call<Result<MemoList>>("GET", `/api/labbook/${lbIdx}/memos.do`, { token });
}

/** A rectangle as Excalidraw stores it, with the fields the binding reads. */
function rectangle(id: string, version = 1) {
  return {
    id,
    type: "rectangle",
    x: 10,
    y: 20,
    width: 30,
    height: 40,
    version,
    versionNonce: 7,
    isDeleted: false,
    index: "a0",
  };
}

async function bookWithMemo(title = "Apparatus sketch") {
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Memo experiment");
  const memo = ok(await createMemo(lab.writer.token, book.lbIdx, title));
  return { lbIdx: book.lbIdx, memo };
}

describe("memo rows", () => {
  it("a writer adds, renames and deletes memos; readers list them oldest first", async () => {
    const { lbIdx, memo } = await bookWithMemo("Apparatus");
    expect(memo).toMatchObject({ lbIdx, title: "Apparatus" });
    const second = ok(await createMemo(lab.owner.token, lbIdx, "  TLC plate  "));
    expect(second.title).toBe("TLC plate");
    const renamed = await app.call<Result<MemoSummary>>("PUT", memoPath(lbIdx, memo.memoIdx), {
      token: lab.writer.token,
      body: { title: "Reflux apparatus" },
    });
    expect(ok(renamed).title).toBe("Reflux apparatus");
    expect(ok(await listMemos(lab.reader.token, lbIdx)).items.map((m) => m.title)).toEqual([
      "Reflux apparatus",
      "TLC plate",
    ]);
    ok(await app.call<Result<unknown>>("DELETE", memoPath(lbIdx, second.memoIdx), { token: lab.owner.token }));
    expect(ok(await listMemos(lab.writer.token, lbIdx)).items.map((m) => m.memoIdx)).toEqual([memo.memoIdx]);
    const again = await app.call<Result<unknown>>("DELETE", memoPath(lbIdx, second.memoIdx), {
      token: lab.owner.token,
    });
    expect(again.status).toBe(404);
  });

  it("refuses a READER's changes with 403 and hides the book's memos from outsiders with 404", async () => {
    const { lbIdx, memo } = await bookWithMemo();
    expect((await createMemo(lab.reader.token, lbIdx, "Mine")).body.code).toBe("NO_MODIFY_AUTHORITY");
    const del = await app.call<Result<unknown>>("DELETE", memoPath(lbIdx, memo.memoIdx), { token: lab.reader.token });
    expect(del.body.code).toBe("NO_DELETE_AUTHORITY");
    expect((await listMemos(lab.outsider.token, lbIdx)).status).toBe(404);
    expect((await createMemo(lab.outsider.token, lbIdx, "Mine")).status).toBe(404);
  });

  it("answers 404 for a memo of another book", async () => {
    const a = await bookWithMemo();
    const b = await bookWithMemo();
    const result = await app.call<Result<unknown>>("PUT", memoPath(a.lbIdx, b.memo.memoIdx), {
      token: lab.writer.token,
      body: { title: "Moved" },
    });
    expect(result.status).toBe(404);
  });

  it("freezes memos with 409 once the book is ended and completed", async () => {
    const { lbIdx, memo } = await bookWithMemo();
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const ended = await createMemo(lab.writer.token, lbIdx, "Late");
    expect([ended.status, ended.body.code]).toEqual([409, "MEMOS_FROZEN"]);
    ok(await putStatus(app, lab.owner.token, lbIdx, "COMPLETE"));
    for (const result of [
      await createMemo(lab.owner.token, lbIdx, "Late"),
      await app.call<Result<unknown>>("PUT", memoPath(lbIdx, memo.memoIdx), {
        token: lab.writer.token,
        body: { title: "Late" },
      }),
      await app.call<Result<unknown>>("DELETE", memoPath(lbIdx, memo.memoIdx), { token: lab.writer.token }),
    ]) {
      expect([result.status, result.body.code]).toEqual([409, "MEMOS_FROZEN"]);
      expect(result.body.message).toContain("no longer be changed");
    }
    expect(ok(await listMemos(lab.reader.token, lbIdx)).items).toHaveLength(1);
  });

  it("refuses an empty title with 400", async () => {
    const { lbIdx } = await bookWithMemo();
    expect((await createMemo(lab.writer.token, lbIdx, "   ")).status).toBe(400);
  });
});

describe("memo documents", () => {
  it("two writers' drawings reach each other and the database", async () => {
    const { memo } = await bookWithMemo();
    const a = connect(memo.memoIdx, lab.writer.token);
    const b = connect(memo.memoIdx, lab.owner.token);
    await Promise.all([a.synced(), b.synced()]);
    a.doc.getMap(memoDoc.elements).set("ra", rectangle("ra"));
    b.doc.getMap(memoDoc.elements).set("rb", rectangle("rb"));
    await waitFor(() => a.doc.getMap(memoDoc.elements).has("rb"), "A to see B's rectangle");
    await waitFor(() => b.doc.getMap(memoDoc.elements).has("ra"), "B to see A's rectangle");
    await waitFor(
      async () => (await durableDocument(app, documentName.memo(memo.memoIdx))).getMap(memoDoc.elements).size === 2,
      "both rectangles in the database",
    );
  });

  it("drops a READER's memo update sent through the socket; readers and share viewers still watch live", async () => {
    const { lbIdx, memo } = await bookWithMemo();
    const shared = ok(
      await app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${lbIdx}/share.do`, {
        token: lab.writer.token,
        body: { sharePermission: "PUBLIC" },
      }),
    );
    const key = new URL(shared.shareUrl ?? "").searchParams.get("key") ?? "";
    const writer = connect(memo.memoIdx, lab.writer.token);
    const reader = connect(memo.memoIdx, lab.reader.token);
    const guest = connect(memo.memoIdx, shareToken(key));
    await Promise.all([writer.synced(), reader.synced(), guest.synced()]);
    expect(reader.provider.authorizedScope).toBe("readonly");
    expect(guest.provider.authorizedScope).toBe("readonly");

    reader.doc.getMap(memoDoc.elements).set("READER-RECT", rectangle("READER-RECT"));
    guest.doc.getMap(memoDoc.elements).set("GUEST-RECT", rectangle("GUEST-RECT"));
    for (const [actor, marker] of [
      ["Linus Pauling", "READER-RECT"],
      ["Guest", "GUEST-RECT"],
    ] as const) {
      await waitFor(
        () => handled.some((m) => m.actorName === actor && m.bytes.includes(marker)),
        `the server to handle ${marker}`,
      );
    }
    writer.doc.getMap(memoDoc.elements).set("writer-rect", rectangle("writer-rect"));
    await waitFor(() => reader.doc.getMap(memoDoc.elements).has("writer-rect"), "the reader to watch the writer");
    await waitFor(() => guest.doc.getMap(memoDoc.elements).has("writer-rect"), "the guest to watch the writer");
    await waitFor(
      async () =>
        (await durableDocument(app, documentName.memo(memo.memoIdx))).getMap(memoDoc.elements).has("writer-rect"),
      "the writer's rectangle in the database",
    );
    const stored = (await durableDocument(app, documentName.memo(memo.memoIdx))).getMap(memoDoc.elements);
    expect([...stored.keys()]).toEqual(["writer-rect"]);
    expect(writer.doc.getMap(memoDoc.elements).has("READER-RECT")).toBe(false);
  });

  it("refuses outsiders, a wrong share key and deleted memos", async () => {
    const { lbIdx, memo } = await bookWithMemo();
    expect(await connect(memo.memoIdx, lab.outsider.token).authentication).toBe("permission-denied");
    expect(await connect(memo.memoIdx, shareToken("k".repeat(43))).authentication).not.toBe("authenticated");
    const writer = connect(memo.memoIdx, lab.writer.token);
    await writer.synced();
    ok(await app.call<Result<unknown>>("DELETE", memoPath(lbIdx, memo.memoIdx), { token: lab.owner.token }));
    expect(await writer.closed).toBe("permission-denied");
    expect(await connect(memo.memoIdx, lab.writer.token).authentication).toBe("permission-denied");
  });

  it("turns an open memo read-only live when its book is ended", async () => {
    const { lbIdx, memo } = await bookWithMemo();
    const writer = connect(memo.memoIdx, lab.writer.token);
    await writer.synced();
    expect(writer.provider.authorizedScope).toBe("read-write");
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    await waitFor(
      () => writer.messages.some((m) => m.type === "access" && m.access === "read"),
      "the read-only notice",
    );
    writer.doc.getMap(memoDoc.elements).set("AFTER-END", rectangle("AFTER-END"));
    await waitFor(
      () => handled.some((m) => m.actorName === "Akira Suzuki" && m.bytes.includes("AFTER-END")),
      "the server to handle the late update",
    );
    const stored = await durableDocument(app, documentName.memo(memo.memoIdx));
    expect(stored.getMap(memoDoc.elements).has("AFTER-END")).toBe(false);
  });

  it("serves a public book's memo list to anyone holding its link, and 404 to a wrong key", async () => {
    const { lbIdx, memo } = await bookWithMemo("Shared sketch");
    const shared = ok(
      await app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${lbIdx}/share.do`, {
        token: lab.writer.token,
        body: { sharePermission: "PUBLIC" },
      }),
    );
    const key = new URL(shared.shareUrl ?? "").searchParams.get("key") ?? "";
    const list = await app.call<Result<MemoList>>("GET", `/api/labbook/share/${lbIdx}/memos.do?key=${key}`);
    expect(ok(list).items.map((m) => m.memoIdx)).toEqual([memo.memoIdx]);
    const wrong = await app.call<Result<MemoList>>("GET", `/api/labbook/share/${lbIdx}/memos.do?key=${"k".repeat(43)}`);
    expect(wrong.status).toBe(404);
  });

  it("freezes each memo's title and drawing into the completion snapshot and its SHA-256", async () => {
    const { lbIdx, memo } = await bookWithMemo("Column setup");
    const writer = connect(memo.memoIdx, lab.writer.token);
    await writer.synced();
    writer.doc.getMap(memoDoc.elements).set("column", rectangle("column", 4));
    await waitFor(() => !writer.provider.hasUnsyncedChanges, "the server to acknowledge the drawing");
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const done = ok(await putStatus(app, lab.owner.token, lbIdx, "COMPLETE"));
    const [row] = await app.database.db
      .select({ snapshot: labBooks.snapshot })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, lbIdx));
    const frozen = new Y.Doc();
    Y.applyUpdate(frozen, row?.snapshot ?? new Uint8Array());
    expect(frozen.getArray(frozenMemosRoot).toJSON()).toEqual([
      { memoIdx: memo.memoIdx, title: "Column setup", elements: [rectangle("column", 4)] },
    ]);
    expect(done.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
