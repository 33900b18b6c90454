import { index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { commentSubjectKinds, type CommentAnchor } from "@enote/shared";
import { members } from "./members";

/**
 * Comments of every kind of subject (lab books now; notices and board posts later): one model,
 * one table. `subject_idx` is the subject's id in its own table (lab_books.lb_idx), so it has no
 * foreign key; every query names the kind and the id together.
 */
export const comments = pgTable(
  "comments",
  {
    commentIdx: serial("comment_idx").primaryKey(),
    subjectKind: text("subject_kind", { enum: commentSubjectKinds }).notNull(),
    subjectIdx: integer("subject_idx").notNull(),
    /** The thread this comment replies to (always a thread's first comment: one level deep). */
    parentIdx: integer("parent_idx").references((): AnyPgColumn => comments.commentIdx),
    authorIdx: integer("author_idx")
      .notNull()
      .references(() => members.memberIdx),
    content: text("content").notNull(),
    /** A section range as Yjs relative positions; null for a comment on the whole subject. */
    anchor: jsonb("anchor").$type<CommentAnchor>(),
    resolvedBy: integer("resolved_by").references(() => members.memberIdx),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Deleted comments keep their row (a thread with replies stays), never their content in answers. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: integer("deleted_by").references(() => members.memberIdx),
  },
  (t) => [
    index("comments_subject_idx").on(t.subjectKind, t.subjectIdx, t.createdAt),
    index("comments_parent_idx").on(t.parentIdx),
  ],
);
