import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  documentName,
  labBookDoc,
  memoDoc,
  type BookImportResult,
  type LabBookDetail,
  type MemoList,
  type MemoSummary,
  type VersionDetail,
  type VersionList,
  type VersionSummary,
} from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { createProject, ok, setLevel, type Result } from "../test/factories";
import {
  buildLab,
  completeBook,
  connectDocument,
  connectPeer,
  createLabBook,
  durableDoc,
  sectionText,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
const peers: Peer[] = [];
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});
afterAll(async () => {
  await app?.close();
});

async function open(lbIdx: number, token: string): Promise<Peer> {
  const peer = connectPeer(app, lbIdx, token);
  peers.push(peer);
  await peer.synced();
  return peer;
}

/** Waits until the server holds everything the peer typed. */
async function sent(peer: Peer): Promise<void> {
  await waitFor(() => !peer.provider.hasUnsyncedChanges, "the peer's edits to reach the server");
}

function addRow(doc: Y.Doc, table: "reactants" | "products", id: string, name: string, amount: string): void {
  doc.transact(() => {
    const row = new Y.Map<unknown>();
    row.set(labBookDoc.rowId, id);
    row.set("name", new Y.Text(name));
    row.set("amount", new Y.Text(amount));
    row.set("unit", new Y.Text("mmol"));
    row.set("note", new Y.Text(""));
    doc.getArray(labBookDoc.table(table)).push([row]);
  });
}

function rowNames(doc: Y.Doc, table: "reactants" | "products"): string[] {
  return doc
    .getArray<Y.Map<unknown>>(labBookDoc.table(table))
    .toArray()
    .map((row) => String(row.get("name") ?? ""));
}

function importInto(token: string, lbIdx: number, body: unknown) {
  return app.call<Result<BookImportResult>>("POST", `/api/labbook/${lbIdx}/import.do`, { token, body });
}

const everything = { sections: true, tables: true };

/** A source book with a goal, a procedure and one reactant, written by `token` in the lab's project. */
async function sourceBook(token: string, title = "Standard Suzuki protocol"): Promise<number> {
  const { lbIdx } = await createLabBook(app, token, lab.projectIdx, title);
  const peer = await open(lbIdx, token);
  typeParagraph(peer.doc, "goal", "Couple 4-bromoanisole with phenylboronic acid");
  typeParagraph(peer.doc, "procedure", "Degas toluene, add Pd(PPh3)4, reflux 12 h");
  addRow(peer.doc, "reactants", "r1", "4-bromoanisole", "5.0");
  await sent(peer);
  return lbIdx;
}

