import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { labBooks } from "./labbooks";
import { members } from "./members";

/**
 * Drawing memos of a lab book. The drawing lives in the Y.Doc `memo.<memoIdx>`; this row holds the
 * title and which book the memo belongs to, so access to the memo is access to its book. A deleted
 * memo keeps its row (`deleted_at`): its document stays closed to everyone.
 */
export const memos = pgTable(
  "memos",
  {
    memoIdx: serial("memo_idx").primaryKey(),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    title: text("title").notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Renamed, or its drawing stored by the collab server. */
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("memos_lb_idx").on(t.lbIdx, t.memoIdx)],
);
