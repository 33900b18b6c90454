import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { amountUnits, currencies, locales, orderStatuses } from "@enote/shared";
import { inventoryItems } from "./inventory";
import { groups } from "./groups";
import { members } from "./members";

/**
 * A group's supplier directory (issue 23). A removed supplier keeps its row (`deleted_at`), so
 * the quotation requests and orders that name it still show who it was.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    supplierIdx: serial("supplier_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    companyName: text("company_name").notNull(),
    /** 123-45-67890 (spec §5), or null. */
    businessNo: text("business_no"),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    memo: text("memo"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("suppliers_group_idx").on(t.groupIdx, t.companyName)],
);

/** A quotation request of a group (issue 23); its status is read from its suppliers' answers. */
export const quotations = pgTable(
  "quotations",
  {
    quotationIdx: serial("quotation_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => members.memberIdx),
    organization: text("organization").notNull(),
    businessNo: text("business_no").notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    neededBy: date("needed_by", { mode: "string" }).notNull(),
    note: text("note"),
    /** The language of the mails and of the reply page. */
    locale: text("locale", { enum: locales }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("quotations_group_idx").on(t.groupIdx, t.quotationIdx)],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    quotationItemIdx: serial("quotation_item_idx").primaryKey(),
    quotationIdx: integer("quotation_idx")
      .notNull()
      .references(() => quotations.quotationIdx),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    casNo: text("cas_no"),
    grade: text("grade"),
    packSize: doublePrecision("pack_size").notNull(),
    packUnit: text("pack_unit", { enum: amountUnits }).notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("quotation_items_quotation_idx").on(t.quotationIdx, t.quotationItemIdx)],
);

/**
 * A supplier asked by a request: its reply link (only the SHA-256 of the token is kept), when it
 * was mailed, and its answer's note and quote PDF (a key of the file store).
 */
export const quotationSuppliers = pgTable(
  "quotation_suppliers",
  {
    quotationIdx: integer("quotation_idx")
      .notNull()
      .references(() => quotations.quotationIdx),
    supplierIdx: integer("supplier_idx")
      .notNull()
      .references(() => suppliers.supplierIdx),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    replyNote: text("reply_note"),
    pdfKey: text("pdf_key"),
  },
  (t) => [
    primaryKey({ columns: [t.quotationIdx, t.supplierIdx] }),
    uniqueIndex("quotation_suppliers_token_hash").on(t.tokenHash),
  ],
);

/** One supplier's answer for one item. */
export const quotationReplies = pgTable(
  "quotation_replies",
  {
    quotationIdx: integer("quotation_idx")
      .notNull()
      .references(() => quotations.quotationIdx),
    supplierIdx: integer("supplier_idx")
      .notNull()
      .references(() => suppliers.supplierIdx),
    quotationItemIdx: integer("quotation_item_idx")
      .notNull()
      .references(() => quotationItems.quotationItemIdx),
    unitPrice: doublePrecision("unit_price"),
    currency: text("currency", { enum: currencies }).notNull(),
    leadTimeDays: integer("lead_time_days"),
    available: boolean("available").notNull(),
    validUntil: date("valid_until", { mode: "string" }),
  },
  (t) => [primaryKey({ columns: [t.quotationItemIdx, t.supplierIdx] })],
);

/** A reagent order (issue 23): REQUESTED → APPROVED/REJECTED → ORDERED → RECEIVED, or CANCELLED. */
export const orders = pgTable(
  "orders",
  {
    orderIdx: serial("order_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    supplierIdx: integer("supplier_idx")
      .notNull()
      .references(() => suppliers.supplierIdx),
    quotationIdx: integer("quotation_idx").references(() => quotations.quotationIdx),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => members.memberIdx),
    currency: text("currency", { enum: currencies }).notNull(),
    budgetCode: text("budget_code"),
    note: text("note"),
    status: text("status", { enum: orderStatuses }).notNull().default("REQUESTED"),
    /** Why it was rejected or cancelled. */
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_group_idx").on(t.groupIdx, t.status, t.orderIdx)],
);

export const orderItems = pgTable(
  "order_items",
  {
    orderItemIdx: serial("order_item_idx").primaryKey(),
    orderIdx: integer("order_idx")
      .notNull()
      .references(() => orders.orderIdx),
    quotationItemIdx: integer("quotation_item_idx").references(() => quotationItems.quotationItemIdx),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    casNo: text("cas_no"),
    grade: text("grade"),
    packSize: doublePrecision("pack_size").notNull(),
    packUnit: text("pack_unit", { enum: amountUnits }).notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: doublePrecision("unit_price"),
    receivedQuantity: integer("received_quantity").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderIdx, t.orderItemIdx)],
);

/** Each inventory item a received pack became. */
export const orderReceipts = pgTable(
  "order_receipts",
  {
    orderItemIdx: integer("order_item_idx")
      .notNull()
      .references(() => orderItems.orderItemIdx),
    rowKey: text("row_key")
      .notNull()
      .references(() => inventoryItems.rowKey),
    receivedBy: integer("received_by")
      .notNull()
      .references(() => members.memberIdx),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderItemIdx, t.rowKey] })],
);
