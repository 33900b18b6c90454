import { z } from "zod";
import { amountUnits, casNumber } from "../inventory/schema";
import { optionalText } from "../inventory/fields";
import { idxParam, idxRule, singleLine } from "../validation/rules";
import { currencies } from "./quotations";

/** Issue 23: reagent orders, from a quotation answer or direct, approved by a group manager. */
export const orderStatuses = ["REQUESTED", "APPROVED", "REJECTED", "ORDERED", "RECEIVED", "CANCELLED"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses PUT status.do moves to (RECEIVED comes from receive.do). */
export const orderTargetStatuses = ["APPROVED", "REJECTED", "ORDERED", "CANCELLED"] as const;

/** From → the statuses it may move to. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  REQUESTED: ["APPROVED", "REJECTED", "CANCELLED"],
  APPROVED: ["ORDERED", "CANCELLED"],
  ORDERED: ["CANCELLED"],
  REJECTED: [],
  RECEIVED: [],
  CANCELLED: [],
};

export const orderLimits = { itemsMax: 50, textMax: 100, noteMax: 2000, packsMax: 100 } as const;

export const orderPaths = {
  create: "/api/order/create.do",
  list: (groupIdx: number, status?: OrderStatus) =>
    `/api/order/list.do?groupIdx=${groupIdx}${status ? `&status=${status}` : ""}`,
  export: (groupIdx: number, status?: OrderStatus) =>
    `/api/order/export.do?groupIdx=${groupIdx}${status ? `&status=${status}` : ""}`,
  one: (orderIdx: number) => `/api/order/${orderIdx}.do`,
  status: (orderIdx: number) => `/api/order/${orderIdx}/status.do`,
  receive: (orderIdx: number) => `/api/order/${orderIdx}/receive.do`,
};

const nullableIdx = idxRule
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const orderItemInput = z.object({
  quotationItemIdx: nullableIdx,
  name: z
    .string({ error: "validation.itemNameRequired" })
    .trim()
    .min(1, { error: "validation.itemNameRequired", abort: true })
    .max(200, "validation.tooLong")
    .superRefine(singleLine),
  nameEn: optionalText(200),
  casNo: z
    .string({ error: "validation.invalid" })
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(casNumber.nullable())
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  grade: optionalText(orderLimits.textMax),
  packSize: z.number({ error: "validation.amount" }).positive("validation.amount").max(1e9, "validation.amount"),
  packUnit: z.enum(amountUnits, { error: "validation.unit" }),
  quantity: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(orderLimits.packsMax, "validation.quantity"),
  unitPrice: z
    .number({ error: "validation.amount" })
    .nonnegative("validation.amount")
    .max(1e12, "validation.amount")
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});

export const orderCreateInput = z.object({
  groupIdx: idxRule,
  supplierIdx: idxRule,
  /** The request the order comes from (its status becomes ORDERED). */
  quotationIdx: nullableIdx,
  items: z
    .array(orderItemInput, { error: "validation.invalid" })
    .min(1, "validation.quotationItems")
    .max(orderLimits.itemsMax),
  currency: z.enum(currencies, { error: "validation.selectRequired" }),
  budgetCode: optionalText(orderLimits.textMax),
  note: optionalText(orderLimits.noteMax),
});
export type OrderCreateInput = z.input<typeof orderCreateInput>;

export const orderStatusInput = z
  .object({
    status: z.enum(orderTargetStatuses, { error: "validation.selectRequired" }),
    reason: optionalText(500),
  })
  .refine((input) => input.status !== "REJECTED" || (input.reason ?? "") !== "", {
    path: ["reason"],
    message: "validation.reasonRequired",
  });
export type OrderStatusInput = z.input<typeof orderStatusInput>;

export const orderReceiveInput = z.object({
  items: z
    .array(
      z.object({
        orderItemIdx: idxRule,
        quantity: z
          .number({ error: "validation.quantity" })
          .int("validation.quantity")
          .min(1, "validation.quantity")
          .max(orderLimits.packsMax, "validation.quantity"),
        location: optionalText(orderLimits.textMax),
      }),
      { error: "validation.invalid" },
    )
    .min(1, "validation.invalid")
    .max(orderLimits.itemsMax),
});
export type OrderReceiveInput = z.input<typeof orderReceiveInput>;

export const orderItem = z.object({
  orderItemIdx: z.number().int(),
  quotationItemIdx: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  casNo: z.string().nullable(),
  grade: z.string().nullable(),
  packSize: z.number(),
  packUnit: z.enum(amountUnits),
  quantity: z.number().int(),
  unitPrice: z.number().nullable(),
  receivedQuantity: z.number().int(),
  /** The inventory items its received packs became. */
  rowKeys: z.array(z.string()),
});
export type OrderItem = z.infer<typeof orderItem>;

export const order = z.object({
  orderIdx: z.number().int(),
  groupIdx: z.number().int(),
  supplierIdx: z.number().int(),
  supplierName: z.string(),
  quotationIdx: z.number().int().nullable(),
  items: z.array(orderItem),
  currency: z.enum(currencies),
  total: z.number(),
  budgetCode: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(orderStatuses),
  reason: z.string().nullable(),
  requester: z.object({ memberIdx: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  /** What the caller may do now. */
  can: z.object({ approve: z.boolean(), order: z.boolean(), receive: z.boolean(), cancel: z.boolean() }),
});
export type Order = z.infer<typeof order>;

export const orderList = z.object({ orders: z.array(order) });
export type OrderList = z.infer<typeof orderList>;

export const orderReceived = order.extend({
  /** The inventory items this delivery created (pin numbers for the label pages). */
  received: z.array(
    z.object({ rowKey: z.string(), pinNo: z.string(), name: z.string(), location: z.string().nullable() }),
  ),
});
export type OrderReceived = z.infer<typeof orderReceived>;

export const orderListQuery = z.object({
  groupIdx: idxParam,
  status: z.enum(orderStatuses, { error: "validation.invalid" }).optional(),
});
export const orderParams = z.object({ orderIdx: idxParam });
