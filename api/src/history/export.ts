import { text as streamText } from "node:stream/consumers";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Response } from "express";
import {
  can,
  displayMemberName,
  formatDateTime,
  formatSeqNo,
  isSpectrumFile,
  JcampError,
  parseJcamp,
  pickPeaks,
  spectrumSvg,
  translate,
  type Locale,
  type MemoElementJson,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookAttachments, labBooks, labBookTransitions, members, memos } from "../db/schema";
import { findLabBook, readableBook, type LabBookRow } from "../labbook/access";
import { authorize } from "../lib/authorize";
import { memberLeft, memberName } from "../members/name";
import { loadProject } from "../projects/queries";
import { signatureRecord } from "../signing/eln";
import { signatureRows, toBookSignature } from "../signing/signatures";
import { bookHtml, type HtmlAttachment } from "./book-html";
import { bookContentOf, bookState, docOf, tableJson, versionMemos } from "./content";
import { CrateWriter, type CrateSource } from "./crate-writer";
import { drawStructures } from "./structures";
import { memoSvg } from "./svg";
import { liveDocuments } from "./versions";

/** A file of one book's folder in the crate. */
export interface ElnFile {
  /** Path inside the book's folder, `/`-separated. */
  path: string;
  bytes: Buffer;
  encodingFormat: string;
  /** What a person reads as the file's name. */
  name: string;
  description?: string;
}

/** What a record part is given about the book being exported. */
export interface ElnBook {
  lbIdx: number;
  status: LabBookRow["status"];
}

/**
 * A part of a book's record the export adds when the installation has it: the status and the
 * completion hash now; signatures and time-stamp tokens plug in here as further parts.
 */
export type ElnRecordPart = (db: Db, book: ElnBook) => Promise<ElnFile[]>;

const jsonFile = (path: string, name: string, value: unknown, description?: string): ElnFile => ({
  path,
  name,
  description,
  bytes: Buffer.from(JSON.stringify(value, null, 2)),
  encodingFormat: "application/json",
});

/** record.json: the book's status, its completion snapshot's hash, and every status change. */
const statusRecord: ElnRecordPart = async (db, book) => {
  const [row] = await db
    .select({ completedAt: labBooks.completedAt, snapshotSha256: labBooks.snapshotSha256 })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, book.lbIdx));
  const transitions = await db
    .select({
      kind: labBookTransitions.kind,
      from: labBookTransitions.fromStatus,
      to: labBookTransitions.toStatus,
      by: memberName(),
      at: labBookTransitions.at,
    })
    .from(labBookTransitions)
    .innerJoin(members, eq(members.memberIdx, labBookTransitions.byIdx))
    .where(eq(labBookTransitions.lbIdx, book.lbIdx))
    .orderBy(asc(labBookTransitions.transitionIdx));
  return [
    jsonFile(
      "record.json",
      "Status and completion snapshot",
      {
        status: book.status,
        completedAt: row?.completedAt?.toISOString() ?? null,
        snapshotSha256: row?.snapshotSha256 ?? null,
        transitions: transitions.map((t) => ({ ...t, at: t.at.toISOString() })),
      },
      "The book's status, the SHA-256 of its completion snapshot and its status changes",
    ),
  ];
};

/** The record parts every export carries, in order. */
export const elnRecordParts: ElnRecordPart[] = [statusRecord, signatureRecord];

/** A file or folder name that every unzip tool and file system takes: letters, digits, `._-`. */
function safeName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^[._]+/, "");
  return (cleaned || "file").slice(0, 100);
}

