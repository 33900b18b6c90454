import { sign } from "node:crypto";
import { and, asc, eq, getTableColumns, isNull } from "drizzle-orm";
import { formatSeqNo, type BookSignature, type SignatureRole } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { verifyPassword } from "../auth/passwords";
import { confirmWithDirectory } from "../ldap/reauth";
import { consumeReauthToken } from "../oauth/reauth-token";
import type { Db } from "../db/client";
import { labBookSignatures, labBooks, members } from "../db/schema";
import { AppError } from "../lib/errors";
import { memberLeft, memberName } from "../members/name";
import { appendToChain, sha256Hex } from "./chain";
import { canonicalJson } from "./content";
import { signingKeyOf } from "./key";
import { queueSignatureStamp, stampNow, type StampOutcome } from "./timestamp-jobs";
import { timestampFactsOf } from "./tsa";

/**
 * A signature is a re-authentication: the signer types their password again, or (a social-only
 * account) hands a reauthToken its linked provider's confirmation earned (oauth/reauth.ts),
 * used up in this transaction. A social-only account with neither is REAUTH_UNAVAILABLE. A member
 * the LDAP directory made types the directory's password (ldap/reauth.ts).
 */
export async function reauthenticate(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  proof: { password?: string | undefined; reauthToken?: string | undefined },
): Promise<void> {
  // A signature needs the person: a personal API token never signs (the route refuses it first).
  if (actor.token) throw new AppError("TOKEN_PERSON_ONLY");
  if (proof.reauthToken !== undefined) {
    await consumeReauthToken(ctx, db, actor.memberIdx, proof.reauthToken);
    return;
  }
  const password = proof.password;
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.memberIdx, actor.memberIdx));
  if (!row?.passwordHash) {
    // A member made by the LDAP directory signs with the directory's password.
    const confirmed = await confirmWithDirectory(ctx, db, actor.memberIdx, password);
    if (confirmed === null) throw new AppError("REAUTH_UNAVAILABLE");
    if (!confirmed) throw new AppError("REAUTH_FAILED");
    return;
  }
  if (!password || !(await verifyPassword(row.passwordHash, password))) throw new AppError("REAUTH_FAILED");
}

/** The statement a signature signs: every fact of it, as canonical JSON (the README shows one). */
export interface SignatureStatement {
  v: 1;
  type: "enote-signature";
  lbIdx: number;
  bookNo: string;
  title: string;
  role: SignatureRole;
  memberIdx: number;
  signer: string;
  signedAt: string;
  meaning: string | null;
  contentHash: string;
}

export interface SignInput {
  lbIdx: number;
  role: SignatureRole;
  meaning: string | null;
  contentHash: string;
}

/**
 * Signs the book's content hash as `actor`, inside the status change's transaction: the statement
 * signed with the installation's key, a time-stamp token over it when ENOTE_TSA_URL is set, the
 * row, and its chain entry. A TSA that does not answer leaves the time stamp pending: the outbox
 * job queued in this transaction fetches it later (timestamp-jobs.ts).
 */
