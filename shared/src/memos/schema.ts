import { z } from "zod";

/** Limits of drawing memos; the title field's maxLength reads them too. */
export const memoLimits = {
  titleMax: 100,
  /** Memos per lab book: each is its own document, opened one at a time. */
  maxPerBook: 50,
} as const;

/** POST /api/labbook/{lbIdx}/memo.do and PUT /api/labbook/{lbIdx}/memo/{memoIdx}.do */
export const memoTitleInput = z.object({
  title: z
    .string({ error: "validation.textRequired" })
    .trim()
    .min(1, { error: "validation.textRequired", abort: true })
    .max(memoLimits.titleMax, "validation.tooLong"),
});
export type MemoTitleInput = z.input<typeof memoTitleInput>;

export const memoSummary = z.object({
  memoIdx: z.number().int(),
  lbIdx: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type MemoSummary = z.infer<typeof memoSummary>;

/** GET /api/labbook/{lbIdx}/memos.do and GET /api/labbook/share/{lbIdx}/memos.do?key= — oldest first. */
export const memoList = z.object({ items: z.array(memoSummary) });
export type MemoList = z.infer<typeof memoList>;

export const memoDeleted = z.object({ memoIdx: z.number().int() });

/** The calls of drawing memos. */
export const memoPaths = {
  create: (lbIdx: number) => `/api/labbook/${lbIdx}/memo.do`,
  list: (lbIdx: number) => `/api/labbook/${lbIdx}/memos.do`,
  item: (lbIdx: number, memoIdx: number) => `/api/labbook/${lbIdx}/memo/${memoIdx}.do`,
  /** A public book's memos for anyone holding its link (?key=). */
  shared: (lbIdx: number) => `/api/labbook/share/${lbIdx}/memos.do`,
} as const;
