import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import {
  locales,
  notificationKinds,
  notificationSubjectTypes,
  type NotificationDelivery,
  type NotificationKind,
} from "@enote/shared";
import { labBooks } from "./labbooks";
import { members } from "./members";

/**
 * Notifications (issue 35): one row per recipient, written in the transaction of the event that
 * causes it. `subject_*` name what it is about; whether the recipient may still read it is
 * asked when the list is read, so a member removed from a project stops seeing its rows.
 */
export const notifications = pgTable(
  "notifications",
  {
    notificationIdx: bigserial("notification_idx", { mode: "number" }).primaryKey(),
    recipientIdx: integer("recipient_idx")
      .notNull()
      .references(() => members.memberIdx),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    /** Who caused it (null: the system). */
    actorIdx: integer("actor_idx").references(() => members.memberIdx),
    subjectType: text("subject_type", { enum: notificationSubjectTypes }).notNull(),
    /** The subject's id in its own table (lab_books.lb_idx); no foreign key, as for comments. */
    subjectIdx: integer("subject_idx").notNull(),
    /** A client path to the exact place (a comment, a book). */
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true, precision: 3 }),
    /** When it went out by mail (at once or in a digest): a mail is sent once. */
    mailedAt: timestamp("mailed_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientIdx, t.notificationIdx),
    // Covers count.do's query (unread rows of one member grouped by subject): an index-only scan.
    index("notifications_unread_idx")
      .on(t.recipientIdx, t.subjectType, t.subjectIdx)
      .where(sql`read_at IS NULL`),
  ],
);

/** A member's delivery per kind (only the kinds changed from the defaults) and the mails' language. */
export const notificationSettings = pgTable("notification_settings", {
  memberIdx: integer("member_idx")
    .primaryKey()
    .references(() => members.memberIdx),
  locale: text("locale", { enum: locales }).notNull(),
  kinds: jsonb("kinds").$type<Partial<Record<NotificationKind, NotificationDelivery>>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Watching a lab book: writers, the project's OWNERs and commenters watch without a row; a row
 * records a member's own choice (watching false: they stopped, and stay stopped).
 */
export const labBookWatches = pgTable(
  "lab_book_watches",
  {
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    watching: boolean("watching").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lbIdx, t.memberIdx] })],
);

/**
 * The members a lab book's text has mentioned and who were told (issue 35): storing the same text
 * again, or a mention removed and typed back, tells nobody twice.
 */
export const labBookMentions = pgTable(
  "lab_book_mentions",
  {
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    notifiedAt: timestamp("notified_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lbIdx, t.memberIdx] })],
);
