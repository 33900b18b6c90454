import { z } from "zod";
import { memberRef } from "../members/ref";
import { labBookSections } from "../labbook/document";
import { anyLines, idxRule } from "../validation/rules";

/**
 * One comment model for the whole product: a comment belongs to a subject (a lab book now;
 * notices and board posts later), may reply to a thread (one level deep) and, on a lab book,
 * may be anchored to a range of a section's text.
 */
export const commentSubjectKinds = ["labbook", "notice", "board"] as const;
export type CommentSubjectKind = (typeof commentSubjectKinds)[number];

export const commentLimits = {
  contentMax: 5000,
  /** An encoded Yjs relative position (base64) is a few dozen characters; this leaves room. */
  positionMax: 200,
  /** The anchored text as it read when the comment was made (shown above the thread). */
  quoteMax: 300,
} as const;

const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
const position = z
  .string({ error: "validation.invalid" })
  .min(1, "validation.invalid")
  .max(commentLimits.positionMax, "validation.invalid")
  .regex(base64, "validation.invalid");

/**
 * A text range of a lab book section: the start and end as Yjs relative positions
 * (Y.encodeRelativePosition, base64) against the section's Y.XmlFragment, so the range follows
 * the text while others type before it.
 */
export const commentAnchor = z.object({
  section: z.enum(labBookSections, { error: "validation.invalid" }),
  start: position,
  end: position,
  quote: z
    .string({ error: "validation.invalid" })
    .max(commentLimits.quoteMax, "validation.tooLong")
    .superRefine(anyLines),
});
export type CommentAnchor = z.infer<typeof commentAnchor>;

/** Plain text with line breaks; `@[name](memberIdx)` mentions a member. */
export const commentContent = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(commentLimits.contentMax, "validation.tooLong")
  .superRefine(anyLines);

/** POST …/comment.do: a new thread (optionally anchored) or, with `parentIdx`, a reply to one. */
export const commentCreateInput = z
  .object({
    content: commentContent,
    parentIdx: idxRule.optional(),
    anchor: commentAnchor.optional(),
  })
  .refine((input) => input.parentIdx === undefined || input.anchor === undefined, {
    message: "validation.invalid",
    path: ["anchor"],
  });
export type CommentCreateInput = z.input<typeof commentCreateInput>;

/** PUT …/comment/{lcmIdx}.do */
export const commentUpdateInput = z.object({ content: commentContent });
export type CommentUpdateInput = z.input<typeof commentUpdateInput>;

/** PUT …/comment/{lcmIdx}/resolve.do: resolves or reopens the comment's thread. */
export const commentResolveInput = z.object({ resolved: z.boolean({ error: "validation.invalid" }) });
export type CommentResolveInput = z.input<typeof commentResolveInput>;

export const comment = z.object({
  lcmIdx: z.number().int(),
  /** The thread this comment replies to; null for a thread's first comment. */
  parentIdx: z.number().int().nullable(),
  author: memberRef,
  /** Empty once deleted (a deleted thread stays while it has replies). */
  content: z.string(),
  anchor: commentAnchor.nullable(),
  /** Threads only: resolved, by whom and when. */
  resolved: z.boolean(),
  resolvedBy: memberRef.nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  /** What the caller may do with this comment now. */
  can: z.object({ edit: z.boolean(), delete: z.boolean(), resolve: z.boolean() }),
});
export type Comment = z.infer<typeof comment>;

/** GET …/comments.do: every comment of the subject, oldest first, and who may be mentioned. */
export const commentList = z.object({
  comments: z.array(comment),
  /** Members who may read the subject (the ones a mention may name). */
  members: z.array(memberRef.pick({ memberIdx: true, name: true })),
  /** Whether the caller may start threads and reply. */
  canComment: z.boolean(),
});
export type CommentList = z.infer<typeof commentList>;

/** The comment calls of a notice or a board post, in the lab book comments' style. */
function subjectPaths(area: "notice" | "board") {
  return {
    create: (idx: number) => `/api/${area}/${idx}/comment.do`,
    list: (idx: number) => `/api/${area}/${idx}/comments.do`,
    one: (idx: number, lcmIdx: number) => `/api/${area}/${idx}/comment/${lcmIdx}.do`,
    resolve: (idx: number, lcmIdx: number) => `/api/${area}/${idx}/comment/${lcmIdx}/resolve.do`,
  };
}

export const commentPaths = {
  labbook: {
    create: (lbIdx: number) => `/api/labbook/${lbIdx}/comment.do`,
    list: (lbIdx: number) => `/api/labbook/${lbIdx}/comments.do`,
    one: (lbIdx: number, lcmIdx: number) => `/api/labbook/${lbIdx}/comment/${lcmIdx}.do`,
    resolve: (lbIdx: number, lcmIdx: number) => `/api/labbook/${lbIdx}/comment/${lcmIdx}/resolve.do`,
  },
  notice: subjectPaths("notice"),
  board: subjectPaths("board"),
} as const;
