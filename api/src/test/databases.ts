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
 * A new database on the run's server: a copy of the migrated template, or (`empty`) one holding
 * nothing, for a test that migrates it itself. Resolves with its connection string.
 */
export async function createTestDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<string> {
  const { serverUrl, template } = inject("testDatabaseServer");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, (client) =>
    client.query(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  return databaseUrl(serverUrl, name);
}

/** Drops `name` (or the database of a connection string) once the connections to it have left. */
export async function dropDatabase(serverUrl: string, nameOrUrl: string): Promise<void> {
  const name = nameOrUrl.includes("://") ? new URL(nameOrUrl).pathname.slice(1) : nameOrUrl;
  await admin(serverUrl, async (client) => {
    // pg's pool.end() resolves before its sockets have closed: a FORCE drop at once would kill
    // those backends, and the dying client throws an uncaught 57P01. Let them leave first.
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Drops a database createTestDatabase made. */
export async function dropTestDatabase(url: string): Promise<void> {
  await dropDatabase(inject("testDatabaseServer").serverUrl, url);
}
