import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

type SearchColumns = Record<"memberId" | "lastName" | "firstName" | "nickName" | "email", AnyPgColumn>;

/**
 * The text the member list searches (id, name, nickname, email, lower-cased). The trigram index
 * below is built on this same expression, so a `like '%q%'` on it uses the index.
 */
export function memberSearchText(t: SearchColumns): SQL {
  return sql`lower(coalesce(${t.memberId}, '') || ' ' || ${t.lastName} || ' ' || ${t.firstName} || ' ' || coalesce(${t.nickName}, '') || ' ' || coalesce(${t.email}, ''))`;
}

export const memberStatuses = ["ACTIVE", "INACTIVE", "LEFT"] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Accounts. A member who left keeps the row (lab books point to it) with personal data erased. */
export const members = pgTable(
  "members",
  {
    memberIdx: serial("member_idx").primaryKey(),
    memberId: text("member_id"),
    email: text("email"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    nickName: text("nick_name"),
    initial: text("initial").notNull(),
    organization: text("organization"),
    phone: text("phone").notNull(),
    role: text("role", { enum: ["MADE", "ADMIN", "MANAGER", "FRONT"] }).notNull(),
    status: text("status", { enum: memberStatuses }).notNull().default("ACTIVE"),
    newsletter: boolean("newsletter").notNull().default(false),
    agreeTerms: boolean("agree_terms").notNull(),
    agreePrivacy: boolean("agree_privacy").notNull(),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("members_member_id_key").on(sql`lower(${t.memberId})`),
    uniqueIndex("members_email_key").on(t.email),
    index("members_search_trgm").using("gin", sql`${memberSearchText(t)} gin_trgm_ops`),
  ],
);

/** One sign-in: every refresh token rotated from it shares the session, so reuse revokes them all. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    sessionId: uuid("session_id").primaryKey().defaultRandom(),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [index("auth_sessions_member_idx").on(t.memberIdx)],
);

/** Refresh tokens, stored as SHA-256 hashes; `rotatedAt` set once a token was exchanged. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.sessionId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/**
 * Counters of the throttles (api/src/throttle): hits of one key (an action and who or where) in
 * the current window, and when the last one was. In the database, so every process of an
 * installation counts together and a restart forgets nothing.
 */
export const throttleCounters = pgTable("throttle_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

/**
 * Password reset links mailed to members (issue 40), stored as SHA-256 hashes of the token: valid
 * until `expiresAt` (30 minutes), used once (`usedAt`).
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_member_idx").on(t.memberIdx)],
);
