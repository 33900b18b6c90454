import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Db } from "../../api/src/db/client";
import { openPostgres } from "../../api/src/db/client";

/** The value below which `p` percent of the values lie. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a fresh, migrated database of the PostgreSQL server BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names, dropped afterwards: benches measured in this process.
 */
export async function withBenchDatabase(prefix: string, work: (db: Db) => Promise<void>): Promise<void> {
  if (!serverUrl) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server");
  const name = `enote_bench_${prefix}_${randomBytes(4).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    await work(database.db);
  } finally {
    await database.close();
    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
  }
}
