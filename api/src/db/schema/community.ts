import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { boardCategories, communityKinds, type RichTextDoc } from "@enote/shared";
import { groups } from "./groups";
import { labBooks } from "./labbooks";
import { members } from "./members";

/**
 * Notices (issue 24): to one group, or to the whole installation when `group_idx` is null.
 * `content` is the editor's JSON as cleaned by shared/richtext; `plain_text` its text, for search.
 */
export const notices = pgTable(
  "notices",
  {
    noticeIdx: serial("notice_idx").primaryKey(),
    groupIdx: integer("group_idx").references(() => groups.groupIdx, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: jsonb("content").$type<RichTextDoc>().notNull(),
    plainText: text("plain_text").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    /** The last day it is listed; null: always. */
    showUntil: date("show_until", { mode: "string" }),
    writerIdx: integer("writer_idx")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [index("notices_group_idx").on(t.groupIdx, t.pinned, t.createdAt)],
);

/** Who opened which notice: a notice without a row for the member is unread to them. */
export const noticeReads = pgTable(
  "notice_reads",
  {
    noticeIdx: integer("notice_idx")
      .notNull()
      .references(() => notices.noticeIdx, { onDelete: "cascade" }),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberIdx, t.noticeIdx] })],
);

/** Posts of a group's board (issue 24). */
export const boardPosts = pgTable(
  "board_posts",
  {
    boardIdx: serial("board_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category", { enum: boardCategories }).notNull(),
    content: jsonb("content").$type<RichTextDoc>().notNull(),
    plainText: text("plain_text").notNull(),
    writerIdx: integer("writer_idx")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [index("board_posts_group_idx").on(t.groupIdx, t.createdAt)],
);

/** Lab books a post shows as cards, in the writer's order. */
export const boardPostBooks = pgTable(
  "board_post_books",
  {
    boardIdx: integer("board_idx")
      .notNull()
      .references(() => boardPosts.boardIdx, { onDelete: "cascade" }),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardIdx, t.lbIdx] })],
);

/**
 * Files kept with a notice or a board post, in the one file store (`file_key`), described as a
 * lab book's attachments are. `subject_idx` is the notice's or post's id (no foreign key: the
 * kind says which table); deleting the notice or post deletes its rows and files.
 */
export const communityAttachments = pgTable(
  "community_attachments",
  {
    attachmentIdx: serial("attachment_idx").primaryKey(),
    subjectKind: text("subject_kind", { enum: communityKinds }).notNull(),
    subjectIdx: integer("subject_idx").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    declaredType: text("declared_type").notNull(),
    imageType: text("image_type"),
    sha256: text("sha256").notNull(),
    fileKey: text("file_key").notNull(),
    uploaderIdx: integer("uploader_idx")
      .notNull()
      .references(() => members.memberIdx),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_attachments_subject_idx").on(t.subjectKind, t.subjectIdx, t.attachmentIdx)],
);
