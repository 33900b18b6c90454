import { createHash, verify as verifySignature } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import {
  formatDateTime,
  translate,
  type Locale,
  type SignatureRole,
  type TranslationParams,
  type VerifyCheck,
  type VerifyCheckName,
  type VerifyResult,
} from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { checkAttachmentFile } from "../attachments/file-check";
import { attachmentManifest } from "../attachments/snapshot";
import { labBookAttachments, labBooks } from "../db/schema";
import { readableBook } from "../labbook/access";
import { chainOf, checkChain, sha256Hex, type ChainEntry } from "./chain";
import { canonicalJson, contentHashOf, currentContentHash } from "./content";
import { anchorData, latestAnchorOf, merkleRoot } from "./anchor";
import { signingKeyOf, tsaRootsOf, type SigningKeyPair } from "./key";
import { signatureRows, toBookSignature, type SignatureRow, type SignatureStatement } from "./signatures";
import { verifyTimestamp } from "./tsa";

/** How far a token's time may fall before the signing time it covers (clocks differ). */
const clockSkewMs = 5 * 60 * 1000;
/** How long after signing a token may be dated (a slow TSA, a retried request). */
const lateTokenMs = 24 * 60 * 60 * 1000;

/** Builds checks with details in the caller's language. */
class Report {
  readonly checks: VerifyCheck[] = [];
  constructor(
    private readonly locale: Locale,
    private readonly timeZone: string,
  ) {}
  add(name: VerifyCheckName, ok: boolean, key: string, params: TranslationParams = {}): void {
    this.checks.push({ name, ok, detail: translate(this.locale, `signing.detail.${key}`, params) });
  }
  role(role: SignatureRole): string {
    return translate(this.locale, `signing.role.${role}`);
  }
  date(value: Date | string): string {
    return formatDateTime(value, this.timeZone);
  }
  failure(reason: string): string {
    return translate(this.locale, `signing.failures.${reason}`);
  }
}

const short = (hash: string) => hash.slice(0, 16);

/** Parses a stored statement; null when it is not one (a tampered row). */
function statementOf(row: SignatureRow): SignatureStatement | null {
  try {
    return JSON.parse(row.statement) as SignatureStatement;
  } catch {
    return null;
  }
}

/** The statement says what the row says: same book, role, signer, time, meaning and content hash. */
function statementMatches(row: SignatureRow, statement: SignatureStatement | null): boolean {
  return (
    statement !== null &&
    canonicalJson(statement) === row.statement &&
    statement.lbIdx === row.lbIdx &&
    statement.role === row.role &&
    statement.memberIdx === row.memberIdx &&
    statement.signer === row.signerName &&
    statement.signedAt === row.signedAt.toISOString() &&
    statement.meaning === row.meaning &&
    statement.contentHash === row.contentHash
  );
}

function checkChainEntries(report: Report, entries: ChainEntry[], rows: SignatureRow[]): void {
  const problem = checkChain(entries);
  if (problem) {
    const key = { gap: "chainGap", link: "chainLink", hash: "chainHash" }[problem.problem];
    report.add("chain", false, key, { seq: problem.seq });
    return;
  }
  // A signature the chain records must still be in the book (a deleted row shows here).
  const statements = new Set(rows.map((row) => sha256Hex(row.statement)));
  const lost = entries.find((entry) => entry.kind === "SIGNATURE" && !statements.has(entry.contentHash));
  if (lost) {
    report.add("chain", false, "chainSignatureMissing", { seq: lost.seq });
    return;
  }
  const head = entries.at(-1);
  if (!head) report.add("chain", true, "chainEmpty");
  else report.add("chain", true, "chainOk", { count: entries.length, head: short(head.hash) });
}

