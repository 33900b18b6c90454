import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  documentName,
  memoDoc,
  type LabBookAttachment,
  type MemoSummary,
  type VersionDetail,
  type VersionDiff,
  type VersionList,
  type VersionSummary,
} from "@enote/shared";
import { multipartFile } from "../attachments/multipart";
import { labBookPendingAuthors } from "../db/schema";
import { chainOf } from "../signing/chain";
import { download, openCrate } from "../test/crate";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import {
  buildLab,
  completeBook,
  connectDocument,
  connectPeer,
  createLabBook,
  durableDocument,
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

const versionsOf = async (token: string, lbIdx: number) =>
  ok(await app.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token }));

/** Waits until the book counts exactly these members as having changed it since its last version. */
async function pendingAre(lbIdx: number, memberIdxs: number[]): Promise<void> {
  await waitFor(
    async () => {
      const { pendingAuthors } = await versionsOf(lab.writer.token, lbIdx);
      return (
        JSON.stringify(pendingAuthors.map((a) => a.memberIdx)) === JSON.stringify([...memberIdxs].sort((a, b) => a - b))
      );
    },
    `pending authors ${memberIdxs.join(",")}`,
  );
}

describe("versions with their authors", () => {
  it("lists both members who edited the book through the collab socket in the version kept at END", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Two hands");
    const writer = connectPeer(app, book.lbIdx, lab.writer.token);
    const owner = connectPeer(app, book.lbIdx, lab.owner.token);
    try {
      await Promise.all([writer.synced(), owner.synced()]);
      typeParagraph(writer.doc, "procedure", "Dissolve the bromide in toluene.");
      typeParagraph(owner.doc, "observation", "The solution turned yellow.");
      await pendingAre(book.lbIdx, [lab.writer.memberIdx, lab.owner.memberIdx]);
    } finally {
      writer.destroy();
      owner.destroy();
    }
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));

    const list = await versionsOf(lab.reader.token, book.lbIdx);
    expect(list.versions).toHaveLength(1);
    const [version] = list.versions as [VersionSummary];
    expect(version).toMatchObject({ reason: "STATUS", status: "END", by: { memberIdx: lab.writer.memberIdx } });
    expect(version.authors).toEqual(
      [
        { memberIdx: lab.owner.memberIdx, name: "Rosalind Franklin", left: false },
        { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki", left: false },
      ].sort((a, b) => a.memberIdx - b.memberIdx),
    );
    expect(list.pendingAuthors).toEqual([]);
    expect(list.canRestore).toBe(false);

    const detail = ok(
      await app.call<Result<VersionDetail>>("GET", `/api/labbook/${book.lbIdx}/version/${version.versionIdx}.do`, {
        token: lab.reader.token,
      }),
    );
    expect(detail.content.title).toBe("Two hands");
    expect(detail.content.sections.find((s) => s.section === "procedure")?.text).toBe(
      "Dissolve the bromide in toluene.",
    );
    expect(detail.content.sections.find((s) => s.section === "observation")?.text).toBe("The solution turned yellow.");
  });

  it("credits each change since a version to the member who made it in the diff", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Diff");
    const writer = connectPeer(app, book.lbIdx, lab.writer.token);
    try {
      await writer.synced();
      typeParagraph(writer.doc, "procedure", "Heat to 80 °C.");
      await pendingAre(book.lbIdx, [lab.writer.memberIdx]);
    } finally {
      writer.destroy();
    }
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "IN_PROGRESS"));
    const [, first] = (await versionsOf(lab.writer.token, book.lbIdx)).versions as [VersionSummary, VersionSummary];

    const owner = connectPeer(app, book.lbIdx, lab.owner.token);
    try {
      await owner.synced();
      typeParagraph(owner.doc, "procedure", "Stir overnight.");
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);
    } finally {
      owner.destroy();
    }
    const diff = ok(
      await app.call<Result<VersionDiff>>("GET", `/api/labbook/${book.lbIdx}/version/${first.versionIdx}/diff.do`, {
        token: lab.reader.token,
      }),
    );
    const procedure = diff.parts.find((part) => part.part === "section.procedure");
    expect(procedure?.pieces).toEqual([
      { kind: "same", text: "Heat to 80 °C.", authors: [] },
      { kind: "insert", text: "\nStir overnight.", authors: [lab.owner.memberIdx] },
    ]);
    expect(diff.authors).toEqual([{ memberIdx: lab.owner.memberIdx, name: "Rosalind Franklin", left: false }]);
  });
});

