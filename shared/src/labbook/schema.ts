import { z } from "zod";
import { memberRef } from "../members/ref";
import { chosenIdx, idxParam, pageParam, pageSizeParam } from "../validation/rules";
import { labBookLimits } from "./document";
import { bookImportParts } from "./import";
import { signatureFields } from "../signing/schema";

export const labBookStatuses = ["IN_PROGRESS", "END", "COMPLETE"] as const;
export type LabBookStatus = (typeof labBookStatuses)[number];
export const labBookStatusSchema = z.enum(labBookStatuses, { error: "validation.selectRequired" });

/**
 * What a book is: a lab book (an experiment), an education book (teaching material and standard
 * protocols, read by the whole group) or a MoA book (a book of a MoA project, read only by its
 * members). One table, one document model, one editor; the kind decides listing, numbering, readers.
 */
export const bookKinds = ["LAB", "EDU", "MOA"] as const;
export type BookKind = (typeof bookKinds)[number];
export const bookKindSchema = z.enum(bookKinds, { error: "validation.selectRequired" });

/** `2026-0007` for lab books, `EDU-2026-0003` and `MOA-2026-0002` for the others: one sequence per kind, group and year. */
export function formatSeqNo(kind: BookKind, year: number, number: number): string {
  const base = `${year}-${String(number).padStart(4, "0")}`;
  return kind === "LAB" ? base : `${kind}-${base}`;
}

export const sharePermissions = ["PRIVATE", "PUBLIC"] as const;
export type SharePermission = (typeof sharePermissions)[number];
export const sharePermissionSchema = z.enum(sharePermissions, { error: "validation.selectRequired" });

const title = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(labBookLimits.titleMax, "validation.tooLong");

/**
 * POST /api/labbook/create.do — `kind` LAB (default) or EDU; a book of a MoA project is always
 * MOA (asking for MOA elsewhere, or EDU in a MoA project, is refused with BOOK_KIND_MISMATCH).
 */
export const labBookCreateInput = z.object({
  projectIdx: chosenIdx("validation.selectRequired"),
  title,
  kind: bookKindSchema.optional(),
});
export type LabBookCreateInput = z.input<typeof labBookCreateInput>;

/**
 * PUT /api/labbook/{lbIdx}/status.do: END (the writer ends the experiment), COMPLETE (a reviewer
 * approves an ended book), IN_PROGRESS ("end cancel": an ended book goes back to editing). END and
 * COMPLETE are signatures (issue 27): they need the caller's password and may carry a meaning.
 */
export const labBookStatusInput = z.object({ status: labBookStatusSchema, ...signatureFields.shape });
export type LabBookStatusInput = z.input<typeof labBookStatusInput>;

/** PUT /api/labbook/{lbIdx}/share.do — `regenerate` revokes the old public link. */
export const labBookShareInput = z.object({
  sharePermission: sharePermissionSchema,
  regenerate: z.boolean({ error: "validation.invalid" }).optional().default(false),
});
export type LabBookShareInput = z.input<typeof labBookShareInput>;
export const labBookShareResult = z.object({ sharePermission: sharePermissionSchema, shareUrl: z.string().nullable() });
export type LabBookShareResult = z.infer<typeof labBookShareResult>;

/** PUT /api/labbook/{lbIdx}/bookmark.do — sets the caller's bookmark; toggles when `bookmarked` is absent. */
export const labBookBookmarkInput = z.object({ bookmarked: z.boolean({ error: "validation.invalid" }).optional() });
export const labBookBookmarkResult = z.object({ bookmarked: z.boolean() });

/** GET /api/labbook/list.do query. `q` searches title and content (partial words, Korean and English). */
export const labBookListQuery = z.object({
  kind: bookKindSchema.optional(),
  groupIdx: idxParam.optional(),
  projectIdx: idxParam.optional(),
  status: labBookStatusSchema.optional(),
  writer: idxParam.optional(),
  bookmarked: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  q: z.string().trim().max(100, "validation.tooLong").optional(),
  page: pageParam,
  size: pageSizeParam(100, 20),
});
export type LabBookListQuery = z.input<typeof labBookListQuery>;

export const labBookAccess = z.enum(["write", "read"]);

