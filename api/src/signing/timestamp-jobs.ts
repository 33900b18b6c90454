import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { chainAnchors, labBookSignatures } from "../db/schema";
import { announceRecord } from "../labbook/announce";
import { enqueue, registerOutboxHandler, type OutboxPayload } from "../outbox";
import { anchorData } from "./chain";
import { tsaRootsOf } from "./key";
import { requestTimestamp, TsaAnswerError } from "./tsa";

/**
 * Sign now, time-stamp when the TSA answers (issue 33). A signature or anchor whose TSA was
 * unreachable is kept with `tsa_pending_since`; an outbox job asks again with backoff (1 s
 * doubling, at most hourly, never giving up) until a token arrives. A TSA that answers with a
 * token that does not verify (or refuses) is not an outage: the row records the error, the log
 * says it at error level, verify.do fails the time-stamp check, and nothing asks again.
 */

/** How long a signing waits for the TSA before the time stamp goes to the queue. */
const inlineTimeoutMs = 5_000;

export const signatureStampKind = "signing.timestamp";
export const anchorStampKind = "signing.anchor-timestamp";

/** What a time-stamp attempt leaves on its row. */
export interface StampOutcome {
  tsaToken: Uint8Array | null;
  tsaPendingSince: Date | null;
  tsaError: string | null;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Asks ENOTE_TSA_URL for a token over `data` once, now: a token, pending (an outage), or failed. */
export async function stampNow(ctx: AppContext, url: string, data: Uint8Array, what: string): Promise<StampOutcome> {
  try {
    const token = await requestTimestamp(url, data, await tsaRootsOf(ctx), inlineTimeoutMs);
    return { tsaToken: token, tsaPendingSince: null, tsaError: null };
  } catch (error) {
    if (error instanceof TsaAnswerError) {
      ctx.log.error({ err: error.message, what }, "the TSA answered with a bad time-stamp token");
      return { tsaToken: null, tsaPendingSince: null, tsaError: error.message };
    }
    ctx.log.warn({ err: message(error), what }, "TSA unreachable: the time stamp is pending");
    return { tsaToken: null, tsaPendingSince: new Date(), tsaError: null };
  }
}

/** Queues the time stamp of a pending signature, in the signing's transaction. */
export function queueSignatureStamp(tx: Db, signatureIdx: number): Promise<void> {
  return enqueue(tx, signatureStampKind, { signatureIdx }, { dedupeKey: String(signatureIdx) });
}

/** Queues the time stamp of a pending anchor, in the anchoring's transaction. */
export function queueAnchorStamp(tx: Db, anchorIdx: number): Promise<void> {
  return enqueue(tx, anchorStampKind, { anchorIdx }, { dedupeKey: String(anchorIdx) });
}

/**
 * One more attempt: the token, or the TSA's bad answer recorded (null: it was an outage and the
 * error is thrown, so the outbox asks again later).
 */
async function attempt(ctx: AppContext, data: Uint8Array, what: string): Promise<StampOutcome> {
  const url = ctx.env.ENOTE_TSA_URL;
  if (!url) throw new Error("ENOTE_TSA_URL is not set: the time stamp waits until it is");
  try {
    const token = await requestTimestamp(url, data, await tsaRootsOf(ctx));
    return { tsaToken: token, tsaPendingSince: null, tsaError: null };
  } catch (error) {
    if (!(error instanceof TsaAnswerError)) throw error;
    ctx.log.error({ err: error.message, what }, "the TSA answered with a bad time-stamp token");
    return { tsaToken: null, tsaPendingSince: null, tsaError: error.message };
  }
}

registerOutboxHandler({
  kind: signatureStampKind,
  async run(ctx: AppContext, payload: OutboxPayload) {
    const signatureIdx = Number(payload.signatureIdx);
    const [row] = await ctx.db
      .select({
        lbIdx: labBookSignatures.lbIdx,
        statement: labBookSignatures.statement,
        tsaToken: labBookSignatures.tsaToken,
        tsaError: labBookSignatures.tsaError,
      })
      .from(labBookSignatures)
      .where(eq(labBookSignatures.signatureIdx, signatureIdx));
    if (!row || row.tsaToken || row.tsaError) return;
    const outcome = await attempt(ctx, Buffer.from(row.statement, "utf8"), `signature ${signatureIdx}`);
    await ctx.db
      .update(labBookSignatures)
      .set({ tsaToken: outcome.tsaToken, tsaError: outcome.tsaError })
      .where(and(eq(labBookSignatures.signatureIdx, signatureIdx), isNull(labBookSignatures.tsaToken)));
    await announceRecord(ctx, row.lbIdx);
  },
});

registerOutboxHandler({
  kind: anchorStampKind,
  async run(ctx: AppContext, payload: OutboxPayload) {
    const anchorIdx = Number(payload.anchorIdx);
    const [row] = await ctx.db.select().from(chainAnchors).where(eq(chainAnchors.anchorIdx, anchorIdx));
    if (!row || row.tsaToken || row.tsaError) return;
    const outcome = await attempt(ctx, anchorData(row.root), `anchor ${anchorIdx}`);
    await ctx.db
      .update(chainAnchors)
      .set({ tsaToken: outcome.tsaToken, tsaError: outcome.tsaError })
      .where(and(eq(chainAnchors.anchorIdx, anchorIdx), isNull(chainAnchors.tsaToken)));
  },
});
