import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxJobs } from "../db/schema";

/** A job's data: plain JSON, read back by its handler. */
export type OutboxPayload = Record<string, unknown>;

export interface EnqueueOptions {
  /** While a job of this kind and key waits, another is not added (a burst makes one job). */
  dedupeKey?: string;
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
  await db
    .insert(outboxJobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? sql`now()`,
    })
    .onConflictDoNothing({
      target: [outboxJobs.kind, outboxJobs.dedupeKey],
      where: sql`done_at IS NULL AND dedupe_key IS NOT NULL`,
    });
}
