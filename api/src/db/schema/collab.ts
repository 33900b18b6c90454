import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./types";

/** The stored Yjs state of each collaborative document (one row per document name). */
export const collabDocuments = pgTable("collab_documents", {
  name: text("name").primaryKey(),
  state: bytea("state").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
