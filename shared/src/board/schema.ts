import { z } from "zod";
import {
  communityAttachment,
  communityGroup,
  communityMember,
  communitySearch,
  communityTitle,
} from "../community/schema";
import { richTextDoc, richTextRule } from "../richtext/schema";
import { idxParam, idxRule, pageParam } from "../validation/rules";

/**
 * A group's board (issue 24): any member posts a question, a result or a discussion, optionally
 * with lab books the writer may read, shown as cards. Authors edit and delete their own posts;
 * the group's managers delete any.
 */
export const boardCategories = ["QUESTION", "RESULT", "DISCUSSION", "OTHER"] as const;
export type BoardCategory = (typeof boardCategories)[number];

export const boardLimits = {
  /** Lab books one post may show. */
  booksMax: 10,
} as const;

export const boardPaths = {
  create: "/api/board/create.do",
  list: "/api/board/list.do",
  one: (boardIdx: number) => `/api/board/${boardIdx}.do`,
  attachments: (boardIdx: number) => `/api/board/${boardIdx}/attachment.do`,
  attachment: (boardIdx: number, attachmentIdx: number) => `/api/board/${boardIdx}/attachment/${attachmentIdx}.do`,
} as const;

const category = z.enum(boardCategories, { error: "validation.boardCategory" });

const boardFields = {
  title: communityTitle,
  category,
  content: richTextRule({ required: true }),
  /** Lab books shown as cards, in this order; each one the writer may read. */
  lbIdxs: z
    .array(idxRule, { error: "validation.invalid" })
    .max(boardLimits.booksMax, "validation.invalid")
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

/** POST /api/board/create.do */
export const boardCreateInput = z.object({ groupIdx: idxRule, ...boardFields });
export type BoardCreateInput = z.input<typeof boardCreateInput>;

/** PUT /api/board/{boardIdx}.do: the group stays. */
export const boardUpdateInput = z.object(boardFields);
export type BoardUpdateInput = z.input<typeof boardUpdateInput>;

export const boardParams = z.object({ boardIdx: idxParam });
export const boardAttachmentParams = z.object({ boardIdx: idxParam, attachmentIdx: idxParam });

/** GET /api/board/list.do: one group's posts, or those of every group of the caller. */
export const boardListQuery = z.object({
  groupIdx: idxParam.optional(),
  category: category.optional(),
  q: communitySearch,
  page: pageParam,
});
export type BoardListQuery = z.input<typeof boardListQuery>;

/**
 * A lab book shown on a post. A reader who may not read the book sees that there is one (its
 * number only), never its title or writer.
 */
export const boardBook = z.object({
  lbIdx: z.number().int(),
  readable: z.boolean(),
  title: z.string().nullable(),
  seqNo: z.string().nullable(),
  status: z.string().nullable(),
  writerName: z.string().nullable(),
  /** The writer left the installation (their name stays, shown as left). */
  writerLeft: z.boolean(),
});
export type BoardBook = z.infer<typeof boardBook>;

const boardCommon = {
  boardIdx: z.number().int(),
  groupIdx: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  category,
  writer: communityMember,
  writeDate: z.string(),
  editDate: z.string().nullable(),
  commentCount: z.number().int(),
};

export const boardSummary = z.object({
  ...boardCommon,
  excerpt: z.string(),
  bookCount: z.number().int(),
  attachmentCount: z.number().int(),
});
export type BoardSummary = z.infer<typeof boardSummary>;

export const boardPost = z.object({
  ...boardCommon,
  content: richTextDoc,
  lbIdxs: z.array(z.number().int()),
  books: z.array(boardBook),
  attachments: z.array(communityAttachment),
  maxBytes: z.number().int(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type BoardPost = z.infer<typeof boardPost>;

export const boardList = z.object({
  posts: z.array(boardSummary),
  /** The groups whose boards the caller reads and posts to. */
  groups: z.array(communityGroup),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BoardList = z.infer<typeof boardList>;