export const labBookSummary = z.object({
  lbIdx: z.number().int(),
  projectIdx: z.number().int(),
  projectName: z.string(),
  groupIdx: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  kind: bookKindSchema,
  /** Year sequence number per kind and group, e.g. 2026-0007, EDU-2026-0003; never reused. */
  seqNo: z.string(),
  status: labBookStatusSchema,
  sharePermission: sharePermissionSchema,
  writer: memberRef,
  writeDate: z.string(),
  /** The last change of its content (text, tables, title), not of its status. */
  modifiedDate: z.string(),
  /** When the checker completed it; null before (lists filter completed books by it). */
  completedAt: z.string().nullable(),
  bookmarked: z.boolean(),
  /** A snippet of the matching content when the list was searched. */
  snippet: z.string().nullable(),
});
export type LabBookSummary = z.infer<typeof labBookSummary>;

export const labBookPage = z.object({
  items: z.array(labBookSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type LabBookPage = z.infer<typeof labBookPage>;

/** The steps of the status flow, named as the menus and the history name them. */
export type LabBookTransitionAction = "end" | "complete" | "cancelEnd";

/** The step a status change is (IN_PROGRESS → END → COMPLETE, END → IN_PROGRESS), or null when the flow has none. */
export function transitionAction(from: LabBookStatus, to: LabBookStatus): LabBookTransitionAction | null {
  if (from === "IN_PROGRESS" && to === "END") return "end";
  if (from === "END" && to === "COMPLETE") return "complete";
  if (from === "END" && to === "IN_PROGRESS") return "cancelEnd";
  return null;
}

/** What a history entry records: a status change, or content imported from another book. */
export const labBookHistoryKinds = ["STATUS", "IMPORT"] as const;
export type LabBookHistoryKind = (typeof labBookHistoryKinds)[number];

/** One entry of the book's history: a status change or an import, who made it and when. */
export const labBookTransition = z.object({
  kind: z.enum(labBookHistoryKinds),
  /** The status before and after (an import leaves it IN_PROGRESS). */
  from: labBookStatusSchema,
  to: labBookStatusSchema,
  by: memberRef,
  at: z.string(),
  /** An import's source book (its number and title then) and what was copied; null otherwise. */
  imported: z
    .object({
      /** `lbIdx` is null once the source book is gone; its number and title stay. */
      source: z.object({ lbIdx: z.number().int().nullable(), seqNo: z.string(), title: z.string() }),
      parts: z.array(z.enum(bookImportParts)),
    })
    .nullable(),
});

/** GET /api/labbook/{lbIdx}.do */
export const labBookDetail = labBookSummary.extend({
  /** What the caller may do with the content right now (read once the book left IN_PROGRESS). */
  access: labBookAccess,
  /**
   * The book's absolute address (ENOTE_PUBLIC_URL-aware), for its QR code: a scanned printout
   * leads members back to the live book and others to sign-in.
   */
  bookUrl: z.string(),
  /** The share link, shown to those who may change sharing; null when private. */
  shareUrl: z.string().nullable(),
  completedBy: memberRef.nullable(),
  /** SHA-256 of the snapshot frozen at COMPLETE. */
  snapshotSha256: z.string().nullable(),
  /** Every status change so far, oldest first. */
  transitions: z.array(labBookTransition),
  /** Actions the caller may take now, for menus; the server decides again on each call. */
  can: z.object({ end: z.boolean(), complete: z.boolean(), cancelEnd: z.boolean(), share: z.boolean() }),
});
export type LabBookDetail = z.infer<typeof labBookDetail>;

/** Lab books printed together from the list's selection (`/labBook/print/3,5,8`). */
export const labBookPrintLimit = 20;

/** GET /api/labbook/share/{lbIdx}.do?key= — what an anonymous viewer of a public link gets. */
export const labBookShareQuery = z.object({ key: z.string().min(16).max(100) });
export const labBookPublic = z.object({
  lbIdx: z.number().int(),
  title: z.string(),
  seqNo: z.string(),
  status: labBookStatusSchema,
  projectName: z.string(),
  writer: memberRef.pick({ name: true, left: true }),
  writeDate: z.string(),
  modifiedDate: z.string(),
});
export type LabBookPublic = z.infer<typeof labBookPublic>;
