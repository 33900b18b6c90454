import { z } from "zod";
import { memberRef } from "../members/ref";
import { idxParam, pageSizeParam } from "../validation/rules";
import { bookKindSchema, labBookStatusSchema } from "../labbook/schema";

/** What happened to a book, as the feed names it. */
export const bookEventKinds = ["CREATED", "ENDED", "COMPLETED", "SHARED", "COMMENTED"] as const;
export type BookEventKind = (typeof bookEventKinds)[number];

/** An opaque position in the feed: where the next page starts (base64url, at most 40 characters). */
export const bookFeedCursor = z
  .string({ error: "validation.invalid" })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "validation.invalid");

/** GET /api/bookfeed/list.do — newest first; `cursor` is the previous page's `nextCursor`. */
export const bookFeedQuery = z.object({
  groupIdx: idxParam.optional(),
  kind: bookKindSchema.optional(),
  cursor: bookFeedCursor.optional(),
  size: pageSizeParam(50, 20),
});
export type BookFeedQuery = z.input<typeof bookFeedQuery>;

export const bookFeedEntry = z.object({
  /** The event's id: unique, newer events have larger ids. */
  eventIdx: z.number().int(),
  event: z.enum(bookEventKinds),
  /** When it happened. */
  at: z.string(),
  /** Who did it (the writer for CREATED, the commenter for COMMENTED, …). */
  actor: memberRef,
  book: z.object({
    lbIdx: z.number().int(),
    title: z.string(),
    kind: bookKindSchema,
    seqNo: z.string(),
    status: labBookStatusSchema,
    writer: memberRef,
    projectIdx: z.number().int(),
    projectName: z.string(),
    groupIdx: z.number().int(),
    groupName: z.string(),
    /** The first lines of the book's goal section, as last stored. */
    goal: z.string(),
  }),
});
export type BookFeedEntry = z.infer<typeof bookFeedEntry>;

export const bookFeedPage = z.object({
  items: z.array(bookFeedEntry),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type BookFeedPage = z.infer<typeof bookFeedPage>;

/** Characters of a book's goal the feed shows (and the projection keeps). */
export const bookFeedGoalMax = 300;

export const bookFeedPaths = {
  list: "/api/bookfeed/list.do",
  import: (lbIdx: number) => `/api/labbook/${lbIdx}/import.do`,
} as const;
