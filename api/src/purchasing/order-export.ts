import type { Response } from "express";
import { formatDate, translate, type Locale, type OrderStatus } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { writeXlsxRows, type SheetCell } from "../inventory/files";
import { apiCacheControl } from "../lib/answer";
import { listOrders } from "./orders";

/** The group's orders as an XLSX sheet for the lab's accounting: one row per ordered item. */
export async function exportOrders(
  ctx: AppContext,
  actor: Actor,
  groupIdx: number,
  status: OrderStatus | undefined,
  locale: Locale,
  res: Response,
): Promise<void> {
  // Listed (and so checked) before the first byte.
  const { orders } = await listOrders(ctx, actor, groupIdx, status);
  const t = (key: string) => translate(locale, `purchasing.export.${key}`);
  const header = [
    t("orderIdx"),
    t("createdAt"),
    t("status"),
    t("supplier"),
    t("requester"),
    t("budgetCode"),
    t("item"),
    t("casNo"),
    t("pack"),
    t("quantity"),
    t("received"),
    t("unitPrice"),
    t("amount"),
    t("currency"),
    t("note"),
  ];
  const rows: SheetCell[][] = orders.flatMap((order) =>
    order.items.map((item) => [
      order.orderIdx,
      formatDate(order.createdAt, ctx.env.ENOTE_TIME_ZONE),
      translate(locale, `purchasing.orderStatus.${order.status}`),
      order.supplierName,
      order.requester.name,
      order.budgetCode,
      item.name,
      item.casNo,
      `${item.packSize} ${item.packUnit}`,
      item.quantity,
      item.receivedQuantity,
      item.unitPrice,
      item.unitPrice === null ? null : item.unitPrice * item.quantity,
      order.currency,
      order.note,
    ]),
  );
  const day = formatDate(new Date(), ctx.env.ENOTE_TIME_ZONE).replace(/-/g, "");
  res.status(200);
  res.setHeader("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  res.setHeader("Content-Disposition", `attachment; filename="orders-${groupIdx}-${day}.xlsx"`);
  res.setHeader("Cache-Control", apiCacheControl);
  try {
    await writeXlsxRows(res, "Orders", header, rows);
  } catch (error) {
    ctx.log.error({ err: error }, "order export failed");
    res.destroy();
  }
}