describe("importing a book into an IN_PROGRESS lab book", () => {
  it("replaces the target's sections and reaction tables with the source's, live for an open editor, and keeps the title", async () => {
    const from = await sourceBook(lab.owner.token);
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "My coupling run");
    const editor = await open(target.lbIdx, lab.writer.token);
    typeParagraph(editor.doc, "goal", "old goal to be replaced");
    addRow(editor.doc, "products", "p-old", "old product", "1");
    await sent(editor);

    const result = ok(await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: everything }));
    expect(result).toEqual({ lbIdx: target.lbIdx, fromLbIdx: from, parts: ["sections", "tables"], memosAdded: 0 });

    // The editor that had the book open sees the whole replacement without reopening it.
    await waitFor(
      () => sectionText(editor.doc, "goal").includes("4-bromoanisole"),
      "the open editor to see the import",
    );
    expect(sectionText(editor.doc, "goal")).toBe("Couple 4-bromoanisole with phenylboronic acid");
    expect(sectionText(editor.doc, "procedure")).toBe("Degas toluene, add Pd(PPh3)4, reflux 12 h");
    expect(rowNames(editor.doc, "reactants")).toEqual(["4-bromoanisole"]);
    expect(rowNames(editor.doc, "products")).toEqual([]);
    expect(editor.doc.getText(labBookDoc.title).toString()).toBe("My coupling run");

    // Stored as well: the database holds the replaced content.
    const stored = await durableDoc(app, target.lbIdx);
    expect(sectionText(stored, "goal")).toBe("Couple 4-bromoanisole with phenylboronic acid");
    expect(rowNames(stored, "reactants")).toEqual(["4-bromoanisole"]);

    // Copies, not shared types: editing the copy leaves the source as it was.
    typeParagraph(editor.doc, "procedure", "then work up");
    await sent(editor);
    const source = await open(from, lab.owner.token);
    expect(sectionText(source.doc, "procedure")).toBe("Degas toluene, add Pd(PPh3)4, reflux 12 h");
  });

  it("records the import in the book's history with the source's number and title and the member", async () => {
    const from = await sourceBook(lab.owner.token, "Recorded protocol");
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "History run");
    ok(await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: { sections: true } }));
    const detail = ok(
      await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${target.lbIdx}.do`, { token: lab.reader.token }),
    );
    const source = ok(
      await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${from}.do`, { token: lab.owner.token }),
    );
    expect(detail.transitions).toEqual([
      expect.objectContaining({
        kind: "IMPORT",
        from: "IN_PROGRESS",
        to: "IN_PROGRESS",
        by: { memberIdx: lab.writer.memberIdx, name: expect.any(String), left: false },
        imported: { source: { lbIdx: from, seqNo: source.seqNo, title: "Recorded protocol" }, parts: ["sections"] },
      }),
    ]);
    expect(detail.status).toBe("IN_PROGRESS");
  });

  it("keeps the text it replaces in a version by its typist, and restoring that version brings it back", async () => {
    const from = await sourceBook(lab.owner.token);
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "Procedure to keep");
    const editor = await open(target.lbIdx, lab.writer.token);
    typeParagraph(editor.doc, "procedure", "Stirred 3 h at 40 °C, then filtered.");
    await sent(editor);

    ok(await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: { sections: true } }));
    await waitFor(() => sectionText(editor.doc, "procedure").includes("Degas"), "the open editor to see the import");

    const list = ok(
      await app.call<Result<VersionList>>("GET", `/api/labbook/${target.lbIdx}/versions.do`, {
        token: lab.reader.token,
      }),
    );
    const kept = list.versions.find((version) => version.reason === "BEFORE_IMPORT");
    expect(kept).toMatchObject({
      by: { memberIdx: lab.writer.memberIdx },
      authors: [{ memberIdx: lab.writer.memberIdx, name: expect.any(String) }],
    });
    // The import itself counts the importer as having changed the book since that version.
    expect(list.pendingAuthors.map((member) => member.memberIdx)).toContain(lab.writer.memberIdx);
    const versionIdx = kept?.versionIdx ?? -1;
    const detail = ok(
      await app.call<Result<VersionDetail>>("GET", `/api/labbook/${target.lbIdx}/version/${versionIdx}.do`, {
        token: lab.reader.token,
      }),
    );
    expect(detail.content.sections.find((s) => s.section === "procedure")?.text).toBe(
      "Stirred 3 h at 40 °C, then filtered.",
    );

    ok(
      await app.call<Result<VersionSummary>>("POST", `/api/labbook/${target.lbIdx}/version/${versionIdx}/restore.do`, {
        token: lab.writer.token,
      }),
    );
    await waitFor(
      () => sectionText(editor.doc, "procedure") === "Stirred 3 h at 40 °C, then filtered.",
      "the replaced text to come back",
    );
    expect(sectionText(editor.doc, "goal")).toBe("");
  });

  it("imports only the parts chosen: tables alone leave the sections as they were", async () => {
    const from = await sourceBook(lab.owner.token);
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "Tables only");
    const editor = await open(target.lbIdx, lab.writer.token);
    typeParagraph(editor.doc, "goal", "my own goal");
    await sent(editor);
    ok(await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: { tables: true } }));
    await waitFor(() => rowNames(editor.doc, "reactants").length === 1, "the reactants to arrive");
    expect(sectionText(editor.doc, "goal")).toBe("my own goal");
  });

  it("adds copies of the source's drawing memos as new memos of the target", async () => {
    const from = await sourceBook(lab.owner.token);
    const memo = ok(
      await app.call<Result<MemoSummary>>("POST", `/api/labbook/${from}/memo.do`, {
        token: lab.owner.token,
        body: { title: "Reflux apparatus" },
      }),
    );
    const drawing = connectDocument(app, documentName.memo(memo.memoIdx), lab.owner.token);
    peers.push(drawing);
    await drawing.synced();
    const element = {
      id: "rect-1",
      type: "rectangle",
      version: 3,
      versionNonce: 7,
      isDeleted: false,
      index: "a0",
      x: 10,
    };
    drawing.doc.getMap(memoDoc.elements).set("rect-1", element);
    await waitFor(() => !drawing.provider.hasUnsyncedChanges, "the drawing to reach the server");

    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "With drawings");
    const result = ok(await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: { memos: true } }));
    expect(result.memosAdded).toBe(1);
    const memos = ok(
      await app.call<Result<MemoList>>("GET", `/api/labbook/${target.lbIdx}/memos.do`, { token: lab.writer.token }),
    );
    expect(memos.items.map((item) => item.title)).toEqual(["Reflux apparatus"]);
    const copy = memos.items[0];
    expect(copy?.memoIdx).not.toBe(memo.memoIdx);
    const opened = connectDocument(app, documentName.memo(copy?.memoIdx ?? 0), lab.writer.token);
    peers.push(opened);
    await opened.synced();
    expect(opened.doc.getMap(memoDoc.elements).get("rect-1")).toEqual(element);
  });

  it("refuses a target that is not IN_PROGRESS with 409 and changes nothing", async () => {
    const from = await sourceBook(lab.owner.token);
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "Finished run");
    await completeBook(app, lab.writer.token, lab.owner.token, target.lbIdx);
    const refused = await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: everything });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "BOOK_NOT_IN_PROGRESS" });
    const detail = ok(
      await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${target.lbIdx}.do`, { token: lab.writer.token }),
    );
    expect(detail.transitions.map((t) => t.kind)).toEqual(["STATUS", "STATUS"]);
    expect(sectionText(await durableDoc(app, target.lbIdx), "goal")).toBe("");
  });

  it("answers a source the member cannot read exactly as one that does not exist (404)", async () => {
    // A project of the same group the writer is not in: its book exists, but not for them.
    const hidden = await createProject(app, lab.manager.token, lab.groupIdx, { name: "Confidential" });
    await setLevel(app, lab.manager.token, hidden.projectIdx, lab.owner.memberIdx, "OWNER");
    const secret = await createLabBook(app, lab.owner.token, hidden.projectIdx, "Secret route");
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "Curious run");
    const unreadable = await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: secret.lbIdx, parts: everything });
    const missing = await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: 999999, parts: everything });
    expect(unreadable.status).toBe(404);
    expect(unreadable.body).toEqual(missing.body);
    const detail = ok(
      await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${target.lbIdx}.do`, { token: lab.writer.token }),
    );
    expect(detail.transitions).toEqual([]);
  });

  it("refuses a READER (403), the book itself (400) and a request with no part chosen (400)", async () => {
    const from = await sourceBook(lab.owner.token);
    const target = await createLabBook(app, lab.writer.token, lab.projectIdx, "Guarded run");
    const reader = await importInto(lab.reader.token, target.lbIdx, { fromLbIdx: from, parts: everything });
    expect(reader.status).toBe(403);
    const itself = await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: target.lbIdx, parts: everything });
    expect(itself.status).toBe(400);
    expect(itself.body).toMatchObject({ code: "IMPORT_SAME_BOOK" });
    const nothing = await importInto(lab.writer.token, target.lbIdx, { fromLbIdx: from, parts: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("imports an education book of the group into a lab book of a member outside its project", async () => {
    const edu = ok(
      await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
        token: lab.owner.token,
        body: { projectIdx: lab.projectIdx, title: "Standard workup", kind: "EDU" },
      }),
    );
    const peer = await open(edu.lbIdx, lab.owner.token);
    typeParagraph(peer.doc, "procedure", "Quench with NH4Cl, extract with EtOAc");
    await sent(peer);
    // The bystander is in the group but not the project: their own project and book.
    const theirs = await createProject(app, lab.manager.token, lab.groupIdx, { name: "Bystander project" });
    await setLevel(app, lab.manager.token, theirs.projectIdx, lab.bystander.memberIdx, "WRITER");
    const target = await createLabBook(app, lab.bystander.token, theirs.projectIdx, "Workup practice");
    ok(await importInto(lab.bystander.token, target.lbIdx, { fromLbIdx: edu.lbIdx, parts: everything }));
    expect(sectionText(await durableDoc(app, target.lbIdx), "procedure")).toBe("Quench with NH4Cl, extract with EtOAc");
  });
});