/** An @id for a path relative to the crate's root: `./` then each segment percent-encoded. */
function idOf(path: string): string {
  return `./${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** A JCAMP-DX attachment drawn as the book shows it (its peaks as set, else the automatic ones); null when unreadable. */
async function spectrumDrawing(ctx: AppContext, fileKey: string, peaks: number[] | null): Promise<string | null> {
  const stream = await ctx.files.get(fileKey);
  if (!stream) return null;
  try {
    const spectrum = parseJcamp(await streamText(stream));
    return spectrumSvg([{ spectrum, peaks: peaks ?? pickPeaks(spectrum) }]);
  } catch (error) {
    if (error instanceof JcampError) return null;
    throw error;
  }
}

/** A file of the crate: a record part's bytes, or an attachment streamed from the file store. */
interface CrateFile {
  path: string;
  name: string;
  encodingFormat: string;
  description?: string;
  source: CrateSource;
}

interface BookExport {
  folder: string;
  entity: Record<string, unknown>;
  files: CrateFile[];
  writer: { memberIdx: number; name: string };
}

/**
 * One book's folder: book.html, book.json, its attachments, each memo as SVG and as Excalidraw
 * JSON, and the record parts. A COMPLETE book exports its frozen snapshot, any other its content now.
 * Attachments are opened only when the zip reaches them.
 */
async function exportOne(ctx: AppContext, locale: Locale, book: LabBookRow): Promise<BookExport> {
  const { db } = ctx;
  const [writer] = await db
    .select({ memberIdx: members.memberIdx, name: memberName(), left: memberLeft() })
    .from(members)
    .where(eq(members.memberIdx, book.writerIdx));
  const [frozen] = await db
    .select({ snapshot: labBooks.snapshot })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, book.lbIdx));
  let state = frozen?.snapshot ?? null;
  if (book.status !== "COMPLETE" || state === null) {
    const bookMemos = await db
      .select({ memoIdx: memos.memoIdx, title: memos.title })
      .from(memos)
      .where(and(eq(memos.lbIdx, book.lbIdx), isNull(memos.deletedAt)))
      .orderBy(asc(memos.memoIdx));
    state = await bookState(db, book.lbIdx, bookMemos, liveDocuments(ctx));
  }
  const doc = docOf(state);
  const memoList = versionMemos(doc);
  const tables = {
    reactants: tableJson(doc, "reactants"),
    supplies: tableJson(doc, "supplies"),
    products: tableJson(doc, "products"),
  };
  const structures = await drawStructures(
    [...tables.reactants, ...tables.products].map((row) => (typeof row.smiles === "string" ? row.smiles : "")),
  );
  const content = bookContentOf(doc, locale, (smiles) => structures.get(smiles.trim())?.molWeight ?? null);
  doc.destroy();

  const seqNo = formatSeqNo(book.kind, book.seqYear, book.seqNumber);
  const folder = `book-${book.lbIdx}`;
  const files: CrateFile[] = [];
  const attachments = await db
    .select({
      attachmentIdx: labBookAttachments.attachmentIdx,
      name: labBookAttachments.name,
      declaredType: labBookAttachments.declaredType,
      imageType: labBookAttachments.imageType,
      sha256: labBookAttachments.sha256,
      size: labBookAttachments.size,
      fileKey: labBookAttachments.fileKey,
      peaks: labBookAttachments.peaks,
    })
    .from(labBookAttachments)
    .where(eq(labBookAttachments.lbIdx, book.lbIdx))
    .orderBy(asc(labBookAttachments.attachmentIdx));
  const attachmentFiles: HtmlAttachment[] = [];
  for (const [i, attachment] of attachments.entries()) {
    const path = `attachments/${i + 1}-${safeName(attachment.name)}`;
    files.push({
      path,
      name: attachment.name,
      encodingFormat: attachment.imageType ?? attachment.declaredType ?? "application/octet-stream",
      source: {
        size: attachment.size,
        open: async () => {
          const stream = await ctx.files.get(attachment.fileKey);
          if (!stream) throw new Error(`attachment ${attachment.attachmentIdx} has no stored file`);
          return stream;
        },
      },
    });
    attachmentFiles.push({ path, name: attachment.name, size: attachment.size, sha256: attachment.sha256 });
    if (isSpectrumFile(attachment.name)) {
      const drawn = await spectrumDrawing(ctx, attachment.fileKey, attachment.peaks);
      if (drawn) {
        files.push({
          path: `${path}.svg`,
          name: `${attachment.name} (spectrum)`,
          encodingFormat: "image/svg+xml",
          description: "Spectrum drawn from the JCAMP-DX file beside it, with its peaks",
          source: { bytes: Buffer.from(drawn) },
        });
      }
    }
  }
  for (const memo of memoList) {
    const drawn: MemoElementJson[] = memo.elements.filter((element) => !element.isDeleted);
    files.push({
      path: `memos/memo-${memo.memoIdx}.svg`,
      name: memo.title,
      source: { bytes: Buffer.from(memoSvg(memo.elements)) },
      encodingFormat: "image/svg+xml",
      description: "Drawing memo, drawn from its elements",
    });
    files.push(
      crateFile(
        jsonFile(`memos/memo-${memo.memoIdx}.excalidraw`, `${memo.title} (Excalidraw)`, {
          type: "excalidraw",
          version: 2,
          source: "E-Note",
          elements: drawn,
          appState: {},
          files: {},
        }),
      ),
    );
  }
  const signatures = (await signatureRows(db, book.lbIdx)).map(toBookSignature);
  const html = bookHtml({
    locale,
    book: {
      ...book,
      seqNo,
      writerName: writer ? displayMemberName(writer, (key, params) => translate(locale, key, params)) : "",
    },
    content,
    tables,
    structures,
    memos: memoList,
    attachments: attachmentFiles,
    signatures,
  });
  files.unshift(
    {
      path: "book.html",
      name: `${book.title} (HTML)`,
      source: { bytes: Buffer.from(html) },
      encodingFormat: "text/html",
    },
    crateFile(
      jsonFile("book.json", `${book.title} (JSON)`, {
        lbIdx: book.lbIdx,
        seqNo,
        kind: book.kind,
        title: book.title,
        status: book.status,
        writer: writer ?? null,
        createdAt: book.createdAt.toISOString(),
        modifiedAt: book.modifiedAt.toISOString(),
        content,
        // The tables' rows as stored (the content's tables are in words, in the reader's language).
        tables,
        memos: memoList,
        attachments: attachmentFiles.map(({ name, size, sha256, path }) => ({ name, size, sha256, path })),
      }),
    ),
  );
  for (const part of elnRecordParts)
    files.push(...(await part(db, { lbIdx: book.lbIdx, status: book.status })).map(crateFile));

  const entity = {
    "@id": `./${folder}/`,
    "@type": "Dataset",
    name: book.title,
    identifier: seqNo,
    dateCreated: book.createdAt.toISOString(),
    dateModified: book.modifiedAt.toISOString(),
    creativeWorkStatus: book.status,
    author: { "@id": `#member-${book.writerIdx}` },
    text: content.sections
      .map((section) => section.text)
      .filter(Boolean)
      .join("\n\n"),
    hasPart: files.map((file) => ({ "@id": idOf(`${folder}/${file.path}`) })),
  };
  return { folder, entity, files, writer: writer ?? { memberIdx: book.writerIdx, name: "" } };
}

