import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { projects } from "./groups";
import { members } from "./members";

/**
 * Personal API tokens (issue 38). Only the SHA-256 of the secret is kept; a token works while it
 * is neither revoked nor expired and its member is active.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    tokenIdx: serial("token_idx").primaryKey(),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "read-write"] }).notNull(),
    /** Restricted to this project's books and project; null: every project the member may reach. */
    projectIdx: integer("project_idx").references(() => projects.projectIdx, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Who revoked it: the member themself or an administrator. */
    revokedBy: integer("revoked_by").references(() => members.memberIdx),
  },
  (t) => [index("api_tokens_member_idx").on(t.memberIdx)],
);