function signatureHolds(bytes: Buffer, key: SigningKeyPair, signature: string): boolean {
  try {
    return verifySignature(null, bytes, key.publicKey, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

async function checkSignatures(
  ctx: AppContext,
  report: Report,
  key: SigningKeyPair,
  rows: SignatureRow[],
  entries: ChainEntry[],
): Promise<void> {
  if (rows.length === 0) report.add("signature", true, "signatureNone");
  const chained = new Set(entries.filter((e) => e.kind === "SIGNATURE").map((e) => e.contentHash));
  const roots = await tsaRootsOf(ctx);
  for (const row of rows) {
    const who = { role: report.role(row.role), name: row.signerName, date: report.date(row.signedAt) };
    const bytes = Buffer.from(row.statement, "utf8");
    const statement = statementOf(row);
    const valid = signatureHolds(bytes, key, row.signature);
    if (row.keyId !== key.keyId) report.add("signature", false, "signatureKey", { ...who, keyId: short(row.keyId) });
    else if (!valid) report.add("signature", false, "signatureInvalid", who);
    else if (!statementMatches(row, statement)) report.add("signature", false, "signatureStatement", who);
    else if (!chained.has(sha256Hex(bytes))) report.add("signature", false, "signatureNotChained", who);
    else
      report.add("signature", true, row.withdrawnAt ? "signatureWithdrawn" : "signatureOk", {
        ...who,
        keyId: short(key.keyId),
      });

    const whose = { role: who.role, name: who.name };
    if (!row.tsaToken) {
      if (row.tsaError) report.add("timestamp", false, "timestampFailed", { ...whose, reason: row.tsaError });
      else if (row.tsaPendingSince)
        report.add("timestamp", true, "timestampPending", { ...whose, since: report.date(row.tsaPendingSince) });
      else report.add("timestamp", true, "timestampNone", whose);
      continue;
    }
    const token = await verifyTimestamp(row.tsaToken, bytes, roots);
    if (!token.ok) {
      report.add("timestamp", false, "timestampInvalid", { ...whose, reason: report.failure(token.reason) });
      continue;
    }
    const offset = token.time.getTime() - row.signedAt.getTime();
    // A token fetched after an outage is as late as the outage was long: it vouches for its own time.
    const latest = row.tsaPendingSince ? Number.POSITIVE_INFINITY : lateTokenMs;
    if (offset < -clockSkewMs || offset > latest) {
      report.add("timestamp", false, "timestampTime", {
        ...whose,
        time: report.date(token.time),
        signedAt: report.date(row.signedAt),
      });
      continue;
    }
    const detail = row.tsaPendingSince ? "timestampLate" : token.chainChecked ? "timestampOk" : "timestampOkNoRoot";
    report.add("timestamp", true, detail, {
      ...whose,
      time: report.date(token.time),
      tsa: token.tsa,
      setting: "ENOTE_TSA_CA_FILE",
      since: row.tsaPendingSince ? report.date(row.tsaPendingSince) : "",
    });
  }
}

/** The signature in force for the book's status: the checker's when complete, the writer's when ended. */
function signatureInForce(status: string, rows: SignatureRow[]): SignatureRow | null {
  const role = status === "COMPLETE" ? "CHECKER" : status === "END" ? "WRITER" : null;
  if (!role) return null;
  return rows.filter((row) => row.role === role && !row.withdrawnAt).at(-1) ?? null;
}

async function checkAttachments(ctx: AppContext, report: Report, lbIdx: number, full: boolean): Promise<void> {
  const files = await ctx.db
    .select({
      attachmentIdx: labBookAttachments.attachmentIdx,
      name: labBookAttachments.name,
      size: labBookAttachments.size,
      sha256: labBookAttachments.sha256,
      fileKey: labBookAttachments.fileKey,
      fileCheck: labBookAttachments.fileCheck,
    })
    .from(labBookAttachments)
    .where(eq(labBookAttachments.lbIdx, lbIdx))
    .orderBy(asc(labBookAttachments.attachmentIdx));
  let reread = 0;
  for (const file of files) {
    const verdict = await checkAttachmentFile(ctx, file, full);
    if (verdict === "missing") return report.add("attachments", false, "attachmentsMissing", { name: file.name });
    if (verdict === "changed") return report.add("attachments", false, "attachmentsChanged", { name: file.name });
    if (verdict === "reread") reread += 1;
  }
  if (files.length === 0) report.add("attachments", true, "attachmentsNone");
  else if (reread === files.length) report.add("attachments", true, "attachmentsOk", { count: files.length });
  else report.add("attachments", true, "attachmentsOkStored", { count: files.length, reread, option: "full=1" });
}

async function checkAnchor(ctx: AppContext, report: Report, lbIdx: number, entries: ChainEntry[]): Promise<void> {
  const found = await latestAnchorOf(ctx, lbIdx);
  if (!found) return report.add("anchor", true, "anchorNone");
  const leaf = found.leaves.find((l) => l.lbIdx === lbIdx);
  const entry = leaf ? entries.find((e) => e.seq === leaf.seq) : undefined;
  if (!leaf || !entry || entry.hash !== leaf.hash) {
    return report.add("anchor", false, "anchorMismatch", { seq: leaf?.seq ?? 0 });
  }
  if (merkleRoot(found.leaves) !== found.anchor.root) return report.add("anchor", false, "anchorRoot");
  if (!found.anchor.tsaToken) {
    if (found.anchor.tsaError) return report.add("anchor", false, "anchorFailed", { reason: found.anchor.tsaError });
    return report.add("anchor", true, "anchorPending", { seq: leaf.seq, since: report.date(found.anchor.at) });
  }
  const token = await verifyTimestamp(found.anchor.tsaToken, anchorData(found.anchor.root), await tsaRootsOf(ctx));
  if (!token.ok) return report.add("anchor", false, "anchorToken", { reason: report.failure(token.reason) });
  report.add("anchor", true, "anchorOk", { seq: leaf.seq, time: report.date(token.time), tsa: token.tsa });
}

/**
 * GET /api/labbook/{lbIdx}/verify.do: recomputes the book's record from what is stored — the
 * chain's links, the signatures against the published key, their time-stamp tokens, the content
 * and the frozen snapshot against the hashes signed, the attachment files (re-read only when the
 * file store's size or stamp says they changed, or with full=1), the daily anchor — and
 * says which check failed. Anyone who may read the book may verify it.
 */
export async function verifyBook(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  locale: Locale,
  options: { full?: boolean } = {},
): Promise<VerifyResult> {
  await readableBook(ctx.db, actor, lbIdx);
  const report = new Report(locale, ctx.env.ENOTE_TIME_ZONE);
  const [book] = await ctx.db
    .select({ status: labBooks.status, snapshot: labBooks.snapshot, snapshotSha256: labBooks.snapshotSha256 })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, lbIdx));
  if (!book) throw new Error("book vanished");
  const [entries, rows, key] = await Promise.all([
    chainOf(ctx.db, lbIdx),
    signatureRows(ctx.db, lbIdx),
    signingKeyOf(ctx),
  ]);

  checkChainEntries(report, entries, rows);
  await checkSignatures(ctx, report, key, rows, entries);

  const inForce = signatureInForce(book.status, rows);
  // Books ended or completed before signing existed have no STATUS entry in their chain.
  const signedEra = entries.some((entry) => entry.kind === "STATUS");
  const manifest = await attachmentManifest(ctx.db, lbIdx);
  if (inForce) {
    const actual = await currentContentHash(ctx, ctx.db, lbIdx);
    if (actual === inForce.contentHash) {
      report.add("content", true, "contentOk", { role: report.role(inForce.role), hash: short(actual) });
    } else {
      report.add("content", false, "contentChanged", { actual: short(actual), expected: short(inForce.contentHash) });
    }
  } else if (book.status !== "IN_PROGRESS" && signedEra) {
    report.add("content", false, "contentNoSignature", { status: book.status });
  } else {
    report.add("content", true, "contentUnsigned");
  }

  if (book.status === "COMPLETE" && book.snapshot) {
    const sha = createHash("sha256").update(book.snapshot).update(manifest).digest("hex");
    if (sha !== book.snapshotSha256) report.add("snapshot", false, "snapshotHash");
    else if (inForce && contentHashOf(book.snapshot, manifest) !== inForce.contentHash)
      report.add("snapshot", false, "snapshotContent");
    else report.add("snapshot", true, "snapshotOk");
  } else {
    report.add("snapshot", book.status !== "COMPLETE", book.status === "COMPLETE" ? "snapshotHash" : "snapshotNone");
  }

  await checkAttachments(ctx, report, lbIdx, options.full ?? false);
  await checkAnchor(ctx, report, lbIdx, entries);

  return {
    valid: report.checks.every((check) => check.ok),
    checks: report.checks,
    signatures: rows.filter((row) => !row.withdrawnAt).map(toBookSignature),
  };
}

/** GET /api/labbook/{lbIdx}/signatures.do: every signature of the book, withdrawn ones included. */
export async function listSignatures(ctx: AppContext, actor: Actor, lbIdx: number) {
  await readableBook(ctx.db, actor, lbIdx);
  return { signatures: (await signatureRows(ctx.db, lbIdx)).map(toBookSignature) };
}

/** GET /api/signing/key.do: the installation's public key. */
export async function publishedKey(ctx: AppContext) {
  const key = await signingKeyOf(ctx);
  return { algorithm: "Ed25519" as const, publicKeyPem: key.publicKeyPem, keyId: key.keyId };
}
