import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useMigratedDatabase } from "../test/migrated-database";

/*
 * A connection that breaks while a transaction holds it (the database server killed, the OOM
 * killer, a network cut) fails that transaction, never the process: pg reports the break on the
 * checked-out connection, and an 'error' event nobody listens to would end E-Note (the fault test
 * "gives up after three restarts" met it as an unhandled EPIPE).
 */
describe("a pooled connection that breaks mid-transaction", () => {
  const database = useMigratedDatabase("broken_connection");

  it("fails the transaction, and the database answers the next request", async () => {
    const { db } = database();
    const transaction = db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      const own = rows.rows[0];
      // Another connection ends this one while the transaction waits between statements.
      await db.execute(sql`SELECT pg_terminate_backend(${own?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    const answer = ((await db.execute(sql`SELECT 41 + 1 AS n`)) as unknown as { rows: Array<{ n: number }> }).rows[0];
    expect(answer?.n).toBe(42);
  });
});
