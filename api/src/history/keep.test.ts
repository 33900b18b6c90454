import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Y from "yjs";
import {
  documentName,
  isMemoElement,
  memoDoc,
  type MemoSummary,
  type VersionDetail,
  type VersionList,
  type VersionSummary,
} from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import {
  buildLab,
  connectDocument,
  connectPeer,
  createLabBook,
  liveDoc,
  putStatus,
  sectionText,
  typeParagraph,
  waitFor,
  type Lab,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  // Stores follow edits quickly, so who changed a book reaches the database within the test.
  app = await startTestApp({}, { collab: { debounceMs: 50, maxDebounceMs: 200 } });
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const versionsOf = async (target: TestApp, token: string, lbIdx: number) =>
  ok(await target.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token }));

const versionContent = async (target: TestApp, token: string, lbIdx: number, versionIdx: number) =>
  ok(await target.call<Result<VersionDetail>>("GET", `/api/labbook/${lbIdx}/version/${versionIdx}.do`, { token }))
    .content;

const restore = async (target: TestApp, token: string, lbIdx: number, versionIdx: number) =>
  ok(
    await target.call<Result<VersionSummary>>("POST", `/api/labbook/${lbIdx}/version/${versionIdx}/restore.do`, {
      token,
    }),
  );

/** Waits until the book counts exactly these members as having changed it since its last version. */
async function pendingAre(lbIdx: number, memberIdxs: number[]): Promise<void> {
  await waitFor(
    async () => {
      const { pendingAuthors } = await versionsOf(app, lab.writer.token, lbIdx);
      return (
        JSON.stringify(pendingAuthors.map((a) => a.memberIdx)) === JSON.stringify([...memberIdxs].sort((a, b) => a - b))
      );
    },
    `pending authors ${memberIdxs.join(",")}`,
  );
}

/** Draws a rectangle on a memo's canvas, as Excalidraw's binding would. */
function draw(doc: Y.Doc, id: string, x: number): void {
  doc.getMap(memoDoc.elements).set(id, {
    id,
    type: "rectangle",
    version: 1,
    versionNonce: 1,
    isDeleted: false,
    index: "a0",
    x,
    y: 20,
    width: 120,
    height: 80,
    strokeColor: "#1e1e1e",
    backgroundColor: "transparent",
  });
}

/** Whether the memo's canvas shows the element (present and not deleted). */
function shows(doc: Y.Doc, id: string): boolean {
  const element = doc.getMap(memoDoc.elements).get(id);
  return isMemoElement(element) && !element.isDeleted;
}

