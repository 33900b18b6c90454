import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { meetingStatuses, type AgendaItem, type MeetingRecord } from "@enote/shared";
import { groups, projects } from "./groups";
import { members } from "./members";

/**
 * Meetings of a group (issue 25): the schedule and, once ended, the frozen record. The live room
 * is the Y.Doc `meeting.<meetingIdx>`; this row says who may open it (the group's members, or one
 * project's) and whether it still takes writes (not once ENDED).
 */
export const meetings = pgTable(
  "meetings",
  {
    meetingIdx: serial("meeting_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    /** For one project's members only; null: the whole group. */
    projectIdx: integer("project_idx").references(() => projects.projectIdx),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    agenda: jsonb("agenda").$type<AgendaItem[]>().notNull().default([]),
    status: text("status", { enum: meetingStatuses }).notNull().default("SCHEDULED"),
    hostIdx: integer("host_idx")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the room first opened (the meeting went LIVE): the time it actually started. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** What ending froze (minutes, whiteboard; actions are rows of meeting_actions). */
    record: jsonb("record").$type<Omit<MeetingRecord, "actions">>(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("meetings_group_idx").on(t.groupIdx, t.startsAt)],
);

/** Who was in a meeting's room, one row per connection (joined, left). */
export const meetingAttendance = pgTable(
  "meeting_attendance",
  {
    attendanceIdx: serial("attendance_idx").primaryKey(),
    meetingIdx: integer("meeting_idx")
      .notNull()
      .references(() => meetings.meetingIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [index("meeting_attendance_meeting_idx").on(t.meetingIdx, t.memberIdx)],
);

/** A meeting's action items, written when it ends; on the assignee's dashboard until done. */
export const meetingActions = pgTable(
  "meeting_actions",
  {
    actionIdx: serial("action_idx").primaryKey(),
    meetingIdx: integer("meeting_idx")
      .notNull()
      .references(() => meetings.meetingIdx),
    text: text("text").notNull(),
    assigneeIdx: integer("assignee_idx").references(() => members.memberIdx),
    dueDate: date("due_date", { mode: "string" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("meeting_actions_meeting_idx").on(t.meetingIdx),
    index("meeting_actions_assignee_idx").on(t.assigneeIdx, t.doneAt),
  ],
);
