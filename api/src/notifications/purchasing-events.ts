import { and, asc, eq, inArray } from "drizzle-orm";
import { can, type OrderStatus, type Subject } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, members, orders, quotationItems, quotations, suppliers } from "../db/schema";
import { standingOf } from "../groups/queries";
import { notify } from "./record";

/** The order page of its group, opened at the order itself. */
const orderLink = (order: { orderIdx: number; groupIdx: number }) =>
  `/order?groupIdx=${order.groupIdx}&orderIdx=${order.orderIdx}`;

/** A new order request, in its transaction: the group's managers (who approve it), not its requester. */
export async function notifyOrderRequested(
  ctx: AppContext,
  db: Db,
  order: { orderIdx: number; groupIdx: number },
  actorIdx: number,
): Promise<number[]> {
  const managers = await db
    .select({ memberIdx: groupMembers.memberIdx })
    .from(groupMembers)
    .innerJoin(members, eq(members.memberIdx, groupMembers.memberIdx))
    .where(
      and(eq(groupMembers.groupIdx, order.groupIdx), eq(groupMembers.isManager, true), eq(members.status, "ACTIVE")),
    );
  return notify(ctx, db, {
    kind: "orderAwaitingApproval",
    actorIdx,
    recipients: managers.map((m) => m.memberIdx),
    subjectType: "order",
    subjectIdx: order.orderIdx,
    link: orderLink(order),
  });
}

const statusKinds = {
  APPROVED: "orderApproved",
  REJECTED: "orderRejected",
  ORDERED: "orderOrdered",
  RECEIVED: "orderReceived",
} as const;

/** An order moved to approved, rejected, ordered or received, in that transaction: its requester. */
export async function notifyOrderStatus(
  ctx: AppContext,
  db: Db,
  order: { orderIdx: number; groupIdx: number; requestedBy: number; status: OrderStatus },
  actorIdx: number,
): Promise<number[]> {
  if (!(order.status in statusKinds)) return [];
  return notify(ctx, db, {
    kind: statusKinds[order.status as keyof typeof statusKinds],
    actorIdx,
    recipients: [order.requestedBy],
    subjectType: "order",
    subjectIdx: order.orderIdx,
    link: orderLink(order),
  });
}

/** A supplier answered a quotation request (no member acted), in that transaction: its requester. */
export async function notifyQuotationAnswered(
  ctx: AppContext,
  db: Db,
  quotation: { quotationIdx: number; requestedBy: number },
): Promise<number[]> {
  return notify(ctx, db, {
    kind: "quotationAnswered",
    actorIdx: null,
    recipients: [quotation.requestedBy],
    subjectType: "quotation",
    subjectIdx: quotation.quotationIdx,
    link: `/quotation/${quotation.quotationIdx}`,
  });
}

/** Of the given orders, those of groups `subject` may still see (purchasing's group.view), named by supplier. */
export async function visibleOrders(db: Db, subject: Subject, orderIdxs: number[]): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (orderIdxs.length === 0) return visible;
  const rows = await db
    .select({ orderIdx: orders.orderIdx, title: suppliers.companyName, isManager: groupMembers.isManager })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.supplierIdx, orders.supplierIdx))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, orders.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(orders.orderIdx, [...new Set(orderIdxs)]));
  for (const row of rows) {
    if (can(subject, "group.view", { group: standingOf(row.isManager) })) visible.set(row.orderIdx, row.title);
  }
  return visible;
}

/** Of the given quotation requests, those of groups `subject` may still see, named by their first item. */
export async function visibleQuotations(
  db: Db,
  subject: Subject,
  quotationIdxs: number[],
): Promise<Map<number, string>> {
  const visible = new Map<number, string>();
  if (quotationIdxs.length === 0) return visible;
  const idxs = [...new Set(quotationIdxs)];
  const rows = await db
    .select({ quotationIdx: quotations.quotationIdx, isManager: groupMembers.isManager })
    .from(quotations)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, quotations.groupIdx), eq(groupMembers.memberIdx, subject.memberIdx)),
    )
    .where(inArray(quotations.quotationIdx, idxs));
  const items = await db
    .select({ quotationIdx: quotationItems.quotationIdx, name: quotationItems.name })
    .from(quotationItems)
    .where(inArray(quotationItems.quotationIdx, idxs))
    .orderBy(asc(quotationItems.quotationItemIdx));
  const firstItem = new Map<number, string>();
  for (const item of items) if (!firstItem.has(item.quotationIdx)) firstItem.set(item.quotationIdx, item.name);
  for (const row of rows) {
    if (can(subject, "group.view", { group: standingOf(row.isManager) })) {
      visible.set(row.quotationIdx, firstItem.get(row.quotationIdx) ?? `#${row.quotationIdx}`);
    }
  }
  return visible;
}
