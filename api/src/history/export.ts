import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Response } from "express";
import JSZip from "jszip";
import {
  can,
  displayMemberName,
  formatDateTime,
  formatSeqNo,
  translate,
  type BookContent,
  type Locale,
  type MemoElementJson,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookAttachments, labBooks, labBookTransitions, members, memos } from "../db/schema";
import { contentDisposition } from "../attachments/file-facts";
import { findLabBook, readableBook, type LabBookRow } from "../labbook/access";
import { authorize } from "../lib/authorize";
import { apiCacheControl } from "../lib/answer";
import { memberLeft, memberName } from "../members/name";
import { loadProject } from "../projects/queries";
import { bookContentOf, bookState, docOf, versionMemos, type VersionMemo } from "./content";
import { escapeXml, memoSvg } from "./svg";
import { liveDocuments } from "./versions";
import { signatureRecord } from "../signing/eln";

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

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

interface BookExport {
  folder: string;
  entity: Record<string, unknown>;
  files: ElnFile[];
  writer: { memberIdx: number; name: string };
}

function bookHtml(
  locale: Locale,
  book: LabBookRow & { seqNo: string; writerName: string },
  content: BookContent,
  memos: VersionMemo[],
  attachments: Array<{ path: string; name: string }>,
): string {
  const t = (key: string, params?: Record<string, string | number>) => escapeXml(translate(locale, key, params));
  const text = (value: string) => escapeXml(value);
  const paragraphs = (value: string) =>
    value === ""
      ? `<p class="empty">${t("history.emptySection")}</p>`
      : value
          .split("\n")
          .map((line) => `<p>${text(line)}</p>`)
          .join("\n");
  const sections = content.sections
    .map(({ section, text: body }) => `<h2>${t(`labBook.sections.${section}`)}</h2>\n${paragraphs(body)}`)
    .join("\n");
  const tables = content.tables
    .filter(({ rows }) => rows.length > 0)
    .map(({ table, rows }) => {
      const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const head = keys.map((key) => `<th>${text(key)}</th>`).join("");
      const body = rows
        .map((row) => `<tr>${keys.map((key) => `<td>${text(row[key] ?? "")}</td>`).join("")}</tr>`)
        .join("\n");
      return `<h2>${t(`labBook.tables.${table}`)}</h2>\n<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
    })
    .join("\n");
  const memoList = memos
    .map(
      (memo) =>
        `<figure><img src="memos/memo-${memo.memoIdx}.svg" alt="${text(memo.title)}"><figcaption>${text(memo.title)}</figcaption></figure>`,
    )
    .join("\n");
  const attachmentList = attachments
    .map(
      (file) =>
        `<li><a href="${escapeXml(file.path.split("/").map(encodeURIComponent).join("/"))}">${text(file.name)}</a></li>`,
    )
    .join("\n");
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${text(value)}</td></tr>`;
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head><meta charset="utf-8"><title>${text(book.title)}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;line-height:1.5}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}img{max-width:100%;border:1px solid #eee}.empty{color:#888}</style>
</head>
<body>
<h1>${text(book.title)}</h1>
<table>
${row(t("history.eln.bookOf", { number: book.seqNo }), book.seqNo)}
${row(t("history.eln.writer"), book.writerName)}
${row(t("history.eln.status"), translate(locale, `labBook.status.${book.status}`))}
${row(t("history.eln.created"), formatDateTime(book.createdAt))}
${row(t("history.eln.modified"), formatDateTime(book.modifiedAt))}
${book.completedAt ? row(t("history.eln.completed"), formatDateTime(book.completedAt)) : ""}
${book.snapshotSha256 ? row(t("history.eln.snapshotHash"), book.snapshotSha256) : ""}
</table>
${sections}
${tables}
${memos.length > 0 ? `<h2>${t("history.eln.memos")}</h2>\n${memoList}` : ""}
${attachments.length > 0 ? `<h2>${t("history.eln.attachments")}</h2>\n<ul>${attachmentList}</ul>` : ""}
<p class="empty">${t("history.eln.exported", { date: formatDateTime(new Date()) })}</p>
</body>
</html>
`;
}

/**
 * One book's folder: book.html, book.json, its attachments, each memo as SVG and as Excalidraw
 * JSON, and the record parts. A COMPLETE book exports its frozen snapshot, any other its content now.
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
  const content = bookContentOf(doc);
  const memoList = versionMemos(doc);
  doc.destroy();

  const seqNo = formatSeqNo(book.kind, book.seqYear, book.seqNumber);
  const folder = `book-${book.lbIdx}`;
  const files: ElnFile[] = [];
  const attachments = await db
    .select({
      attachmentIdx: labBookAttachments.attachmentIdx,
      name: labBookAttachments.name,
      declaredType: labBookAttachments.declaredType,
      imageType: labBookAttachments.imageType,
      sha256: labBookAttachments.sha256,
      size: labBookAttachments.size,
      fileKey: labBookAttachments.fileKey,
    })
    .from(labBookAttachments)
    .where(eq(labBookAttachments.lbIdx, book.lbIdx))
    .orderBy(asc(labBookAttachments.attachmentIdx));
  const attachmentFiles: Array<{ path: string; name: string }> = [];
  for (const [i, attachment] of attachments.entries()) {
    const stream = await ctx.files.get(attachment.fileKey);
    if (!stream) throw new Error(`attachment ${attachment.attachmentIdx} has no stored file`);
    const path = `attachments/${i + 1}-${safeName(attachment.name)}`;
    files.push({
      path,
      name: attachment.name,
      bytes: await readAll(stream),
      encodingFormat: attachment.imageType ?? attachment.declaredType ?? "application/octet-stream",
    });
    attachmentFiles.push({ path, name: attachment.name });
  }
  for (const memo of memoList) {
    const drawn: MemoElementJson[] = memo.elements.filter((element) => !element.isDeleted);
    files.push({
      path: `memos/memo-${memo.memoIdx}.svg`,
      name: memo.title,
      bytes: Buffer.from(memoSvg(memo.elements)),
      encodingFormat: "image/svg+xml",
      description: "Drawing memo, drawn from its elements",
    });
    files.push(
      jsonFile(`memos/memo-${memo.memoIdx}.excalidraw`, `${memo.title} (Excalidraw)`, {
        type: "excalidraw",
        version: 2,
        source: "E-Note",
        elements: drawn,
        appState: {},
        files: {},
      }),
    );
  }
  const withNames = { ...book, seqNo, writerName: writer ? displayMemberName(writer, locale) : "" };
  files.unshift(
    {
      path: "book.html",
      name: `${book.title} (HTML)`,
      bytes: Buffer.from(bookHtml(locale, withNames, content, memoList, attachmentFiles)),
      encodingFormat: "text/html",
    },
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
      memos: memoList,
      attachments: attachments.map((a, i) => ({
        name: a.name,
        size: a.size,
        sha256: a.sha256,
        path: attachmentFiles[i]?.path,
      })),
    }),
  );
  for (const part of elnRecordParts) files.push(...(await part(db, { lbIdx: book.lbIdx, status: book.status })));

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

/**
 * Writes an .eln file: one root folder holding ro-crate-metadata.json (RO-Crate 1.1) and a folder
 * per book, as eLabFTW, RSpace and Chemotion read it.
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
  const zip = new JSZip();
  const folder = zip.folder(root);
  if (!folder) throw new Error("zip folder not created");
  const graph: Array<Record<string, unknown>> = [];
  const people = new Map<number, string>();
  const now = new Date().toISOString();
  const bookEntities: Array<Record<string, unknown>> = [];
  for (const book of books) {
    const exported = await exportOne(ctx, locale, book);
    people.set(exported.writer.memberIdx, exported.writer.name);
    bookEntities.push(exported.entity);
    for (const file of exported.files) {
      folder.file(`${exported.folder}/${file.path}`, file.bytes);
      graph.push({
        "@id": idOf(`${exported.folder}/${file.path}`),
        "@type": "File",
        name: file.name,
        ...(file.description ? { description: file.description } : {}),
        encodingFormat: file.encodingFormat,
        contentSize: String(file.bytes.length),
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
      });
    }
  }
  const metadata = {
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
      ...[...people].map(([memberIdx, person]) => ({ "@id": `#member-${memberIdx}`, "@type": "Person", name: person })),
    ],
  };
  folder.file("ro-crate-metadata.json", JSON.stringify(metadata, null, 2));
  const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  res.status(200);
  res.setHeader("Content-Type", "application/vnd.eln+zip");
  res.setHeader("Content-Length", String(bytes.length));
  res.setHeader("Content-Disposition", contentDisposition("attachment", fileName));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", apiCacheControl);
  res.end(bytes);
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
