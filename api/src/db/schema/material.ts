import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { groups } from "./groups";
import { labBooks } from "./labbooks";
import { members } from "./members";

type SearchColumns = Record<"name" | "spec" | "manufacturer" | "serialNo", AnyPgColumn>;

/** The text the supplies search matches (name, standard, manufacturer, serial), lower-cased. */
export function materialSearchText(t: SearchColumns): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.spec}, '') || ' ' || coalesce(${t.manufacturer}, '') || ' ' || coalesce(${t.serialNo}, ''))`;
}

/** Supplies (consumables and equipment) of a group. */
export const materials = pgTable(
  "materials",
  {
    materialIdx: serial("material_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    name: text("name").notNull(),
    /** Standard / specification. */
    spec: text("spec"),
    quantity: integer("quantity").notNull(),
    consumable: boolean("consumable").notNull(),
    manufacturer: text("manufacturer"),
    memo: text("memo"),
    serialNo: text("serial_no"),
    creatorIdx: integer("creator_idx")
      .notNull()
      .references(() => members.memberIdx),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("materials_group_added_idx").on(t.groupIdx, t.addedAt),
    index("materials_group_name_idx").on(t.groupIdx, t.name),
    index("materials_search_trgm").using("gin", sql`${materialSearchText(t)} gin_trgm_ops`),
  ],
);

/** What happened to a supply's quantity (issue 40). */
export const materialHistoryKinds = ["created", "quantity", "used"] as const;

/**
 * A supply's history: its quantity set on the form, or taken for a lab book's supplies row by
 * "use from stock". Append-only, as inventory_history.
 */
export const materialHistory = pgTable(
  "material_history",
  {
    historyIdx: serial("history_idx").primaryKey(),
    materialIdx: integer("material_idx")
      .notNull()
      .references(() => materials.materialIdx),
    kind: text("kind", { enum: materialHistoryKinds }).notNull(),
    quantityBefore: integer("quantity_before"),
    quantityAfter: integer("quantity_after"),
    /** used: how many were taken. */
    usedQuantity: integer("used_quantity"),
    /** used: the lab book and its supplies row they were taken for. */
    lbIdx: integer("lb_idx").references(() => labBooks.lbIdx),
    reactionRowId: text("reaction_row_id"),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("material_history_material_idx").on(t.materialIdx, t.at),
    index("material_history_lb_idx").on(t.lbIdx),
    // A supplies row is taken from stock once.
    uniqueIndex("material_history_reaction_row_key")
      .on(t.lbIdx, t.reactionRowId)
      .where(sql`${t.reactionRowId} is not null`),
  ],
);
