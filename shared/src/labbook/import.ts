import { z } from "zod";
import { chosenIdx } from "../validation/rules";

/** What an import replaces (sections, reaction tables) or adds (drawing memos). */
export const bookImportParts = ["sections", "tables", "memos"] as const;
export type BookImportPart = (typeof bookImportParts)[number];

const part = z.boolean({ error: "validation.invalid" }).optional().default(false);

/**
 * POST /api/labbook/{lbIdx}/import.do — replaces the target's sections and/or reaction tables
 * with a copy of the source's, and optionally adds copies of the source's drawing memos. The
 * title is kept. At least one part must be chosen.
 */
export const bookImportInput = z.object({
  fromLbIdx: chosenIdx("validation.selectRequired"),
  parts: z
    .object({ sections: part, tables: part, memos: part }, { error: "validation.selectRequired" })
    .refine((parts) => parts.sections || parts.tables || parts.memos, {
      error: "bookFeed.import.errors.noParts",
    }),
});
export type BookImportInput = z.input<typeof bookImportInput>;

export const bookImportResult = z.object({
  lbIdx: z.number().int(),
  fromLbIdx: z.number().int(),
  parts: z.array(z.enum(bookImportParts)),
  /** Drawing memos added to the target. */
  memosAdded: z.number().int(),
});
export type BookImportResult = z.infer<typeof bookImportResult>;

/** The parts chosen, in the fixed order the history names them. */
export function chosenParts(parts: { sections?: boolean; tables?: boolean; memos?: boolean }): BookImportPart[] {
  return bookImportParts.filter((name) => parts[name] === true);
}
