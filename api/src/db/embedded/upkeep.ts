// PGlite runs no autovacuum. Without it nothing reclaims the space of updated and deleted rows,
// the planner's statistics stay as the last explicit ANALYZE left them, and no page is ever marked
// all-visible — so an index-only scan (the inventory search's walk of its list index) still reads
// every row. The api does what autovacuum would, with autovacuum's default thresholds, every minute.
import pg from "pg";

/** What autovacuum would do to each table now: vacuum (and analyze) it, or analyze it only. */
const dueTables = `
  SELECT relname,
    (n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) AS vacuum
  FROM pg_stat_user_tables
  WHERE schemaname = 'public'
    AND (n_dead_tup > 50 + 0.2 * n_live_tup
      OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
      OR n_mod_since_analyze > 50 + 0.1 * n_live_tup)
  ORDER BY relname`;

export interface Upkeep {
  /** Vacuums and analyzes the tables that are due; resolves with their names. */
  runOnce(): Promise<string[]>;
  /** Where a timed run's failure goes (the next run tries again). */
  onError(listener: (error: unknown) => void): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function keepUp(pool: pg.Pool, intervalMs = 60_000): Upkeep {
  let report: (error: unknown) => void = () => undefined;
  let running: Promise<string[]> | null = null;
  const runOnce = (): Promise<string[]> =>
    (running ??= (async () => {
      try {
        // The engine's one backend made the changes: publish its pending counts first.
        await pool.query("SELECT pg_stat_force_next_flush()");
        const { rows } = await pool.query<{ relname: string; vacuum: boolean }>(dueTables);
        for (const row of rows) {
          const table = pg.escapeIdentifier(row.relname);
          await pool.query(row.vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
        }
        return rows.map((row) => row.relname);
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => runOnce().catch((error: unknown) => report(error)), intervalMs);
  timer.unref();
  return {
    runOnce,
    onError: (listener) => {
      report = listener;
    },
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
