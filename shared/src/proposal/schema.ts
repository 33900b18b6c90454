import { z } from "zod";
import { memberRef } from "../members/ref";
import { anyLines, idxParam, pageParam, pageSizeParam, singleLine } from "../validation/rules";

/**
 * Issue 24: user proposals (/community/proposal). A member sends the installation's operators a
 * proposal; its author and the administrators see it, the administrators set its status and
 * answer. Everything here is plain text: it is shown as text, never read as HTML.
 */
export const proposalCategories = ["FEATURE", "IMPROVEMENT", "BUG", "OTHER"] as const;
export type ProposalCategory = (typeof proposalCategories)[number];

/** RECEIVED when sent; the administrators move it to any other (a decision may be revisited). */
export const proposalStatuses = ["RECEIVED", "REVIEWING", "ACCEPTED", "DECLINED", "DONE"] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** Statuses still waiting for the operators: counted as "open". */
export const openProposalStatuses = ["RECEIVED", "REVIEWING"] as const satisfies readonly ProposalStatus[];

export const proposalLimits = {
  subjectMax: 200,
  contentMax: 10000,
  answerMax: 10000,
  searchMax: 100,
  pageSizeMax: 100,
  pageSize: 20,
} as const;

export interface ProposalListFilter {
  status?: ProposalStatus;
  category?: ProposalCategory;
  q?: string;
  page?: number;
  size?: number;
}

export const proposalPaths = {
  create: "/api/proposal/create.do",
  list: (filter: ProposalListFilter = {}) => {
    const text = Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join("&");
    return text ? `/api/proposal/list.do?${text}` : "/api/proposal/list.do";
  },
  one: (proposalIdx: number) => `/api/proposal/${proposalIdx}.do`,
  answer: (proposalIdx: number) => `/api/proposal/${proposalIdx}/answer.do`,
};

/** A required text: absent, blank or of the wrong type reads as "must be entered". */
function requiredText(max: number, lines: "one" | "many") {
  return z
    .string({ error: "validation.textRequired" })
    .trim()
    .min(1, { error: "validation.textRequired", abort: true })
    .max(max, "validation.tooLong")
    .superRefine(lines === "one" ? singleLine : anyLines);
}

/** POST /api/proposal/create.do */
export const proposalCreateInput = z.object({
  subject: requiredText(proposalLimits.subjectMax, "one"),
  category: z.enum(proposalCategories, { error: "validation.selectRequired" }),
  content: requiredText(proposalLimits.contentMax, "many"),
});
export type ProposalCreateInput = z.input<typeof proposalCreateInput>;

/** PUT /api/proposal/{proposalIdx}/answer.do: the status and the answer (empty: no answer yet). */
export const proposalAnswerInput = z.object({
  status: z.enum(proposalStatuses, { error: "validation.selectRequired" }),
  answer: z
    .string({ error: "validation.invalid" })
    .trim()
    .max(proposalLimits.answerMax, "validation.tooLong")
    .superRefine(anyLines)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ProposalAnswerInput = z.input<typeof proposalAnswerInput>;

/** GET /api/proposal/list.do: `q` searches subject and content (partial words, Korean and English). */
export const proposalListQuery = z.object({
  status: z.enum(proposalStatuses, { error: "validation.invalid" }).optional(),
  category: z.enum(proposalCategories, { error: "validation.invalid" }).optional(),
  q: z
    .string({ error: "validation.invalid" })
    .trim()
    .max(proposalLimits.searchMax, "validation.tooLong")
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: pageParam,
  size: pageSizeParam(proposalLimits.pageSizeMax, proposalLimits.pageSize),
});
export type ProposalListQuery = z.input<typeof proposalListQuery>;

export const proposalParams = z.object({ proposalIdx: idxParam });

export const proposal = z.object({
  proposalIdx: z.number().int(),
  subject: z.string(),
  category: z.enum(proposalCategories),
  content: z.string(),
  creator: memberRef,
  writeDate: z.string(),
  status: z.enum(proposalStatuses),
  answer: z.string().nullable(),
  /** The administrator who last set the status or answer, and when (null: not yet). */
  answeredBy: memberRef.nullable(),
  answerDate: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposal>;

export const proposalPage = z.object({
  items: z.array(proposal),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Open proposals (RECEIVED, REVIEWING) the caller sees: all of them for administrators. */
  openCount: z.number().int(),
  /** Whether the caller sees everyone's proposals and answers them (administrators). */
  seesAll: z.boolean(),
});
export type ProposalPage = z.infer<typeof proposalPage>;
