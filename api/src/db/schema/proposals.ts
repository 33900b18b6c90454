import { sql, type SQL } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { proposalCategories, proposalStatuses } from "@enote/shared";
import { members } from "./members";

/** The text the proposal search matches (subject and content), lower-cased. */
export function proposalSearchText(t: Record<"subject" | "content", AnyPgColumn>): SQL {
  return sql`lower(${t.subject} || ' ' || ${t.content})`;
}

/**
 * A member's proposal to the installation's operators (issue 24): plain text, read by its author
 * and the administrators, who set its status and answer it.
 */
export const proposals = pgTable(
  "proposals",
  {
    proposalIdx: serial("proposal_idx").primaryKey(),
    subject: text("subject").notNull(),
    category: text("category", { enum: proposalCategories }).notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: proposalStatuses }).notNull().default("RECEIVED"),
    answer: text("answer"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who last set the status or answer, and when. */
    answeredBy: integer("answered_by").references(() => members.memberIdx),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("proposals_created_by_idx").on(t.createdBy, t.proposalIdx),
    index("proposals_status_idx").on(t.status, t.proposalIdx),
    index("proposals_search_trgm").using("gin", sql`${proposalSearchText(t)} gin_trgm_ops`),
  ],
);
