// Fresh databases on the run's test server (database-server.ts), one per test file or server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Test data is worth nothing after the run: a test database commits without waiting for its WAL to
 * reach the disk, like the embedded test server (fsync=off) does for all of its databases. Set per
 * database, so a shared server (CI's) keeps its own settings for every other database; a database
 * copied from a template does not copy this, so every created database gets it.
 */
export async function makeThrowaway(client: pg.Client, name: string): Promise<void> {
  await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/** The name of a database the run creates: the run's tag in it, so the run's end can find and drop it. */
export function runDatabaseName(prefix: string, runTag: string): string {
  return `${prefix}_${runTag}_${randomBytes(6).toString("hex")}`;
}

/**
 * A new database on the run's server: a copy of the migrated template, or (`empty`) one holding
 * nothing, for a test that migrates it itself. Resolves with its connection string.
 * PostgreSQL 15's default STRATEGY WAL_LOG copies the template in ~0.2–0.4 s here; FILE_COPY takes
 * ~1.3–1.6 s (it forces a checkpoint), see docs/testing.md.
 */
export async function createTestDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<string> {
  const { serverUrl, template, runTag } = inject("testDatabaseServer");
  const name = runDatabaseName(prefix, runTag);
  await admin(serverUrl, async (client) => {
    await client.query(
      options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY WAL_LOG`,
    );
    await makeThrowaway(client, name);
  });
  return databaseUrl(serverUrl, name);
}

function nameOf(nameOrUrl: string): string {
  return nameOrUrl.includes("://") ? new URL(nameOrUrl).pathname.slice(1) : nameOrUrl;
}

/** Waits for the connections to `name` to leave (at most 2 s): what a drop or a release waits for. */
async function letConnectionsLeave(client: pg.Client, name: string): Promise<void> {
  // pg's pool.end() resolves before its sockets have closed: a FORCE drop at once would kill
  // those backends, and the dying client throws an uncaught 57P01. Let them leave first.
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drops `name` (or the database of a connection string) once the connections to it have left. */
export async function dropDatabase(serverUrl: string, nameOrUrl: string): Promise<void> {
  const name = nameOf(nameOrUrl);
  await admin(serverUrl, async (client) => {
    await letConnectionsLeave(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * Done with a database createTestDatabase made: its connections are ended (as a FORCE drop would),
 * and the database is dropped at the run's end with the others (database-server.ts). On PostgreSQL 15
 * every DROP DATABASE waits for a checkpoint, 1–3 s each on a busy disk with fsync on; dropped
 * together at the end, concurrent drops share their checkpoints and no test file waits for them.
 */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  await admin(inject("testDatabaseServer").serverUrl, async (client) => {
    await letConnectionsLeave(client, name);
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
  });
}

/**
 * Drops every database of the run (its tag in the name), `inFlight` at a time. Resolves with how many.
 * Each DROP DATABASE waits for a checkpoint, and drops waiting together share one: 100 databases took
 * 8.0 s 16 at a time and 5.6 s 48 at a time on the machine's server (fsync on). 48 stays well inside
 * PostgreSQL's default 100 connections; the run's files have closed theirs by then.
 */
export async function dropRunDatabases(serverUrl: string, runTag: string, inFlight = 48): Promise<number> {
  const { rows } = await admin(serverUrl, (client) =>
    client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE strpos(datname, $1) > 0", [`_${runTag}_`]),
  );
  const names = rows.map((row) => row.datname);
  let next = 0;
  const lane = async () => {
    while (next < names.length) {
      const name = names[next++];
      if (name) await dropDatabase(serverUrl, name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, names.length) }, lane));
  return names.length;
}
