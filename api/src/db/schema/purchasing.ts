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
import { amountUnits, currencies, locales } from "@enote/shared";
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
