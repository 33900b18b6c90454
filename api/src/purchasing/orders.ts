import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  inventoryItemInput,
  orderTransitions,
  type Order,
  type OrderList,
  type OrderReceived,
  type OrderStatus,
  type orderCreateInput,
  type orderReceiveInput,
  type orderStatusInput,
} from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import { notifyOrderRequested, notifyOrderStatus } from "../notifications/purchasing-events";
import { announceNotifications } from "../notifications/record";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import {
  inventoryItems,
  members,
  orderItems,
  orderReceipts,
  orders,
  quotationItems,
  quotationSuppliers,
  quotations,
  suppliers,
} from "../db/schema";
import { withChemistry } from "../inventory/chemistry";
import { insertItem } from "../inventory/service";
import { AppError } from "../lib/errors";
import { memberName } from "../members/name";
import { groupAccess, managesPurchasing } from "./access";

type CreateInput = z.output<typeof orderCreateInput>;
type StatusInput = z.output<typeof orderStatusInput>;
type ReceiveInput = z.output<typeof orderReceiveInput>;
type OrderRow = typeof orders.$inferSelect;
type Standing = Awaited<ReturnType<typeof groupAccess>>;

const isRequester = (actor: Actor, row: OrderRow) => row.requestedBy === actor.memberIdx;

/** Who may move an order to a status: managers approve and reject; requester or manager order and cancel. */
function mayMoveTo(actor: Actor, row: OrderRow, standing: Standing, to: OrderStatus): boolean {
  const manager = managesPurchasing(actor, standing);
  if (to === "APPROVED" || to === "REJECTED") return manager;
  return manager || isRequester(actor, row);
}

async function loadOrder(db: Db, actor: Actor, orderIdx: number, lock = false) {
  const query = db.select().from(orders).where(eq(orders.orderIdx, orderIdx));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new AppError("NOT_FOUND");
  const standing = await groupAccess(db, actor, row.groupIdx, "group.view");
  return { row, standing };
}

async function orderViews(db: Db, actor: Actor, rows: OrderRow[], standing: Standing): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.orderIdx);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderIdx, ids))
    .orderBy(asc(orderItems.orderItemIdx));
  const receipts = items.length
    ? await db
        .select({ orderItemIdx: orderReceipts.orderItemIdx, rowKey: orderReceipts.rowKey })
        .from(orderReceipts)
        .where(
          inArray(
            orderReceipts.orderItemIdx,
            items.map((i) => i.orderItemIdx),
          ),
        )
        .orderBy(asc(orderReceipts.receivedAt))
    : [];
  const names = await db
    .select({ supplierIdx: suppliers.supplierIdx, companyName: suppliers.companyName })
    .from(suppliers)
    .where(inArray(suppliers.supplierIdx, [...new Set(rows.map((r) => r.supplierIdx))]));
  const requesters = await db
    .select({ memberIdx: members.memberIdx, name: memberName() })
    .from(members)
    .where(inArray(members.memberIdx, [...new Set(rows.map((r) => r.requestedBy))]));
  const manager = managesPurchasing(actor, standing);
  return rows.map((row) => {
    const mine = items.filter((i) => i.orderIdx === row.orderIdx);
    const requester = isRequester(actor, row);
    const open = orderTransitions[row.status];
    return {
      orderIdx: row.orderIdx,
      groupIdx: row.groupIdx,
      supplierIdx: row.supplierIdx,
      supplierName: names.find((n) => n.supplierIdx === row.supplierIdx)?.companyName ?? "",
      quotationIdx: row.quotationIdx,
      items: mine.map((i) => ({
        orderItemIdx: i.orderItemIdx,
        quotationItemIdx: i.quotationItemIdx,
        name: i.name,
        nameEn: i.nameEn,
        casNo: i.casNo,
        grade: i.grade,
        packSize: i.packSize,
        packUnit: i.packUnit,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        receivedQuantity: i.receivedQuantity,
        rowKeys: receipts.filter((r) => r.orderItemIdx === i.orderItemIdx).map((r) => r.rowKey),
      })),
      currency: row.currency,
      total: mine.reduce((sum, i) => sum + (i.unitPrice ?? 0) * i.quantity, 0),
      budgetCode: row.budgetCode,
      note: row.note,
      status: row.status,
      reason: row.reason,
      requester: {
        memberIdx: row.requestedBy,
        name: requesters.find((r) => r.memberIdx === row.requestedBy)?.name ?? "",
      },
      createdAt: row.createdAt.toISOString(),
      can: {
        approve: manager && open.includes("APPROVED"),
        order: (manager || requester) && open.includes("ORDERED"),
        receive: row.status === "ORDERED",
        cancel: (manager || requester) && open.includes("CANCELLED"),
      },
    };
  });
}

