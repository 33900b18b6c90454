import { z } from "zod";
import { idxRule } from "../validation/rules";
import { amountUnits, inventoryItem } from "./schema";

/**
 * POST /api/inventory/{rowKey}/use.do: takes an amount out of a bottle for a lab book. The amount
 * may be in any unit that converts to the item's own (convertAmount with the item's MW, density
 * and purity); the server answers 400 UNIT_NOT_CONVERTIBLE when it does not, 409
 * NOT_ENOUGH_STOCK when more is asked than is left, and changes nothing either way.
 */
export const inventoryUseInput = z.object({
  amount: z.number({ error: "validation.useAmount" }).positive("validation.useAmount").max(1e9, "validation.useAmount"),
  unit: z.enum(amountUnits, { error: "validation.unit" }),
  /** The lab book the reagent is used in: readable by the member, in the item's group. */
  lbIdx: idxRule,
  /**
   * The reaction table row the reagent is taken for (its stable id in the book's document): a row
   * is deducted once, whoever confirms it and however many times (409 ROW_ALREADY_USED).
   */
  reactionRowId: z
    .string({ error: "validation.invalid" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.invalid")
    .optional(),
  /** The member confirmed using a reagent the lab restricts (409 RESTRICTED_USE without it). */
  confirmRestricted: z.boolean({ error: "validation.invalid" }).optional(),
});
export type InventoryUseInput = z.input<typeof inventoryUseInput>;

/** The item after the deduction (amount in its own unit). */
export const inventoryUseResult = z.object({ item: inventoryItem });
export type InventoryUseResult = z.infer<typeof inventoryUseResult>;