export async function signBook(ctx: AppContext, tx: Db, actor: Actor, input: SignInput): Promise<void> {
  const [book] = await tx
    .select({
      kind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      title: labBooks.title,
      signer: memberName(),
    })
    .from(labBooks)
    .innerJoin(members, eq(members.memberIdx, actor.memberIdx))
    .where(eq(labBooks.lbIdx, input.lbIdx));
  if (!book) throw new AppError("NOT_FOUND");
  const signedAt = new Date();
  const statement: SignatureStatement = {
    v: 1,
    type: "enote-signature",
    lbIdx: input.lbIdx,
    bookNo: formatSeqNo(book.kind, book.seqYear, book.seqNumber),
    title: book.title,
    role: input.role,
    memberIdx: actor.memberIdx,
    signer: book.signer,
    signedAt: signedAt.toISOString(),
    meaning: input.meaning,
    contentHash: input.contentHash,
  };
  const text = canonicalJson(statement);
  const bytes = Buffer.from(text, "utf8");
  const key = await signingKeyOf(ctx);
  const stamp: StampOutcome = ctx.env.ENOTE_TSA_URL
    ? await stampNow(ctx, ctx.env.ENOTE_TSA_URL, bytes, `signature of book ${input.lbIdx}`)
    : { tsaToken: null, tsaPendingSince: null, tsaError: null };
  const [row] = await tx
    .insert(labBookSignatures)
    .values({
      lbIdx: input.lbIdx,
      role: input.role,
      memberIdx: actor.memberIdx,
      signerName: book.signer,
      signedAt,
      meaning: input.meaning,
      contentHash: input.contentHash,
      statement: text,
      keyId: key.keyId,
      signature: sign(null, bytes, key.privateKey).toString("base64"),
      ...stamp,
      // Pending since the moment it was signed: that is the time the missing token should vouch for.
      tsaPendingSince: stamp.tsaPendingSince ? signedAt : null,
    })
    .returning({ signatureIdx: labBookSignatures.signatureIdx });
  if (!row) throw new Error("signature insert returned nothing");
  if (stamp.tsaPendingSince) await queueSignatureStamp(tx, row.signatureIdx);
  await appendToChain(tx, input.lbIdx, {
    kind: "SIGNATURE",
    memberIdx: actor.memberIdx,
    contentHash: sha256Hex(bytes),
  });
}

/** An end cancelled: the writer's signatures in force stay in the record, marked withdrawn (and chained). */
export async function withdrawWriterSignatures(tx: Db, actor: Actor, lbIdx: number): Promise<void> {
  const withdrawn = await tx
    .update(labBookSignatures)
    .set({ withdrawnAt: new Date(), withdrawnBy: actor.memberIdx })
    .where(
      and(
        eq(labBookSignatures.lbIdx, lbIdx),
        eq(labBookSignatures.role, "WRITER"),
        isNull(labBookSignatures.withdrawnAt),
      ),
    )
    .returning({ statement: labBookSignatures.statement });
  for (const row of withdrawn) {
    await appendToChain(tx, lbIdx, {
      kind: "WITHDRAWAL",
      memberIdx: actor.memberIdx,
      contentHash: sha256Hex(row.statement),
    });
  }
}

/** A signature row, and whether its signer has left since (the name signed stays). */
export type SignatureRow = typeof labBookSignatures.$inferSelect & { signerLeft: boolean };

/** A book's signature rows, oldest first. */
export function signatureRows(db: Db, lbIdx: number): Promise<SignatureRow[]> {
  return db
    .select({ ...getTableColumns(labBookSignatures), signerLeft: memberLeft() })
    .from(labBookSignatures)
    .innerJoin(members, eq(members.memberIdx, labBookSignatures.memberIdx))
    .where(eq(labBookSignatures.lbIdx, lbIdx))
    .orderBy(asc(labBookSignatures.signatureIdx));
}

/** Stamped (a token), failed (the TSA's bad answer), pending (waiting for the TSA), or none (no TSA). */
export function timestampStateOf(row: Pick<SignatureRow, "tsaToken" | "tsaError" | "tsaPendingSince">) {
  if (row.tsaToken) return "stamped" as const;
  if (row.tsaError) return "failed" as const;
  if (row.tsaPendingSince) return "pending" as const;
  return "none" as const;
}

export function toBookSignature(row: SignatureRow): BookSignature {
  const facts = row.tsaToken ? timestampFactsOf(row.tsaToken) : null;
  return {
    signatureIdx: row.signatureIdx,
    role: row.role,
    member: { memberIdx: row.memberIdx, name: row.signerName, left: row.signerLeft },
    signedAt: row.signedAt.toISOString(),
    meaning: row.meaning,
    contentHash: row.contentHash,
    statement: row.statement,
    statementHash: sha256Hex(row.statement),
    keyId: row.keyId,
    signature: row.signature,
    timestamp: facts ? { time: facts.time.toISOString(), tsa: facts.tsa, serial: facts.serial } : null,
    timestampToken: row.tsaToken ? Buffer.from(row.tsaToken).toString("base64") : null,
    timestampState: timestampStateOf(row),
    timestampPendingSince: row.tsaPendingSince?.toISOString() ?? null,
    timestampError: row.tsaError,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
