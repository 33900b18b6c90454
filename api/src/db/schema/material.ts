import { sql, type SQL } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { groups } from "./groups";
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
