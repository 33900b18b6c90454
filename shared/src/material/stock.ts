import { z } from "zod";
import { inventoryUseInput } from "../inventory/use";
import { memberRef } from "../members/ref";
import { idxRule } from "../validation/rules";
import { material } from "./schema";

/**
 * POST /api/material/{materialIdx}/use.do: takes a number of a supply for a lab book's supplies
 * row. The server answers 409 NOT_ENOUGH_STOCK when more is asked than there are, 409
 * ROW_ALREADY_USED when the row was taken once already, and changes nothing either way.
 */
export const materialUseInput = z.object({
  /** How many are taken: a whole number, 1 or more. */
  quantity: z
    .number({ error: "validation.useQuantity" })
    .int("validation.useQuantity")
    .min(1, "validation.useQuantity")
    .max(1e9, "validation.useQuantity"),
  /** The lab book they are used in: readable by the member, in the supply's group. */
  lbIdx: idxRule,
  /** The supplies row they are taken for (its stable id in the book's document): taken once. */
  reactionRowId: inventoryUseInput.shape.reactionRowId,
});
export type MaterialUseInput = z.input<typeof materialUseInput>;

/** The supply after the deduction. */
export const materialUseResult = z.object({ material });
export type MaterialUseResult = z.infer<typeof materialUseResult>;

/** What happened to a supply's quantity: added on the form, changed on it, or used for a lab book. */
export const materialHistoryKinds = ["created", "quantity", "used"] as const;
export type MaterialHistoryKind = (typeof materialHistoryKinds)[number];

/** One event of a supply's history, as data: the client words it in the reader's language. */
export const materialHistoryEntry = z.object({
  kind: z.enum(materialHistoryKinds),
  /** The quantity before (null when created) and after. */
  quantity: z.object({ before: z.number().int().nullable(), after: z.number().int() }).nullable(),
  /** used: how many were taken. */
  used: z.number().int().nullable(),
  /**
   * used: the lab book they were taken for, when the reader may read it (its number and title,
   * for a link); null otherwise.
   */
  labBook: z.object({ lbIdx: z.number().int(), seqNo: z.string(), title: z.string() }).nullable(),
  by: memberRef,
  at: z.string(),
});
export type MaterialHistoryEntry = z.infer<typeof materialHistoryEntry>;
/** GET /api/material/{materialIdx}/history.do: newest first. */
export const materialHistory = z.object({ entries: z.array(materialHistoryEntry) });
export type MaterialHistory = z.infer<typeof materialHistory>;

/** Supplies one label page may ask for. */
export const materialLabelsMax = 200;

/** GET /api/material/labels.do?materialIdxs=3,5: what the supply label pages print, in the order asked. */
export const materialLabelsQuery = z.object({
  materialIdxs: z
    .string({ error: "validation.printSelection" })
    .max(10_000, "validation.tooLong")
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,10}$/, "validation.invalid")
            .transform(Number)
            .pipe(idxRule),
        )
        .min(1, "validation.printSelection")
        .max(materialLabelsMax, "validation.invalid"),
    ),
});
export const materialLabel = z.object({
  materialIdx: z.number().int(),
  name: z.string(),
  spec: z.string().nullable(),
  serialNo: z.string().nullable(),
  consumable: z.boolean(),
  /** Path of the supply's page in the client (/material/{materialIdx}). */
  path: z.string(),
  /** Absolute URL the QR code encodes. */
  url: z.string(),
});
export type MaterialLabel = z.infer<typeof materialLabel>;
/** Supplies the caller may not see are left out. */
export const materialLabels = z.object({ labels: z.array(materialLabel) });
