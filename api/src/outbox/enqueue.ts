import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxJobs } from "../db/schema";

/** A job's data: plain JSON, read back by its handler. */
export type OutboxPayload = Record<string, unknown>;

export interface EnqueueOptions {
  /** While a job of this kind and key waits, another is not added (a burst makes one job). */
  dedupeKey?: string;
  /**
   * With `dedupeKey`: this payload field is an array, and a job added while one waits adds its
   * members to the waiting job's (so the job knows everything the burst carried).
   */
  gather?: string;
  /** Not before this time. */
  runAt?: Date;
}

/**
 * Writes a job in `db`: pass the caller's transaction, so the job exists exactly when the change
 * that causes it commits. Call `ctx.outbox.wake()` after that commit to skip the poll wait.
 */
export async function enqueue(
  db: Db,
  kind: string,
  payload: OutboxPayload,
  options: EnqueueOptions = {},
): Promise<void> {
  const gather = options.gather;
  const insert = db.insert(outboxJobs).values({
    kind,
    payload,
    dedupeKey: options.dedupeKey ?? null,
    runAt: options.runAt ?? sql`now()`,
  });
  const waiting = {
    target: [outboxJobs.kind, outboxJobs.dedupeKey],
    where: sql`done_at IS NULL AND dedupe_key IS NOT NULL`,
  };
  if (gather === undefined) {
    await insert.onConflictDoNothing(waiting);
    return;
  }
  const path = `{${gather}}`;
  await insert.onConflictDoUpdate({
    target: waiting.target,
    targetWhere: waiting.where,
    set: {
      payload: sql`jsonb_set(${outboxJobs.payload}, ${path}::text[], (
        SELECT coalesce(jsonb_agg(DISTINCT member), '[]'::jsonb)
          FROM jsonb_array_elements(coalesce(${outboxJobs.payload} -> ${gather}, '[]'::jsonb)
                                    || coalesce(excluded.payload -> ${gather}, '[]'::jsonb)) AS member))`,
    },
  });
}
