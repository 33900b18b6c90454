import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { socialProviders } from "@enote/shared";
import { members } from "./members";

/** Who vouches for an identity: a social provider, or the institution's LDAP directory (api/src/ldap). */
export const identityProviders = [...socialProviders, "ldap"] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/**
 * Sign-in through Naver, Kakao or Google (api/src/oauth) or the LDAP directory: one identity (the
 * provider's own id of the person; a directory entry's entryUUID or DN) belongs to exactly one
 * member, and a member has at most one per provider. Never matched by e-mail: a member links an
 * identity while signed in, and a directory entry gets its own member at its first sign-in.
 */
export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: text("provider", { enum: identityProviders }).notNull(),
    subject: text("subject").notNull(),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    /** The e-mail the provider reported when linked, shown on the account page only. */
    email: text("email"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex("social_identities_member_provider_key").on(t.memberIdx, t.provider),
  ],
);

/**
 * An identity no member has linked yet, waiting for its sign-up to be completed: the token (stored
 * hashed) is handed to the browser once, lives minutes and is used once.
 */
export const socialSignUps = pgTable(
  "social_sign_ups",
  {
    tokenHash: text("token_hash").primaryKey(),
    provider: text("provider", { enum: socialProviders }).notNull(),
    subject: text("subject").notNull(),
    /** What the provider gave: { email, name, nickName }. */
    profile: jsonb("profile")
      .$type<{ email: string | null; name: string | null; nickName: string | null; organization?: string | null }>()
      .notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("social_sign_ups_expires_idx").on(t.expiresAt)],
);

/**
 * Provider tokens already accepted once (a Google ID token's hash), kept until the token expires:
 * a replayed token finds its row and is refused.
 */
export const socialUsedTokens = pgTable(
  "social_used_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("social_used_tokens_expires_idx").on(t.expiresAt)],
);