async function orderView(db: Db, actor: Actor, row: OrderRow, standing: Standing): Promise<Order> {
  const [view] = await orderViews(db, actor, [row], standing);
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}

/** A new order, REQUESTED; from a quotation its request becomes ORDERED. */
export async function createOrder(ctx: AppContext, actor: Actor, input: CreateInput): Promise<Order> {
  const standing = await groupAccess(ctx.db, actor, input.groupIdx, "group.view");
  const { row, notified } = await ctx.db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ supplierIdx: suppliers.supplierIdx })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.supplierIdx, input.supplierIdx),
          eq(suppliers.groupIdx, input.groupIdx),
          isNull(suppliers.deletedAt),
        ),
      );
    if (!supplier) {
      throw new AppError("VALIDATION_FAILED", "no such supplier in the group", {
        issues: [{ path: ["supplierIdx"], message: "validation.selectRequired" }],
      });
    }
    if (input.quotationIdx !== null) {
      const [asked] = await tx
        .select({ quotationIdx: quotations.quotationIdx })
        .from(quotations)
        .innerJoin(quotationSuppliers, eq(quotationSuppliers.quotationIdx, quotations.quotationIdx))
        .where(
          and(
            eq(quotations.quotationIdx, input.quotationIdx),
            eq(quotations.groupIdx, input.groupIdx),
            eq(quotationSuppliers.supplierIdx, input.supplierIdx),
          ),
        );
      if (!asked) {
        throw new AppError("VALIDATION_FAILED", "the quotation did not ask this supplier", {
          issues: [{ path: ["quotationIdx"], message: "validation.invalid" }],
        });
      }
      const known = await tx
        .select({ idx: quotationItems.quotationItemIdx })
        .from(quotationItems)
        .where(eq(quotationItems.quotationIdx, input.quotationIdx));
      const ids = new Set(known.map((k) => k.idx));
      input.items.forEach((item, index) => {
        if (item.quotationItemIdx !== null && !ids.has(item.quotationItemIdx)) {
          throw new AppError("VALIDATION_FAILED", "not an item of the quotation", {
            issues: [{ path: ["items", index, "quotationItemIdx"], message: "validation.invalid" }],
          });
        }
      });
      await tx.update(quotations).set({ orderedAt: new Date() }).where(eq(quotations.quotationIdx, input.quotationIdx));
    }
    const [created] = await tx
      .insert(orders)
      .values({
        groupIdx: input.groupIdx,
        supplierIdx: input.supplierIdx,
        quotationIdx: input.quotationIdx,
        requestedBy: actor.memberIdx,
        currency: input.currency,
        budgetCode: input.budgetCode,
        note: input.note,
      })
      .returning();
    if (!created) throw new Error("the order was not inserted");
    await tx.insert(orderItems).values(
      input.items.map((item) => ({
        ...item,
        quotationItemIdx: input.quotationIdx === null ? null : item.quotationItemIdx,
        orderIdx: created.orderIdx,
      })),
    );
    return { row: created, notified: await notifyOrderRequested(ctx, tx, created, actor.memberIdx) };
  });
  await ctx.live.publish(row.groupIdx, "purchasing", null);
  await announceNotifications(ctx, notified);
  return orderView(ctx.db, actor, row, standing);
}

