import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { projectLevels } from "@enote/shared";
import { members } from "./members";

/** Groups (labs). The sign-up code lets a member join; it stops working when regenerated or expired. */
export const groups = pgTable(
  "groups",
  {
    groupIdx: serial("group_idx").primaryKey(),
    groupName: text("group_name").notNull(),
    /** 10 characters of [A-Za-z0-9], compared exactly. */
    signUpCode: text("sign_up_code").notNull(),
    signUpCodeExpiresAt: timestamp("sign_up_code_expires_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("groups_sign_up_code_key").on(t.signUpCode), index("groups_name_idx").on(t.groupName)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    isManager: boolean("is_manager").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupIdx, t.memberIdx] }), index("group_members_member_idx").on(t.memberIdx)],
);

export const projects = pgTable(
  "projects",
  {
    projectIdx: serial("project_idx").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    name: text("name").notNull(),
    /** Set while the project is archived (read-only); null when active. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** A MoA project (joint research under an agreement): members may come from other groups; only they see it. */
    moa: boolean("moa").notNull().default(false),
    /** The partner organisation of a MoA project; null otherwise. */
    partner: text("partner"),
    /**
     * SHA-256 (hex) of the MoA project's current invitation code; null when none. Only the hash is
     * kept, to check a code: the OWNER sees the code once, when creating or renewing it.
     */
    inviteCodeHash: text("invite_code_hash"),
    inviteCreatedAt: timestamp("invite_created_at", { withTimezone: true }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_group_idx").on(t.groupIdx, t.name),
    uniqueIndex("projects_invite_code_hash").on(t.inviteCodeHash),
  ],
);

export const projectMembers = pgTable(
  "project_members",
  {
    projectIdx: integer("project_idx")
      .notNull()
      .references(() => projects.projectIdx),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    level: text("level", { enum: projectLevels }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectIdx, t.memberIdx] }), index("project_members_member_idx").on(t.memberIdx)],
);

/** Append-only record of what happened in a group, for the dashboard. Rows are never updated. */
export const activityLog = pgTable(
  "activity_log",
  {
    activityIdx: serial("activity_idx").primaryKey(),
    actorIdx: integer("actor_member_idx")
      .notNull()
      .references(() => members.memberIdx),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    projectIdx: integer("project_idx").references(() => projects.projectIdx),
    /** An activity kind of shared/src/dashboard/schema.ts, e.g. `project.created`. */
    kind: text("kind").notNull(),
    /**
     * What the activity was about, as it read then: a new group or project name, or a project
     * level. Never a member's name: members are referred to by `subjectMemberIdx`.
     */
    subject: text("subject"),
    /** The member the activity was about (removed, appointed, given a level); named when read, so an erased member shows no name. */
    subjectMemberIdx: integer("subject_member_idx").references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_log_group_created_idx").on(t.groupIdx, t.createdAt.desc())],
);
