import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { labBookStatuses, versionReasons } from "@enote/shared";
import { labBooks } from "./labbooks";
import { members } from "./members";
import { bytea } from "./types";

/**
 * Versions of a lab book's content (issue 27): kept at each status change, every few minutes while
 * the book is edited, and on a restore. Append-only: a restore adds a version, it changes none.
 */
export const labBookVersions = pgTable(
  "lab_book_versions",
  {
    versionIdx: serial("version_idx").primaryKey(),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    reason: text("reason", { enum: versionReasons }).notNull(),
    /** The book's status when the version was kept. */
    status: text("status", { enum: labBookStatuses }).notNull(),
    /** Who changed the status or restored; null for a version kept while editing. */
    byIdx: integer("by_idx").references(() => members.memberIdx),
    /** A restore's source version. */
    restoredFrom: integer("restored_from"),
    /**
     * The book's Y.Doc state as stored (title, sections, reaction tables), with its memos under the
     * `memos` root, in the completion snapshot's format (memos/snapshot.ts).
     */
    state: bytea("state").notNull(),
    /** SHA-256 (hex) of `state`. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lab_book_versions_lb_idx").on(t.lbIdx, t.versionIdx)],
);

/** The members who changed the book between the previous version and this one. */
export const labBookVersionAuthors = pgTable(
  "lab_book_version_authors",
  {
    versionIdx: integer("version_idx")
      .notNull()
      .references(() => labBookVersions.versionIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
  },
  (t) => [primaryKey({ columns: [t.versionIdx, t.memberIdx] })],
);

/**
 * Members who changed a book's documents (text, tables, memos) since its last version, written
 * after each store of the collab server; the next version takes them and empties the list.
 */
export const labBookPendingAuthors = pgTable(
  "lab_book_pending_authors",
  {
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lbIdx, t.memberIdx] })],
);