describe("versions kept while members edit", () => {
  it("keeps an EDIT version with its authors at the first store after changes waited five minutes, once", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Long session");
    const writer = connectPeer(app, book.lbIdx, lab.writer.token);
    try {
      await writer.synced();
      typeParagraph(writer.doc, "procedure", "Charge the flask with the boronic acid.");
      await pendingAre(book.lbIdx, [lab.writer.memberIdx]);
      expect((await versionsOf(lab.writer.token, book.lbIdx)).versions).toHaveLength(0);
      // The change has waited past editVersionAfterMs (5 min): moved back rather than waited for.
      await app.database.db
        .update(labBookPendingAuthors)
        .set({ since: sql`now() - interval '6 minutes'` })
        .where(eq(labBookPendingAuthors.lbIdx, book.lbIdx));
      typeParagraph(writer.doc, "procedure", "Add the catalyst.");
      await waitFor(
        async () => (await versionsOf(lab.writer.token, book.lbIdx)).versions.length === 1,
        "an EDIT version",
      );
      const [version] = (await versionsOf(lab.writer.token, book.lbIdx)).versions as [VersionSummary];
      expect(version).toMatchObject({ reason: "EDIT", authors: [{ memberIdx: lab.writer.memberIdx }] });
      // Its authors count for no later one; the next edit starts the wait again, no second version.
      typeParagraph(writer.doc, "procedure", "Degas three times.");
      await pendingAre(book.lbIdx, [lab.writer.memberIdx]);
      await app.server.ctx.outbox.drain();
      expect((await versionsOf(lab.writer.token, book.lbIdx)).versions).toHaveLength(1);
    } finally {
      writer.destroy();
    }
  });

  it("counts who drew in a book's memo as an author of the book", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Memo hands");
    const memo = ok(
      await app.call<Result<MemoSummary>>("POST", `/api/labbook/${book.lbIdx}/memo.do`, {
        token: lab.writer.token,
        body: { title: "Setup" },
      }),
    );
    const owner = connectDocument(app, documentName.memo(memo.memoIdx), lab.owner.token);
    try {
      await owner.synced();
      owner.doc.getMap(memoDoc.elements).set("rect-1", {
        id: "rect-1",
        type: "rectangle",
        version: 1,
        versionNonce: 1,
        isDeleted: false,
        index: "a0",
        x: 0,
        y: 0,
        width: 40,
        height: 20,
      });
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);
    } finally {
      owner.destroy();
    }
  });
});

describe("restoring a version", () => {
  it("brings a version back for everyone connected, as a new version by the restorer", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Restore");
    const watcher = connectPeer(app, book.lbIdx, lab.owner.token);
    try {
      await watcher.synced();
      typeParagraph(watcher.doc, "result", "Yield 82%.");
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);
      ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
      ok(await putStatus(app, lab.writer.token, book.lbIdx, "IN_PROGRESS"));
      const [, kept] = (await versionsOf(lab.writer.token, book.lbIdx)).versions as [VersionSummary, VersionSummary];
      await waitFor(() => watcher.provider.isSynced, "the watcher to resync after the status changes");
      typeParagraph(watcher.doc, "result", "Yield corrected to 12%.");
      await pendingAre(book.lbIdx, [lab.owner.memberIdx]);

      const restored = ok(
        await app.call<Result<VersionSummary>>(
          "POST",
          `/api/labbook/${book.lbIdx}/version/${kept.versionIdx}/restore.do`,
          { token: lab.writer.token },
        ),
      );
      expect(restored).toMatchObject({ reason: "RESTORE", restoredFrom: kept.versionIdx });
      // The owner's edit the restore replaced is credited to the version kept just before it
      // (BEFORE_RESTORE, issue 33); the restore itself to the restorer.
      expect(restored.authors.map((a) => a.memberIdx)).toEqual([lab.writer.memberIdx]);
      const [, before] = (await versionsOf(lab.writer.token, book.lbIdx)).versions as [VersionSummary, VersionSummary];
      expect(before).toMatchObject({ reason: "BEFORE_RESTORE", authors: [{ memberIdx: lab.owner.memberIdx }] });
      await waitFor(() => sectionText(watcher.doc, "result") === "Yield 82%.", "the open editor to show the restore");
      await waitFor(
        async () =>
          sectionText(await durableDocument(app, documentName.labbook(book.lbIdx)), "result") === "Yield 82%.",
        "the restore to be stored",
      );
      const chain = await chainOf(app.database.db, book.lbIdx);
      expect(chain.filter((entry) => entry.kind === "RESTORE")).toEqual([
        expect.objectContaining({ memberIdx: lab.writer.memberIdx, contentHash: restored.sha256 }),
      ]);
    } finally {
      watcher.destroy();
    }
  });

  it("refuses a READER (403) and a COMPLETE book (409), and changes nothing", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Frozen");
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "IN_PROGRESS"));
    const [, first] = (await versionsOf(lab.writer.token, book.lbIdx)).versions as [VersionSummary, VersionSummary];
    const restore = (token: string, locale = "en-US") =>
      app.call<Result<unknown>>("POST", `/api/labbook/${book.lbIdx}/version/${first.versionIdx}/restore.do`, {
        token,
        headers: { cookie: `locale=${locale}` },
      });

    const byReader = await restore(lab.reader.token);
    expect(byReader.status).toBe(403);
    expect(byReader.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect((await versionsOf(lab.writer.token, book.lbIdx)).versions).toHaveLength(2);

    await completeBook(app, lab.writer.token, lab.owner.token, book.lbIdx);
    const before = (await versionsOf(lab.writer.token, book.lbIdx)).versions;
    const frozen = await restore(lab.writer.token, "ko-KR");
    expect(frozen.status).toBe(409);
    expect(frozen.body.code).toBe("VERSION_RESTORE_FROZEN");
    expect(frozen.body.message).toContain("진행 중인 연구노트에서만");
    expect((await versionsOf(lab.writer.token, book.lbIdx)).versions).toEqual(before);
  });
});

