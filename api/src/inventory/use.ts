import { and, eq } from "drizzle-orm";
import { convertAmount, formatAmount, type InventoryUseResult, type inventoryUseInput } from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { inventoryHistory, inventoryItems } from "../db/schema";
import { readableBook } from "../labbook/access";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { announceNotifications } from "../notifications/record";
import { labToday, syncAlerts } from "./alerts";
import { historyEntry } from "./history";
import { loadItem } from "./items";
import { publishItemChange } from "./live";
import { getItem } from "./service";

/** Rounding left by unit conversion (5 g − 250 mg = 4.7500000001 g) is not an amount anyone weighed. */
const tidy = (value: number) => Number(value.toPrecision(12));

/**
 * Takes an amount of a reagent out of its bottle for a lab book: converted to the item's unit
 * with its MW, density and purity, deducted, and written to the item's history with the book.
 * The item's row stays locked from the check to the write, so two members using the last of a
 * bottle at once cannot both take it. The member must keep the item's group's cabinet, read the
 * book, which must be of the item's group, and write in its project (WRITER or OWNER).
 */
export async function useStock(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
  input: z.output<typeof inventoryUseInput>,
): Promise<InventoryUseResult> {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await loadItem(tx, actor, rowKey, "inventory.write", true);
    const { book, facts } = await readableBook(tx, actor, input.lbIdx);
    if (book.groupIdx !== found.groupIdx) throw new AppError("LAB_BOOK_OTHER_GROUP");
    authorize(actor, "labbook.write", facts);
    if (found.restricted && input.confirmRestricted !== true) throw new AppError("RESTRICTED_USE");
    const taken = convertAmount(input.amount, input.unit, found.unit, {
      mw: found.molWeight,
      density: found.density,
      purity: found.purerate,
    });
    if (taken === null) {
      throw new AppError("UNIT_NOT_CONVERTIBLE", undefined, { params: { from: input.unit, to: found.unit } });
    }
    if (input.reactionRowId !== undefined) {
      const [already] = await tx
        .select({ at: inventoryHistory.at })
        .from(inventoryHistory)
        .where(and(eq(inventoryHistory.lbIdx, input.lbIdx), eq(inventoryHistory.reactionRowId, input.reactionRowId)))
        .limit(1);
      // Two confirmations of one row for two different bottles pass this check at once; the
      // unique index then refuses the second with the same answer.
      if (already) throw new AppError("ROW_ALREADY_USED");
    }
    const left = tidy(found.amount - taken);
    if (left < 0) {
      throw new AppError("NOT_ENOUGH_STOCK", undefined, {
        params: { left: formatAmount(found.amount, found.unit), asked: formatAmount(input.amount, input.unit) },
      });
    }
    await tx
      .update(inventoryItems)
      .set({ amount: left, modifiedAt: new Date() })
      .where(eq(inventoryItems.rowKey, rowKey));
    await tx.insert(inventoryHistory).values(
      historyEntry.used(rowKey, actor.memberIdx, {
        lbIdx: input.lbIdx,
        reactionRowId: input.reactionRowId ?? null,
        used: { amount: input.amount, unit: input.unit },
        before: { amount: found.amount, unit: found.unit },
        after: { amount: left, unit: found.unit },
      }),
    );
    // Taken below its level (or its catalog number's): the managers hear of it now, and the
    // recorded state keeps the daily check from telling them again.
    return { found, notified: await syncAlerts(ctx, tx, [rowKey], labToday(ctx), actor.memberIdx) };
  });
  await announceNotifications(ctx, item.notified);
  await publishItemChange(ctx, item.found.groupIdx, item.found);
  return { item: await getItem(ctx, actor, rowKey) };
}
