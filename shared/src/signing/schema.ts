import { z } from "zod";
import { memberRef } from "../members/ref";
import { reauthTokenField } from "../oauth/reauth-token";
import { singleLine } from "../validation/rules";

/**
 * Issue 27: research notes that hold up. Ending a book is its writer's signature, completing it its
 * checker's; each signature is an Ed25519 signature of the installation over the book's frozen
 * content hash, time-stamped by an RFC 3161 authority when ENOTE_TSA_URL is set. Every stored state
 * and event of a book is appended to its hash chain.
 */
export const signingLimits = { meaningMax: 100, passwordMax: 200 } as const;

export const signingPaths = {
  /** The installation's public key (anyone may fetch it: auditors verify with it). */
  key: "/api/signing/key.do",
  verify: (lbIdx: number) => `/api/labbook/${lbIdx}/verify.do`,
  signatures: (lbIdx: number) => `/api/labbook/${lbIdx}/signatures.do`,
} as const;

export const signatureRoles = ["WRITER", "CHECKER"] as const;
export type SignatureRole = (typeof signatureRoles)[number];

/**
 * What the chain records. Other features append their own kinds (a restore, a version) through
 * appendToChain; these are the ones signing appends or reads. Content enters the chain at
 * versions (VERSION: the version's SHA-256) and status changes; CONTENT (one entry per stored
 * state) is only in chains written before that.
 */
export const chainKinds = [
  "CONTENT",
  "MEMO",
  "STATUS",
  "SIGNATURE",
  "WITHDRAWAL",
  "SHARE",
  "ATTACHMENT",
  "RESTORE",
  "VERSION",
] as const;
export type ChainKind = (typeof chainKinds)[number];

/**
 * The re-entered password and the optional meaning that END and COMPLETE carry (the status call
 * spreads these fields). The password (or a reauthToken) is required there; the server answers 401 without it.
 */
export const signatureFields = z.object({
  password: z
    .string({ error: "validation.passwordRequired" })
    .max(signingLimits.passwordMax, "validation.tooLong")
    .optional(),
  /** A social-only member's proof instead of the password: POST /api/oauth/reauth.do's token. */
  reauthToken: reauthTokenField.optional(),
  /** Why the member signs ("written by", "checked by" when absent). */
  meaning: z
    .string({ error: "validation.invalid" })
    .trim()
    .max(signingLimits.meaningMax, "validation.tooLong")
    .superRefine(singleLine)
    .nullish()
    .transform((value) => (value ? value : null)),
});

/** The dialog the client shows before END and COMPLETE: the same fields, the password required. */
export const signatureDialogInput = signatureFields.extend({
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired")
    .max(signingLimits.passwordMax, "validation.tooLong"),
});
export type SignatureDialogInput = z.input<typeof signatureDialogInput>;

/** An RFC 3161 time-stamp token's facts, as verified when the signature was made. */
export const signatureTimestamp = z.object({
  /** genTime of the token (ISO). */
  time: z.string(),
  /** The TSA's certificate subject. */
  tsa: z.string(),
  serial: z.string(),
});
export type SignatureTimestamp = z.infer<typeof signatureTimestamp>;

export const timestampStates = ["none", "stamped", "pending", "failed"] as const;
export type TimestampState = (typeof timestampStates)[number];

export const bookSignature = z.object({
  signatureIdx: z.number().int(),
  role: z.enum(signatureRoles),
  member: memberRef,
  signedAt: z.string(),
  /** The meaning the signer gave; null → the default for the role ("written by" / "checked by"). */
  meaning: z.string().nullable(),
  /** SHA-256 (hex) of the book's frozen content: text, tables, memos and attachment hashes. */
  contentHash: z.string(),
  /** The exact text (canonical JSON, UTF-8) the key signed: verify `signature` over these bytes. */
  statement: z.string(),
  /** SHA-256 (hex) of the statement: what the time stamp covers. */
  statementHash: z.string(),
  keyId: z.string(),
  /** Ed25519 signature (base64) of the statement. */
  signature: z.string(),
  timestamp: signatureTimestamp.nullable(),
  /** The RFC 3161 token (DER, base64), for verifying it elsewhere (openssl ts -verify); null when not timestamped. */
  timestampToken: z.string().nullable(),
  /**
   * stamped: the token is here. pending: the TSA was unreachable at signing; the signature stands
   * and the token is fetched when the TSA answers. failed: the TSA answered with a token that does
   * not verify (`timestampError`). none: no TSA is configured.
   */
  timestampState: z.enum(timestampStates),
  /** When the time stamp started waiting (the signing time); kept after the token arrived late. */
  timestampPendingSince: z.string().nullable(),
  /** Why the TSA's answer was refused (failed), as the server logged it. */
  timestampError: z.string().nullable(),
  /** Set when the end was cancelled: the signature stays in the record, marked withdrawn. */
  withdrawnAt: z.string().nullable(),
});
export type BookSignature = z.infer<typeof bookSignature>;

export const bookSignatures = z.object({ signatures: z.array(bookSignature) });
export type BookSignatures = z.infer<typeof bookSignatures>;

export const signingKey = z.object({
  algorithm: z.literal("Ed25519"),
  /** SPKI, PEM. */
  publicKeyPem: z.string(),
  /** SHA-256 (hex) of the DER public key: each signature names the key it was made with. */
  keyId: z.string(),
});
export type SigningKey = z.infer<typeof signingKey>;

/**
 * GET verify.do?full=1: re-reads every attachment file. Without it a file is re-read only when
 * the store's size or stamp says it changed since it was hashed (a same-size rewrite the store
 * cannot see — a clock set back, a disk edited under the file system — needs full=1).
 */
export const verifyQuery = z.object({ full: z.enum(["0", "1"], { error: "validation.invalid" }).optional() });
export type VerifyQuery = z.infer<typeof verifyQuery>;

export const verifyCheckNames = [
  "chain",
  "content",
  "snapshot",
  "signature",
  "timestamp",
  "anchor",
  "attachments",
] as const;
export type VerifyCheckName = (typeof verifyCheckNames)[number];

export const verifyCheck = z.object({
  name: z.enum(verifyCheckNames),
  ok: z.boolean(),
  /** What was checked and found, in the caller's language. */
  detail: z.string(),
});
export type VerifyCheck = z.infer<typeof verifyCheck>;

export const verifyResult = z.object({
  valid: z.boolean(),
  checks: z.array(verifyCheck),
  /** The signatures in force (not withdrawn), for the one-line summary. */
  signatures: z.array(bookSignature),
});
export type VerifyResult = z.infer<typeof verifyResult>;
