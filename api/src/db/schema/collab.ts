import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./types";

/**
 * The stored Yjs state of each collaborative document (one row per document name): every update
 * up to the last compaction, merged.
 */
export const collabDocuments = pgTable("collab_documents", {
  name: text("name").primaryKey(),
  state: bytea("state").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The update log: Yjs updates appended by the collab server within its flush interval (group
 * commit), so a killed process loses at most that interval. A store merges the rows up to a
 * sequence number into collab_documents and deletes them in the same transaction.
 */
export const collabUpdates = pgTable(
  "collab_updates",
  {
    name: text("name").notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().primaryKey(),
    update: bytea("update").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("collab_updates_name_seq_idx").on(t.name, t.seq)],
);
