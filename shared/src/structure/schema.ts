import { z } from "zod";
import { amountUnits } from "../inventory/schema";
import { bookKinds, labBookStatuses } from "../labbook/schema";
import { chosenIdx } from "../validation/rules";

/**
 * Structure search (issue 39): a drawn or typed structure found in the group's cabinet and in the
 * reaction tables of every book the member may read.
 */
export const structureSearchModes = ["substructure", "exact", "similarity"] as const;
export type StructureSearchMode = (typeof structureSearchModes)[number];

export const structureSearchScopes = ["inventory", "books"] as const;
export type StructureSearchScope = (typeof structureSearchScopes)[number];

export const structureSearchLimits = {
  smilesMax: 2000,
  molfileMax: 100_000,
  /** Hits per page of each source. */
  pageSize: 50,
  /** Tanimoto similarity: the member's threshold between these, 0.8 unless they set one. */
  thresholdMin: 0.3,
  thresholdDefault: 0.8,
} as const;

export const structureSearchInput = z
  .object({
    smiles: z.string().trim().max(structureSearchLimits.smilesMax, "validation.tooLong").optional(),
    molfile: z.string().max(structureSearchLimits.molfileMax, "validation.tooLong").optional(),
    mode: z.enum(structureSearchModes, { error: "validation.selectRequired" }).default("substructure"),
    threshold: z
      .number({ error: "validation.invalid" })
      .min(structureSearchLimits.thresholdMin, "validation.invalid")
      .max(1, "validation.invalid")
      .default(structureSearchLimits.thresholdDefault),
    groupIdx: chosenIdx("validation.groupRequired"),
    scope: z
      .array(z.enum(structureSearchScopes, { error: "validation.invalid" }))
      .min(1, "validation.selectRequired")
      .max(structureSearchScopes.length, "validation.invalid")
      .default([...structureSearchScopes]),
    /** The page after an earlier answer's `nextCursor`. */
    cursor: z.string().max(200, "validation.invalid").optional(),
  })
  .refine((input) => Boolean(input.smiles) || Boolean(input.molfile?.trim()), {
    error: "validation.required",
    path: ["smiles"],
  });
export type StructureSearchInput = z.input<typeof structureSearchInput>;

const hitBase = {
  /** The compound as stored (openchemlib's ID code: the client draws it and marks the match). */
  idcode: z.string(),
  smiles: z.string(),
  /** Tanimoto similarity to the query (similarity mode), else null. */
  similarity: z.number().nullable(),
};

export const inventoryStructureHit = z.object({
  ...hitBase,
  rowKey: z.string(),
  pinNo: z.string(),
  name: z.string(),
  casNo: z.string().nullable(),
  location: z.string().nullable(),
  amount: z.number(),
  unit: z.enum(amountUnits),
});
export type InventoryStructureHit = z.infer<typeof inventoryStructureHit>;

export const bookStructureRoles = ["reactant", "product"] as const;
export type BookStructureRole = (typeof bookStructureRoles)[number];

export const bookStructureHit = z.object({
  ...hitBase,
  lbIdx: z.number(),
  kind: z.enum(bookKinds),
  title: z.string(),
  status: z.enum(labBookStatuses),
  role: z.enum(bookStructureRoles),
  /** The row's name in the reaction table, and its place there (0-based). */
  rowName: z.string(),
  position: z.number(),
});
export type BookStructureHit = z.infer<typeof bookStructureHit>;

export const structureSearchResult = z.object({
  inventory: z.array(inventoryStructureHit),
  books: z.array(bookStructureHit),
  /** Structures the fingerprint let through to the real match, per source (figures for the curious). */
  candidates: z.object({ inventory: z.number(), books: z.number() }),
  nextCursor: z.string().nullable(),
});
export type StructureSearchResult = z.infer<typeof structureSearchResult>;

/** "Where was this used": the books whose reaction tables link the bottle or hold its compound. */
export const structureUsesResult = z.object({ books: z.array(bookStructureHit) });
export type StructureUsesResult = z.infer<typeof structureUsesResult>;
