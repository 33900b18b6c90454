import { index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { bookStructureRoles } from "@enote/shared";
import { labBooks } from "./labbooks";
import { bits512 } from "./types";

/**
 * The structures in the reaction tables of each book (issue 39), one row per reactant or product
 * with a structure: written by the book's projection after its text is stored (api/src/structure),
 * so structure search reads books as it reads the cabinet. `structure_fp` is openchemlib's 512-bit
 * substructure fingerprint, `structure_bits` its number of set bits, `structure_key` its ID code.
 */
export const bookStructures = pgTable(
  "book_structures",
  {
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    role: text("role", { enum: bookStructureRoles }).notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    smiles: text("smiles").notNull(),
    /** The inventory item the row is linked to, if any. */
    rowKey: text("row_key"),
    structureKey: text("structure_key").notNull(),
    structureFp: bits512("structure_fp").notNull(),
    structureBits: smallint("structure_bits").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lbIdx, table.role, table.position] }),
    index("book_structures_key_idx").on(table.structureKey),
    index("book_structures_row_key_idx").on(table.rowKey),
  ],
);
