import { z } from "zod";
import { memberRef } from "../members/ref";
import { labBookTables } from "../labbook/document";
import { labBookStatuses } from "../labbook/schema";

/**
 * Why a version was kept: a status change, a stretch of editing, a restore of an older version, or
 * the content as it stood just before a restore or an import replaced it (so nothing typed is lost).
 */
export const versionReasons = ["STATUS", "EDIT", "RESTORE", "BEFORE_RESTORE", "BEFORE_IMPORT"] as const;
export type VersionReason = (typeof versionReasons)[number];

export const versionMember = memberRef;
export type VersionMember = z.infer<typeof versionMember>;

export const versionSummary = z.object({
  versionIdx: z.number().int(),
  reason: z.enum(versionReasons),
  /** The book's status when the version was kept. */
  status: z.enum(labBookStatuses),
  createdAt: z.string(),
  /** Who changed the status or restored; null for a version kept while editing. */
  by: versionMember.nullable(),
  /** A restore's source version; for BEFORE_RESTORE, the version the restore that followed brought back. */
  restoredFrom: z.number().int().nullable(),
  /** The members who changed the book since the previous version, by name. */
  authors: z.array(versionMember),
  /** SHA-256 (hex) of the version's stored state. */
  sha256: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummary>;

/** GET /api/labbook/{lbIdx}/versions.do — newest first. */
export const versionList = z.object({
  versions: z.array(versionSummary),
  /** Members who changed the book since its newest version (their changes are in no version yet). */
  pendingAuthors: z.array(versionMember),
  /** Whether the caller may restore a version now (a WRITER or OWNER, while the book is IN_PROGRESS). */
  canRestore: z.boolean(),
});
export type VersionList = z.infer<typeof versionList>;

/**
 * A reaction table in words (readableReactionTables): headings in the reader's language, each row's
 * cells as the table shows them, computed quantities with their units.
 */
export const versionTable = z.object({
  table: z.enum(labBookTables),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

/** A book's content as a version holds it, read-only: plain text, one block per line. */
export const bookContent = z.object({
  title: z.string(),
  sections: z.array(z.object({ section: z.string(), text: z.string() })),
  tables: z.array(versionTable),
  memos: z.array(z.object({ memoIdx: z.number().int(), title: z.string(), elementCount: z.number().int() })),
});
export type BookContent = z.infer<typeof bookContent>;

/** GET /api/labbook/{lbIdx}/version/{versionIdx}.do */
export const versionDetail = z.object({ version: versionSummary, content: bookContent });
export type VersionDetail = z.infer<typeof versionDetail>;

/**
 * A piece of a diff: text the version and the current book share, text added since the version,
 * or text of the version deleted since; `authors` are the members whose change added or deleted it.
 */
export const diffPieceKinds = ["same", "insert", "delete"] as const;
export type DiffPieceKind = (typeof diffPieceKinds)[number];
export const diffPiece = z.object({
  kind: z.enum(diffPieceKinds),
  text: z.string(),
  authors: z.array(z.number().int()),
});
export type DiffPiece = z.infer<typeof diffPiece>;

/** One part of the book (title, a section, a reaction table) with its diff. */
export const diffPart = z.object({
  /** "title", "section.<name>" or "table.<name>". */
  part: z.string(),
  pieces: z.array(diffPiece),
});

/** GET /api/labbook/{lbIdx}/version/{versionIdx}/diff.do — from the version to the current text. */
export const versionDiff = z.object({
  versionIdx: z.number().int(),
  parts: z.array(diffPart),
  /** Every member a piece names, by name. */
  authors: z.array(versionMember),
});
export type VersionDiff = z.infer<typeof versionDiff>;

/** The calls of a lab book's history. */
export const historyPaths = {
  list: (lbIdx: number) => `/api/labbook/${lbIdx}/versions.do`,
  item: (lbIdx: number, versionIdx: number) => `/api/labbook/${lbIdx}/version/${versionIdx}.do`,
  diff: (lbIdx: number, versionIdx: number) => `/api/labbook/${lbIdx}/version/${versionIdx}/diff.do`,
  restore: (lbIdx: number, versionIdx: number) => `/api/labbook/${lbIdx}/version/${versionIdx}/restore.do`,
  exportBook: (lbIdx: number) => `/api/labbook/${lbIdx}/export.do?format=eln`,
  exportProject: (projectIdx: number) => `/api/project/${projectIdx}/export.do?format=eln`,
} as const;

/** ?format= of the export calls: only the .eln (RO-Crate) file for now. */
export const exportQuery = z.object({ format: z.enum(["eln"], { error: "validation.invalid" }) });
