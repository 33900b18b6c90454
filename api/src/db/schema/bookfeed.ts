import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookEventKinds } from "@enote/shared";
import { comments } from "./comments";
import { labBooks } from "./labbooks";
import { members } from "./members";

/**
 * What happened to a book, for the book feed: written where it happens (creation, a status
 * change, going public, a comment), in the same transaction when there is one. Holds no access
 * of its own: the feed joins the book and keeps only books the reader may read now.
 */
export const bookEvents = pgTable(
  "book_events",
  {
    eventIdx: serial("event_idx").primaryKey(),
    /** A book that is gone takes its entries with it. */
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx, { onDelete: "cascade" }),
    kind: text("kind", { enum: bookEventKinds }).notNull(),
    actorIdx: integer("actor_idx")
      .notNull()
      .references(() => members.memberIdx),
    /** The comment of a COMMENTED event: the entry leaves the feed when the comment is deleted. */
    commentIdx: integer("comment_idx").references(() => comments.commentIdx, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("book_events_lb_idx").on(t.lbIdx, t.eventIdx)],
);
