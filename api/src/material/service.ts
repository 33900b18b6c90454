import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Material, MaterialPage } from "@enote/shared";
import type { z } from "zod";
import type { materialInput, materialListQuery } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, materialHistory, materials, materialSearchText } from "../db/schema";
import { AppError } from "../lib/errors";
import { authorize } from "../lib/authorize";
import { standingOf } from "../groups/queries";
import { requireGroup } from "../inventory/access";
import { searchPattern } from "../inventory/list";

type MaterialValues = z.output<typeof materialInput>;
type MaterialRow = typeof materials.$inferSelect;

export function toMaterial(row: MaterialRow): Material {
  return {
    materialIdx: row.materialIdx,
    groupIdx: row.groupIdx,
    name: row.name,
    spec: row.spec,
    quantity: row.quantity,
    consumable: row.consumable,
    manufacturer: row.manufacturer,
    memo: row.memo,
    addedDate: row.addedAt.toISOString(),
    serialNo: row.serialNo,
  };
}

function columns(values: MaterialValues) {
  return {
    groupIdx: values.groupIdx,
    name: values.name,
    spec: values.spec,
    quantity: values.quantity,
    consumable: values.consumable,
    manufacturer: values.manufacturer,
    memo: values.memo,
    serialNo: values.serialNo,
  };
}

/**
 * The supply with the actor's access checked: 404 for a group the actor is not in. `action` is
 * what they do with it (keeping the group's supplies, or reading them); `lock` holds its row for
 * the rest of the transaction.
 */
export async function loadMaterial(
  db: Db,
  actor: Actor,
  materialIdx: number,
  lock = false,
  action: "inventory.write" | "inventory.read" = "inventory.write",
): Promise<MaterialRow> {
  let query = db
    .select({ material: materials, isManager: groupMembers.isManager })
    .from(materials)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, materials.groupIdx), eq(groupMembers.memberIdx, actor.memberIdx)),
    )
    .where(eq(materials.materialIdx, materialIdx))
    .$dynamic();
  if (lock) query = query.for("update", { of: materials });
  const [found] = await query;
  if (!found) throw new AppError("NOT_FOUND");
  authorize(actor, action, { group: standingOf(found.isManager) });
  return found.material;
}

/** GET /api/material/{materialIdx}.do: one supply, for its page (the QR label opens it). */
export async function getMaterial(ctx: AppContext, actor: Actor, materialIdx: number): Promise<Material> {
  return toMaterial(await loadMaterial(ctx.db, actor, materialIdx, false, "inventory.read"));
}

export async function createMaterial(ctx: AppContext, actor: Actor, input: MaterialValues): Promise<Material> {
  await requireGroup(ctx.db, actor, input.groupIdx, "inventory.write");
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(materials)
      .values({ ...columns(input), creatorIdx: actor.memberIdx })
      .returning();
    if (!inserted) throw new Error("material insert returned nothing");
    await tx.insert(materialHistory).values({
      materialIdx: inserted.materialIdx,
      kind: "created",
      quantityAfter: inserted.quantity,
      memberIdx: actor.memberIdx,
    });
    return inserted;
  });
  await ctx.live.publish(row.groupIdx, "material", String(row.materialIdx));
  return toMaterial(row);
}

const sortColumns = {
  name: materials.name,
  addedDate: materials.addedAt,
  quantity: materials.quantity,
  manufacturer: materials.manufacturer,
};

export async function listMaterials(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof materialListQuery>,
): Promise<MaterialPage> {
  await requireGroup(ctx.db, actor, query.groupIdx, "inventory.read");
  const conditions: SQL[] = [eq(materials.groupIdx, query.groupIdx)];
  if (query.q && query.q.trim() !== "") {
    conditions.push(sql`${materialSearchText(materials)} LIKE ${searchPattern(query.q)}`);
  }
  if (query.consumable !== undefined) conditions.push(eq(materials.consumable, query.consumable));
  const direction = query.order === "asc" ? asc : desc;
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(materials)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(materials.materialIdx))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(materials)
      .where(where),
  ]);
  return { items: rows.map(toMaterial), total: count?.n ?? 0, page: query.page, size: query.size };
}

/** Replaces the supply's fields; a different groupIdx moves it (the actor must be in both groups). */
export async function updateMaterial(
  ctx: AppContext,
  actor: Actor,
  materialIdx: number,
  input: MaterialValues,
): Promise<Material> {
  const { row, groups } = await ctx.db.transaction(async (tx) => {
    const before = await loadMaterial(tx, actor, materialIdx, true);
    if (input.groupIdx !== before.groupIdx) await requireGroup(tx, actor, input.groupIdx, "inventory.write");
    const [updated] = await tx
      .update(materials)
      .set({ ...columns(input), modifiedAt: new Date() })
      .where(eq(materials.materialIdx, materialIdx))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    if (updated.quantity !== before.quantity) {
      await tx.insert(materialHistory).values({
        materialIdx,
        kind: "quantity",
        quantityBefore: before.quantity,
        quantityAfter: updated.quantity,
        memberIdx: actor.memberIdx,
      });
    }
    return { row: updated, groups: [...new Set([before.groupIdx, input.groupIdx])] };
  });
  for (const groupIdx of groups) await ctx.live.publish(groupIdx, "material", String(materialIdx));
  return toMaterial(row);
}

/** Deletes the supply with its history (the client asks for confirmation first). */
export async function deleteMaterial(
  ctx: AppContext,
  actor: Actor,
  materialIdx: number,
): Promise<{ materialIdx: number }> {
  const groupIdx = await ctx.db.transaction(async (tx) => {
    const row = await loadMaterial(tx, actor, materialIdx, true);
    await tx.delete(materialHistory).where(eq(materialHistory.materialIdx, materialIdx));
    await tx.delete(materials).where(eq(materials.materialIdx, materialIdx));
    return row.groupIdx;
  });
  await ctx.live.publish(groupIdx, "material", String(materialIdx));
  return { materialIdx };
}