describe("a restore keeps what it replaces", () => {
  it("keeps text and drawing made since the last version in a version by their author, and restoring it brings them back", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Restore keeps");
    const memo = ok(
      await app.call<Result<MemoSummary>>("POST", `/api/labbook/${book.lbIdx}/memo.do`, {
        token: lab.writer.token,
        body: { title: "Apparatus" },
      }),
    );
    const watcher = connectPeer(app, book.lbIdx, lab.owner.token);
    const drawing = connectDocument(app, documentName.memo(memo.memoIdx), lab.owner.token);
    try {
      await Promise.all([watcher.synced(), drawing.synced()]);
      typeParagraph(watcher.doc, "result", "Yield 82%.");
      draw(drawing.doc, "flask", 10);
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);
      ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
      ok(await putStatus(app, lab.writer.token, book.lbIdx, "IN_PROGRESS"));
      const [kept] = (await versionsOf(app, lab.writer.token, book.lbIdx)).versions as [VersionSummary];
      await waitFor(() => watcher.provider.isSynced && drawing.provider.isSynced, "the peers to resync");

      // Typed and drawn after the newest version: in no version yet.
      typeParagraph(watcher.doc, "result", "Yield corrected to 12% after drying.");
      draw(drawing.doc, "beaker", 200);
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);

      const restored = await restore(app, lab.writer.token, book.lbIdx, kept.versionIdx);
      await waitFor(() => !sectionText(watcher.doc, "result").includes("12%"), "the restore to reach the editor");
      await waitFor(() => !shows(drawing.doc, "beaker"), "the restore to reach the drawing");

      const { versions } = await versionsOf(app, lab.reader.token, book.lbIdx);
      const [newest, before] = versions as [VersionSummary, VersionSummary];
      expect(before).toMatchObject({
        reason: "BEFORE_RESTORE",
        restoredFrom: kept.versionIdx,
        by: { memberIdx: lab.writer.memberIdx },
        authors: [{ memberIdx: lab.owner.memberIdx, name: "Rosalind Franklin" }],
      });
      expect(newest).toMatchObject({ versionIdx: restored.versionIdx, reason: "RESTORE" });
      expect(newest.authors.map((a) => a.memberIdx)).toEqual([lab.writer.memberIdx]);
      const content = await versionContent(app, lab.reader.token, book.lbIdx, before.versionIdx);
      expect(content.sections.find((s) => s.section === "result")?.text).toBe(
        "Yield 82%.\nYield corrected to 12% after drying.",
      );
      expect(content.memos).toEqual([{ memoIdx: memo.memoIdx, title: "Apparatus", elementCount: 2 }]);

      // Restoring the kept version brings the text and the drawing back for the open editors.
      await restore(app, lab.writer.token, book.lbIdx, before.versionIdx);
      await waitFor(
        () => sectionText(watcher.doc, "result") === "Yield 82%.\nYield corrected to 12% after drying.",
        "the typed text to come back",
      );
      await waitFor(() => shows(drawing.doc, "beaker") && shows(drawing.doc, "flask"), "the drawing to come back");
      // Nothing was typed between the two restores: the newest version already held it.
      const after = (await versionsOf(app, lab.reader.token, book.lbIdx)).versions;
      expect(after.map((v) => v.reason).slice(0, 3)).toEqual(["RESTORE", "RESTORE", "BEFORE_RESTORE"]);
    } finally {
      watcher.destroy();
      drawing.destroy();
    }
  });
});

describe("a restore on a book whose changes are not stored yet", () => {
  let slow: TestApp;
  let slowLab: Lab;
  beforeAll(async () => {
    // Stores wait long: the typed text is in the open document (and its update log) only.
    slow = await startTestApp({}, { collab: { debounceMs: 30_000, maxDebounceMs: 60_000 } });
    slowLab = await buildLab(slow);
  });
  afterAll(async () => {
    await slow?.close();
  });

  it("keeps the open document's text, with its typist, before restoring", async () => {
    const book = await createLabBook(slow, slowLab.writer.token, slowLab.projectIdx, "Unstored restore");
    ok(await putStatus(slow, slowLab.writer.token, book.lbIdx, "END"));
    ok(await putStatus(slow, slowLab.writer.token, book.lbIdx, "IN_PROGRESS"));
    const [kept] = (await versionsOf(slow, slowLab.writer.token, book.lbIdx)).versions as [VersionSummary];
    const writer = connectPeer(slow, book.lbIdx, slowLab.writer.token);
    try {
      await writer.synced();
      typeParagraph(writer.doc, "procedure", "Added 2 mL of THF dropwise.");
      await waitFor(() => {
        const live = liveDoc(slow, book.lbIdx);
        return live !== null && sectionText(live, "procedure") !== "";
      }, "the open document to hold the text");

      await restore(slow, slowLab.writer.token, book.lbIdx, kept.versionIdx);
      await waitFor(() => sectionText(writer.doc, "procedure") === "", "the restore to reach the editor");
    } finally {
      writer.destroy();
    }
    const { versions } = await versionsOf(slow, slowLab.writer.token, book.lbIdx);
    const before = versions.find((v) => v.reason === "BEFORE_RESTORE");
    expect(before?.authors.map((a) => a.memberIdx)).toEqual([slowLab.writer.memberIdx]);
    const content = await versionContent(slow, slowLab.writer.token, book.lbIdx, before?.versionIdx ?? -1);
    expect(content.sections.find((s) => s.section === "procedure")?.text).toBe("Added 2 mL of THF dropwise.");
  });
});