export async function listOrders(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  status: OrderStatus | undefined,
): Promise<OrderList> {
  const standing = await groupAccess(ctx.db, actor, groupIdx, "group.view");
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.groupIdx, groupIdx), status ? eq(orders.status, status) : undefined))
    .orderBy(desc(orders.orderIdx))
    .limit(1000);
  return { orders: await orderViews(ctx.db, actor, rows, standing) };
}

export async function getOrder(ctx: AppContext, actor: Actor, orderIdx: number): Promise<Order> {
  const { row, standing } = await loadOrder(ctx.db, actor, orderIdx);
  return orderView(ctx.db, actor, row, standing);
}

/** Moves an order along its flow: 403 for a caller who may not, 409 for a move the status does not allow. */
export async function changeOrderStatus(
  ctx: AppContext,
  actor: Actor,
  orderIdx: number,
  input: StatusInput,
): Promise<Order> {
  const { row, standing, notified } = await ctx.db.transaction(async (tx) => {
    const found = await loadOrder(tx, actor, orderIdx, true);
    if (!mayMoveTo(actor, found.row, found.standing, input.status)) throw new AppError("NO_MODIFY_AUTHORITY");
    if (!orderTransitions[found.row.status].includes(input.status)) throw new AppError("ORDER_INVALID_TRANSITION");
    const [moved] = await tx
      .update(orders)
      .set({
        status: input.status,
        reason: input.status === "REJECTED" || input.status === "CANCELLED" ? (input.reason ?? null) : found.row.reason,
        decidedBy: input.status === "APPROVED" || input.status === "REJECTED" ? actor.memberIdx : found.row.decidedBy,
        modifiedAt: new Date(),
      })
      .where(eq(orders.orderIdx, orderIdx))
      .returning();
    const told = moved ? await notifyOrderStatus(ctx, tx, moved, actor.memberIdx) : [];
    return { row: moved ?? found.row, standing: found.standing, notified: told };
  });
  await ctx.live.publish(row.groupIdx, "purchasing", String(orderIdx));
  await announceNotifications(ctx, notified);
  return orderView(ctx.db, actor, row, standing);
}

/**
 * What the installation already knows of a CAS number's compound, from the lab's own bottles of
 * it: structure (SMILES), formula, molecular weight, density. A received bottle starts with them
 * instead of blank (the quotation item carries only the CAS number); nothing when none is known.
 */
async function knownChemistry(db: Db, groupIdx: number, casNo: string | null) {
  if (!casNo) return {};
  const [known] = await db
    .select({
      compound: inventoryItems.compound,
      smiles: inventoryItems.smiles,
      formula: inventoryItems.formula,
      molWeight: inventoryItems.molWeight,
      density: inventoryItems.density,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.groupIdx, groupIdx),
        eq(inventoryItems.casNo, casNo),
        sql`(${inventoryItems.formula} IS NOT NULL OR ${inventoryItems.molWeight} IS NOT NULL OR ${inventoryItems.smiles} IS NOT NULL)`,
      ),
    )
    .orderBy(desc(inventoryItems.modifiedAt))
    .limit(1);
  if (!known) return {};
  return {
    compound: known.compound,
    smiles: known.smiles,
    formula: known.formula,
    molWeight: known.molWeight,
    density: known.density,
  };
}

/**
 * Takes in a delivery: one inventory item per received pack (amount = pack size), linked to the
 * order, all in one transaction with the order's received counts. Every item fully received →
 * RECEIVED. Only an ORDERED order receives (409 otherwise); more than is still due → 400.
 */
