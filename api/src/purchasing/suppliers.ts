import { and, asc, eq, isNull } from "drizzle-orm";
import type { Supplier, SupplierList, supplierCreateInput, supplierUpdateInput } from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { suppliers } from "../db/schema";
import { AppError } from "../lib/errors";
import { groupAccess, managesPurchasing } from "./access";

type SupplierRow = typeof suppliers.$inferSelect;
type CreateInput = z.output<typeof supplierCreateInput>;
type UpdateInput = z.output<typeof supplierUpdateInput>;

export function supplierView(row: SupplierRow): Supplier {
  return {
    supplierIdx: row.supplierIdx,
    groupIdx: row.groupIdx,
    companyName: row.companyName,
    businessNo: row.businessNo,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    memo: row.memo,
  };
}

/** A supplier still in the directory; 404 when there is none (removed ones included). */
export async function loadSupplier(db: Db, supplierIdx: number): Promise<SupplierRow> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.supplierIdx, supplierIdx), isNull(suppliers.deletedAt)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function listSuppliers(ctx: AppContext, actor: Actor, groupIdx: number): Promise<SupplierList> {
  const standing = await groupAccess(ctx.db, actor, groupIdx, "group.view");
  const rows = await ctx.db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.groupIdx, groupIdx), isNull(suppliers.deletedAt)))
    .orderBy(asc(suppliers.companyName), asc(suppliers.supplierIdx));
  return { suppliers: rows.map(supplierView), canEdit: managesPurchasing(actor, standing) };
}

export async function createSupplier(ctx: AppContext, actor: Actor, input: CreateInput): Promise<Supplier> {
  await groupAccess(ctx.db, actor, input.groupIdx, "group.manage");
  const [row] = await ctx.db
    .insert(suppliers)
    .values({ ...input, createdBy: actor.memberIdx })
    .returning();
  if (!row) throw new Error("the supplier was not inserted");
  return supplierView(row);
}

export async function updateSupplier(
  ctx: AppContext,
  actor: Actor,
  supplierIdx: number,
  input: UpdateInput,
): Promise<Supplier> {
  const current = await loadSupplier(ctx.db, supplierIdx);
  await groupAccess(ctx.db, actor, current.groupIdx, "group.manage");
  const [row] = await ctx.db
    .update(suppliers)
    .set({ ...input, modifiedAt: new Date() })
    .where(eq(suppliers.supplierIdx, supplierIdx))
    .returning();
  if (!row) throw new AppError("NOT_FOUND");
  return supplierView(row);
}

export async function deleteSupplier(
  ctx: AppContext,
  actor: Actor,
  supplierIdx: number,
): Promise<{ supplierIdx: number }> {
  const current = await loadSupplier(ctx.db, supplierIdx);
  await groupAccess(ctx.db, actor, current.groupIdx, "group.manage");
  await ctx.db.update(suppliers).set({ deletedAt: new Date() }).where(eq(suppliers.supplierIdx, supplierIdx));
  return { supplierIdx };
}