describe("POST /api/labbook/{lbIdx}/import.do in an api process with no collab engine", () => {
  it("answers 403 'function not available' and changes nothing", async () => {
    // The collab service runs elsewhere and no REDIS_URL reaches it: no live document to replace.
    const apiOnly = await startTestApp({ ENOTE_SERVICES: "api" });
    try {
      const apiLab = await buildLab(apiOnly);
      const from = await createLabBook(apiOnly, apiLab.writer.token, apiLab.projectIdx, "Source");
      const target = await createLabBook(apiOnly, apiLab.writer.token, apiLab.projectIdx, "Target");
      const answer = await apiOnly.call<Result<BookImportResult>>("POST", `/api/labbook/${target.lbIdx}/import.do`, {
        token: apiLab.writer.token,
        body: { fromLbIdx: from.lbIdx, parts: everything },
        headers: { "accept-language": "ko-KR" },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "FUNCTION_UNAVAILABLE", message: "이 기능은 사용할 수 없습니다" });
      const versions = ok(
        await apiOnly.call<Result<VersionList>>("GET", `/api/labbook/${target.lbIdx}/versions.do`, {
          token: apiLab.writer.token,
        }),
      );
      expect(versions.versions.filter((version) => version.reason === "BEFORE_IMPORT")).toEqual([]);
    } finally {
      await apiOnly.close();
    }
  });
});