export async function receiveOrder(
  ctx: AppContext,
  actor: Actor,
  orderIdx: number,
  input: ReceiveInput,
): Promise<OrderReceived> {
  const result = await ctx.db.transaction(async (tx) => {
    const { row, standing } = await loadOrder(tx, actor, orderIdx, true);
    if (row.status !== "ORDERED") throw new AppError("ORDER_INVALID_TRANSITION");
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderIdx, orderIdx));
    const [supplier] = await tx
      .select({ companyName: suppliers.companyName })
      .from(suppliers)
      .where(eq(suppliers.supplierIdx, row.supplierIdx));
    const created: { rowKey: string; name: string; location: string | null }[] = [];
    const seen = new Set<number>();
    for (const [index, line] of input.items.entries()) {
      const item = items.find((i) => i.orderItemIdx === line.orderItemIdx);
      if (!item || seen.has(line.orderItemIdx)) {
        throw new AppError("VALIDATION_FAILED", "not an item of this order", {
          issues: [{ path: ["items", index, "orderItemIdx"], message: "validation.invalid" }],
        });
      }
      seen.add(line.orderItemIdx);
      if (item.receivedQuantity + line.quantity > item.quantity) {
        throw new AppError("VALIDATION_FAILED", "more than is still due", {
          issues: [{ path: ["items", index, "quantity"], message: "validation.receiveTooMany" }],
        });
      }
      const purity = /^(\d+(?:\.\d+)?)\s*%?$/.exec(item.grade ?? "");
      const values = inventoryItemInput.parse({
        groupIdx: row.groupIdx,
        name: item.name,
        nameEn: item.nameEn,
        casNo: item.casNo,
        amount: item.packSize,
        unit: item.packUnit,
        purerate: purity && Number(purity[1]) <= 100 ? Number(purity[1]) : null,
        packUnit: `${item.packSize} ${item.packUnit}`,
        location: line.location,
        supplier: supplier?.companyName ?? null,
        memo: item.grade && !purity ? item.grade : null,
        ...(await knownChemistry(tx, row.groupIdx, item.casNo)),
      });
      const filled = await withChemistry(values);
      for (let pack = 0; pack < line.quantity; pack += 1) {
        const rowKey = await insertItem(tx, actor, filled, "order");
        await tx.insert(orderReceipts).values({ orderItemIdx: item.orderItemIdx, rowKey, receivedBy: actor.memberIdx });
        created.push({ rowKey, name: item.name, location: values.location });
      }
      await tx
        .update(orderItems)
        .set({ receivedQuantity: sql`${orderItems.receivedQuantity} + ${line.quantity}` })
        .where(eq(orderItems.orderItemIdx, item.orderItemIdx));
      item.receivedQuantity += line.quantity;
    }
    const complete = items.every((i) => i.receivedQuantity >= i.quantity);
    const [updated] = await tx
      .update(orders)
      .set({ status: complete ? "RECEIVED" : "ORDERED", modifiedAt: new Date() })
      .where(eq(orders.orderIdx, orderIdx))
      .returning();
    const notified = updated?.status === "RECEIVED" ? await notifyOrderStatus(ctx, tx, updated, actor.memberIdx) : [];
    return { row: updated ?? row, standing, created, notified };
  });
  await announceNotifications(ctx, result.notified);
  await ctx.live.publish(result.row.groupIdx, "inventory", null);
  await ctx.live.publish(result.row.groupIdx, "purchasing", String(orderIdx));
  const pins = result.created.length
    ? await ctx.db
        .select({ rowKey: inventoryItems.rowKey, pinNo: inventoryItems.pinNo })
        .from(inventoryItems)
        .where(
          inArray(
            inventoryItems.rowKey,
            result.created.map((c) => c.rowKey),
          ),
        )
    : [];
  const view = await orderView(ctx.db, actor, result.row, result.standing);
  return {
    ...view,
    received: result.created.map((c) => ({
      rowKey: c.rowKey,
      name: c.name,
      location: c.location,
      pinNo: pins.find((p) => p.rowKey === c.rowKey)?.pinNo ?? "",
    })),
  };
}