describe(".eln export", () => {
  it("holds a book's two attachments and its memo, in an RO-Crate 1.1 the ELN tools read", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Exported 내보내기");
    const spectra = [Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)), Buffer.from("second file")];
    const names = ["NMR 스펙트럼.fid", "notes.txt"];
    for (const [i, bytes] of spectra.entries()) {
      const { body, contentType } = multipartFile(bytes, { name: names[i] });
      const response = await fetch(`${app.url}/api/labbook/${book.lbIdx}/attachment.do`, {
        method: "POST",
        headers: { authorization: `Bearer ${lab.writer.token}`, "content-type": contentType },
        body,
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { data: LabBookAttachment }).data.name).toBe(names[i]);
    }
    const memo = ok(
      await app.call<Result<MemoSummary>>("POST", `/api/labbook/${book.lbIdx}/memo.do`, {
        token: lab.writer.token,
        body: { title: "Apparatus" },
      }),
    );
    const drawing = connectDocument(app, documentName.memo(memo.memoIdx), lab.writer.token);
    const peer = connectPeer(app, book.lbIdx, lab.writer.token);
    try {
      await Promise.all([drawing.synced(), peer.synced()]);
      drawing.doc.getMap(memoDoc.elements).set("flask", {
        id: "flask",
        type: "rectangle",
        version: 1,
        versionNonce: 1,
        isDeleted: false,
        index: "a0",
        x: 10,
        y: 20,
        width: 120,
        height: 80,
        strokeColor: "#1e1e1e",
        backgroundColor: "transparent",
      });
      typeParagraph(peer.doc, "goal", "Export every part.");
      await waitFor(
        async () => (await durableDocument(app, documentName.memo(memo.memoIdx))).getMap(memoDoc.elements).has("flask"),
        "the drawing to be stored",
      );
      await waitFor(
        async () => sectionText(await durableDocument(app, documentName.labbook(book.lbIdx)), "goal") !== "",
        "the text to be stored",
      );
    } finally {
      drawing.destroy();
      peer.destroy();
    }

    const eln = await download(app, `/api/labbook/${book.lbIdx}/export.do?format=eln`, lab.reader.token);
    expect(eln.status).toBe(200);
    expect(eln.type).toBe("application/vnd.eln+zip");
    const { zip, root, byId } = await openCrate(eln.bytes);
    const folder = `book-${book.lbIdx}`;
    const bookEntity = byId.get(`./${folder}/`);
    expect(bookEntity).toMatchObject({
      "@type": "Dataset",
      name: "Exported 내보내기",
      creativeWorkStatus: "IN_PROGRESS",
    });
    expect(byId.get("./")?.hasPart).toEqual([{ "@id": `./${folder}/` }]);
    const files = Object.keys(zip.files).filter(
      (name) => !zip.files[name]?.dir && name.startsWith(`${root}/${folder}/attachments/`),
    );
    expect(files).toHaveLength(2);
    const stored = await Promise.all(files.sort().map((name) => zip.file(name)?.async("nodebuffer")));
    expect(stored).toEqual(spectra);
    const attachmentEntities = [...byId.values()].filter((entity) => String(entity["@id"]).includes("/attachments/"));
    expect(attachmentEntities.map((entity) => entity.name).sort()).toEqual([...names].sort());
    const svg = await zip.file(`${root}/${folder}/memos/memo-${memo.memoIdx}.svg`)?.async("string");
    expect(svg).toContain('<rect x="10" y="20" width="120" height="80"');
    expect(byId.get(`./${folder}/memos/memo-${memo.memoIdx}.svg`)).toMatchObject({ encodingFormat: "image/svg+xml" });
    const html = await zip.file(`${root}/${folder}/book.html`)?.async("string");
    expect(html).toContain("<p>Export every part.</p>");
    expect(html).toContain("Apparatus");
    const json = JSON.parse((await zip.file(`${root}/${folder}/book.json`)?.async("string")) ?? "{}") as {
      attachments: Array<{ name: string }>;
      memos: Array<{ title: string }>;
    };
    expect(json.attachments.map((a) => a.name)).toEqual(names);
    expect(json.memos.map((m) => m.title)).toEqual(["Apparatus"]);
    const record = JSON.parse((await zip.file(`${root}/${folder}/record.json`)?.async("string")) ?? "{}") as {
      status: string;
    };
    expect(record.status).toBe("IN_PROGRESS");
  });

  it("exports a completed book's snapshot with its hash, and a project's books in one crate", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Completed record");
    await completeBook(app, lab.writer.token, lab.owner.token, book.lbIdx);
    const one = await download(app, `/api/labbook/${book.lbIdx}/export.do?format=eln`, lab.writer.token);
    const { zip, root } = await openCrate(one.bytes);
    const record = JSON.parse((await zip.file(`${root}/book-${book.lbIdx}/record.json`)?.async("string")) ?? "{}") as {
      status: string;
      snapshotSha256: string | null;
    };
    expect(record.status).toBe("COMPLETE");
    expect(record.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);
    const signatures = JSON.parse(
      (await zip.file(`${root}/book-${book.lbIdx}/signatures/signatures.json`)?.async("string")) ?? "[]",
    ) as Array<{ role: string; signatureIdx: number; statement: string }>;
    expect(signatures.map((signature) => signature.role)).toEqual(["WRITER", "CHECKER"]);
    for (const signature of signatures) {
      const statement = await zip.file(`${root}/book-${book.lbIdx}/signatures/signature-${signature.signatureIdx}.txt`);
      expect(await statement?.async("string")).toBe(signature.statement);
    }

    const project = await download(app, `/api/project/${lab.projectIdx}/export.do?format=eln`, lab.reader.token);
    expect(project.status).toBe(200);
    const crate = await openCrate(project.bytes);
    const parts = (crate.byId.get("./")?.hasPart as Array<{ "@id": string }>).map((part) => part["@id"]);
    expect(parts).toContain(`./book-${book.lbIdx}/`);
    expect(parts.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a format other than eln with a 400 and an outsider with a 404", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Formats");
    const pdf = await app.call<Result<unknown>>("GET", `/api/labbook/${book.lbIdx}/export.do?format=pdf`, {
      token: lab.writer.token,
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.code).toBe("VALIDATION_FAILED");
    const outsider = await download(app, `/api/labbook/${book.lbIdx}/export.do?format=eln`, lab.outsider.token);
    expect(outsider.status).toBe(404);
  });
});

