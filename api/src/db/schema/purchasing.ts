import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
