import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { signatureRoles } from "@enote/shared";
import { labBooks } from "./labbooks";
import { members } from "./members";
import { bytea } from "./types";

/**
 * A book's hash chain (issue 27): every stored state of its documents, every status change,
 * signature, share and attachment change, in order. Each entry's hash covers the previous one's,
 * so changing any entry changes every later hash. A trigger (migration 0031) refuses UPDATE,
 * DELETE and TRUNCATE; appended only by signing/chain.ts appendToChain.
 */
export const labBookChain = pgTable(
  "lab_book_chain",
  {
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    /** 1, 2, 3… per book, without gaps. */
    seq: integer("seq").notNull(),
    /** What happened (shared chainKinds, or another feature's kind). */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
    /** Who did it; null for stores of the collab server, which no one member makes. */
    memberIdx: integer("member_idx").references(() => members.memberIdx),
    /** SHA-256 (hex) of what the entry records: a stored state, a signed statement, a status… */
    contentHash: text("content_hash").notNull(),
    /** The previous entry's hash; 64 zeros for the first. */
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lbIdx, t.seq] })],
);

/**
 * Signatures of a book: its writer's at END, its checker's at COMPLETE. `statement` is the exact
 * UTF-8 JSON the installation's Ed25519 key signed; the columns beside it repeat its fields for
 * queries. A cancelled end keeps the writer's signature, withdrawn.
 */
export const labBookSignatures = pgTable(
  "lab_book_signatures",
  {
    signatureIdx: serial("signature_idx").primaryKey(),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    role: text("role", { enum: signatureRoles }).notNull(),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    /** The signer's name when signing, as printed. */
    signerName: text("signer_name").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The meaning given; null → the role's default ("written by" / "checked by"). */
    meaning: text("meaning"),
    contentHash: text("content_hash").notNull(),
    statement: text("statement").notNull(),
    keyId: text("key_id").notNull(),
    /** Ed25519 signature of `statement`, base64. */
    signature: text("signature").notNull(),
    /** RFC 3161 token (DER) over SHA-256(statement); null when no TSA is configured, or while pending. */
    tsaToken: bytea("tsa_token"),
    /**
     * Set when the TSA could not be reached at signing: the signature stands, and the outbox job
     * "signing.timestamp" fetches the token later. Kept after the token arrives (it says the token
     * came late).
     */
    tsaPendingSince: timestamp("tsa_pending_since", { withTimezone: true, precision: 3 }),
    /** The TSA answered with a token that does not verify (or refused): why. Not retried. */
    tsaError: text("tsa_error"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: integer("withdrawn_by").references(() => members.memberIdx),
  },
  (t) => [index("lab_book_signatures_lb_idx").on(t.lbIdx, t.signatureIdx)],
);

/**
 * The daily anchors: the heads of every chain changed since the last anchor, combined into a
 * Merkle root (signing/anchor.ts), time-stamped in one TSA request.
 */
export const chainAnchors = pgTable("chain_anchors", {
  anchorIdx: serial("anchor_idx").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  /** SHA-256 Merkle root (hex) of the leaves, in lb_idx order. */
  root: text("root").notNull(),
  /** Null while the time stamp is pending (the TSA was down), or when it failed (`tsaError`). */
  tsaToken: bytea("tsa_token"),
  tsaPendingSince: timestamp("tsa_pending_since", { withTimezone: true, precision: 3 }),
  tsaError: text("tsa_error"),
});

/** One chain head an anchor covers. */
export const chainAnchorLeaves = pgTable(
  "chain_anchor_leaves",
  {
    anchorIdx: integer("anchor_idx")
      .notNull()
      .references(() => chainAnchors.anchorIdx),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx),
    seq: integer("seq").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.anchorIdx, t.lbIdx] }), index("chain_anchor_leaves_lb_idx").on(t.lbIdx, t.seq)],
);

/**
 * The installation's signing key when the database is external (DATABASE_URL): api hosts may not
 * share a data dir, but they share this row. With the embedded database the key is a file in the
 * data dir instead, and this table stays empty.
 */
export const signingKeys = pgTable("signing_keys", {
  keyId: text("key_id").primaryKey(),
  /** PKCS#8 PEM. */
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