describe("versions of a book whose changes are not stored yet", () => {
  let slow: TestApp;
  let slowLab: Lab;
  beforeAll(async () => {
    // Stores wait long: at END, the changes are in the live document and the update log only.
    slow = await startTestApp({}, { collab: { debounceMs: 30_000, maxDebounceMs: 60_000 } });
    slowLab = await buildLab(slow);
  });
  afterAll(async () => {
    await slow?.close();
  });

  it("credits the members whose changes the live document holds to the version kept at END", async () => {
    const book = await createLabBook(slow, slowLab.writer.token, slowLab.projectIdx, "Unstored");
    const writer = connectPeer(slow, book.lbIdx, slowLab.writer.token);
    try {
      await writer.synced();
      typeParagraph(writer.doc, "goal", "Typed just before the end.");
      await waitFor(
        async () => sectionText(await durableDocument(slow, documentName.labbook(book.lbIdx)), "goal") !== "",
        "the change to reach the update log",
      );
      ok(await putStatus(slow, slowLab.writer.token, book.lbIdx, "END"));
    } finally {
      writer.destroy();
    }
    const { versions } = ok(
      await slow.call<Result<VersionList>>("GET", `/api/labbook/${book.lbIdx}/versions.do`, {
        token: slowLab.writer.token,
      }),
    );
    expect(versions[0]?.authors.map((author) => author.memberIdx)).toEqual([slowLab.writer.memberIdx]);
  });
});
