import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookImportParts, bookKinds, labBookHistoryKinds, labBookStatuses, sharePermissions } from "@enote/shared";
import { groups, projects } from "./groups";
import { members } from "./members";
import { bytea } from "./types";

/**
 * Lab books: identity, ownership and status. The content lives in the Y.Doc `labbook.<lbIdx>`
 * (collab_documents + collab_updates); `title`, `plain_text` and `modified_at` are its projection,
 * rewritten by the collab store hook, so lists and search never decode Yjs.
 */
export const labBooks = pgTable(
  "lab_books",
  {
    lbIdx: serial("lb_idx").primaryKey(),
    projectIdx: integer("project_idx")
      .notNull()
      .references(() => projects.projectIdx),
    /** The project's group, kept here for the year sequence and per-group counts. */
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    title: text("title").notNull(),
    /** LAB, EDU or MOA: where the book is listed, how it is numbered and who reads it. */
    kind: text("kind", { enum: bookKinds }).notNull().default("LAB"),
    writerIdx: integer("writer_idx")
      .notNull()
      .references(() => members.memberIdx),
    status: text("status", { enum: labBookStatuses }).notNull().default("IN_PROGRESS"),
    sharePermission: text("share_permission", { enum: sharePermissions }).notNull().default("PRIVATE"),
    /** The public link's key (32 random bytes, base64url); null while private. A new key revokes the old link. */
    shareKey: text("share_key"),
    /** Year sequence number per kind and group: `seq_year-seq_number` (2026-0007, EDU-2026-0003), from lab_book_sequences. */
    seqYear: integer("seq_year").notNull(),
    seqNumber: integer("seq_number").notNull(),
    /** Every section's text and every reaction table cell, for search. */
    plainText: text("plain_text").notNull().default(""),
    /** The first characters of the goal section (bookFeedGoalMax), one line per block, for the book feed. */
    goalText: text("goal_text").notNull().default(""),
    /**
     * The title's and the plain text's two-character pairs as words, lower-cased (SQL function
     * inventory_bigrams, migrations 0007 and 0011): a two-character search ("수율") is a whole word
     * here, which the trigram index finds; pg_trgm alone needs three characters.
     */
    searchBigrams: text("search_bigrams")
      .notNull()
      .generatedAlwaysAs(sql`inventory_bigrams(lower(title || ' ' || plain_text))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last stored content change (or creation). */
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    completedBy: integer("completed_by").references(() => members.memberIdx),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Y.encodeStateAsUpdate of the content frozen at COMPLETE, and its SHA-256 (hex). */
    snapshot: bytea("snapshot"),
    snapshotSha256: text("snapshot_sha256"),
    /** When the reaction tables' structures were last written to book_structures (null: never, issue 39). */
    structuresIndexedAt: timestamp("structures_indexed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("lab_books_seq_key").on(t.groupIdx, t.kind, t.seqYear, t.seqNumber),
    index("lab_books_group_kind_idx").on(t.groupIdx, t.kind),
    uniqueIndex("lab_books_share_key").on(t.shareKey),
    index("lab_books_project_modified_idx").on(t.projectIdx, t.modifiedAt),
    index("lab_books_group_idx").on(t.groupIdx),
    index("lab_books_writer_idx").on(t.writerIdx),
    index("lab_books_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    index("lab_books_plain_text_trgm").using("gin", sql`${t.plainText} gin_trgm_ops`),
    index("lab_books_search_bigrams_trgm").using("gin", t.searchBigrams.op("gin_trgm_ops")),
  ],
);

/**
 * The last year sequence number handed out per group, kind and year. Taken with an upsert (a row lock),
 * so two books created at once get different numbers; never decremented, so a number is never reused.
 */
export const labBookSequences = pgTable(
  "lab_book_sequences",
  {
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    kind: text("kind", { enum: bookKinds }).notNull().default("LAB"),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupIdx, t.kind, t.year] })],
);

/** A member's bookmarked lab books. */
export const labBookBookmarks = pgTable(
  "lab_book_bookmarks",
  {
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberIdx, t.lbIdx] }), index("lab_book_bookmarks_lb_idx").on(t.lbIdx)],
);

/**
 * A lab book's history, by whom and when: every status change, and every import of another book's
 * content (kind IMPORT, status unchanged: from and to are the status then). Append-only.
 */
export const labBookTransitions = pgTable(
  "lab_book_transitions",
  {
    transitionIdx: serial("transition_idx").primaryKey(),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    kind: text("kind", { enum: labBookHistoryKinds }).notNull().default("STATUS"),
    /** An import's source book, with its number and title as they were then. */
    sourceLbIdx: integer("source_lb_idx").references(() => labBooks.lbIdx, { onDelete: "set null" }),
    sourceSeqNo: text("source_seq_no"),
    sourceTitle: text("source_title"),
    /** An import's parts (sections, tables, memos). */
    importParts: text("import_parts", { enum: bookImportParts }).array(),
    fromStatus: text("from_status", { enum: labBookStatuses }).notNull(),
    toStatus: text("to_status", { enum: labBookStatuses }).notNull(),
    byIdx: integer("by_idx")
      .notNull()
      .references(() => members.memberIdx),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lab_book_transitions_lb_idx").on(t.lbIdx, t.at)],
);
