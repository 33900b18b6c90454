import { and, eq } from "drizzle-orm";
import { formatNumber, type MaterialUseResult, type materialUseInput } from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { materialHistory, materials } from "../db/schema";
import { readableBook } from "../labbook/access";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { loadMaterial, toMaterial } from "./service";

/**
 * Takes a number of a supply for a lab book's supplies row: deducted, and written to the supply's
 * history with the book. The supply's row stays locked from the check to the write, so two members
 * taking the last box at once cannot both take it. As for a reagent (inventory/use.ts), the member
 * keeps the supply's group's supplies, reads the book, which must be of that group, and writes in
 * its project (WRITER or OWNER).
 */
export async function useMaterial(
  ctx: AppContext,
  actor: Actor,
  materialIdx: number,
  input: z.output<typeof materialUseInput>,
): Promise<MaterialUseResult> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await loadMaterial(tx, actor, materialIdx, true);
    const { book, facts } = await readableBook(tx, actor, input.lbIdx);
    if (book.groupIdx !== found.groupIdx) throw new AppError("LAB_BOOK_OTHER_GROUP");
    authorize(actor, "labbook.write", facts);
    if (input.reactionRowId !== undefined) {
      const [already] = await tx
        .select({ at: materialHistory.at })
        .from(materialHistory)
        .where(and(eq(materialHistory.lbIdx, input.lbIdx), eq(materialHistory.reactionRowId, input.reactionRowId)))
        .limit(1);
      // Two confirmations of one row for two different supplies pass this check at once; the
      // unique index then refuses the second with the same answer (lib/errors.ts).
      if (already) throw new AppError("ROW_ALREADY_USED");
    }
    const left = found.quantity - input.quantity;
    if (left < 0) {
      throw new AppError("NOT_ENOUGH_STOCK", undefined, {
        params: { left: formatNumber(found.quantity), asked: formatNumber(input.quantity) },
      });
    }
    const [updated] = await tx
      .update(materials)
      .set({ quantity: left, modifiedAt: new Date() })
      .where(eq(materials.materialIdx, materialIdx))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    await tx.insert(materialHistory).values({
      materialIdx,
      kind: "used",
      quantityBefore: found.quantity,
      quantityAfter: left,
      usedQuantity: input.quantity,
      lbIdx: input.lbIdx,
      reactionRowId: input.reactionRowId ?? null,
      memberIdx: actor.memberIdx,
    });
    return updated;
  });
  await ctx.live.publish(row.groupIdx, "material", String(materialIdx));
  return { material: toMaterial(row) };
}