const crateFile = ({ bytes, ...file }: ElnFile): CrateFile => ({ ...file, source: { bytes } });

/**
 * Streams an .eln file: one root folder holding a folder per book and ro-crate-metadata.json
 * (RO-Crate 1.1), as eLabFTW, RSpace and Chemotion read it. Books are read one at a time and
 * their files written as they come, so a project of any size exports in constant memory.
 */
async function sendCrate(
  ctx: AppContext,
  locale: Locale,
  root: string,
  name: string,
  books: LabBookRow[],
  res: Response,
  fileName: string,
): Promise<void> {
  const crate = new CrateWriter(res, fileName);
  try {
    const graph: Array<Record<string, unknown>> = [];
    const people = new Map<number, string>();
    const now = new Date().toISOString();
    const bookEntities: Array<Record<string, unknown>> = [];
    for (const book of books) {
      const exported = await exportOne(ctx, locale, book);
      people.set(exported.writer.memberIdx, exported.writer.name);
      bookEntities.push(exported.entity);
      for (const file of exported.files) {
        const path = `${exported.folder}/${file.path}`;
        const written = await crate.add(`${root}/${path}`, file.source, file.encodingFormat);
        graph.push({
          "@id": idOf(path),
          "@type": "File",
          name: file.name,
          ...(file.description ? { description: file.description } : {}),
          encodingFormat: file.encodingFormat,
          ...written,
        });
      }
    }
    await crate.finish(`${root}/ro-crate-metadata.json`, {
      "@context": "https://w3id.org/ro/crate/1.1/context",
      "@graph": [
        {
          "@id": "ro-crate-metadata.json",
          "@type": "CreativeWork",
          about: { "@id": "./" },
          conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" },
          dateCreated: now,
          sdPublisher: { "@id": "#enote" },
          version: "1.0",
        },
        {
          "@id": "./",
          "@type": "Dataset",
          name,
          description: translate(locale, "history.eln.exported", { date: formatDateTime(now) }),
          datePublished: now,
          hasPart: bookEntities.map((entity) => ({ "@id": entity["@id"] })),
        },
        { "@id": "#enote", "@type": "Organization", name: "E-Note" },
        ...bookEntities,
        ...graph,
        ...[...people].map(([memberIdx, person]) => ({
          "@id": `#member-${memberIdx}`,
          "@type": "Person",
          name: person,
        })),
      ],
    });
  } catch (error) {
    crate.abort(res, error);
    throw error;
  }
}

/** GET /api/labbook/{lbIdx}/export.do?format=eln — any reader of the book. */
export async function exportBook(ctx: AppContext, actor: Actor, lbIdx: number, res: Response, locale: Locale) {
  const { book } = await readableBook(ctx.db, actor, lbIdx);
  const seqNo = formatSeqNo(book.kind, book.seqYear, book.seqNumber);
  await sendCrate(
    ctx,
    locale,
    `enote-book-${lbIdx}`,
    book.title,
    [book],
    res,
    `${safeName(`${seqNo} ${book.title}`)}.eln`,
  );
}

/** GET /api/project/{projectIdx}/export.do?format=eln — every book of the project the caller may read. */
export async function exportProject(ctx: AppContext, actor: Actor, projectIdx: number, res: Response, locale: Locale) {
  const { project, facts } = await loadProject(ctx.db, projectIdx, actor);
  authorize(actor, "project.view", facts);
  const rows = await ctx.db
    .select({ lbIdx: labBooks.lbIdx })
    .from(labBooks)
    .where(eq(labBooks.projectIdx, projectIdx))
    .orderBy(asc(labBooks.lbIdx));
  const books: LabBookRow[] = [];
  for (const { lbIdx } of rows) {
    const found = await findLabBook(ctx.db, lbIdx, actor);
    if (found && can(actor, "labbook.read", found.facts)) books.push(found.book);
  }
  const name = translate(locale, "history.eln.projectOf", { project: project.name });
  await sendCrate(ctx, locale, `enote-project-${projectIdx}`, name, books, res, `${safeName(project.name)}.eln`);
}
