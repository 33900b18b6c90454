// The database a dump is taken from or restored into: a connection string, node-postgres settings
// (the embedded server's), or an open pool (a running api's, in tests).
import pg from "pg";

export type DatabaseTarget = string | pg.ClientConfig | pg.Pool;

export interface Connection {
  client: pg.ClientBase;
  /** Gives the connection back; a failed one is closed rather than returned to its pool mid-transaction. */
  done(failed: boolean): Promise<void>;
}

export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The target as an operator knows it ("database enote on /srv/enote/pg"), its password left out. */
export function describeTarget(target: DatabaseTarget): string {
  if (target instanceof pg.Pool) return "database of the given pool";
  const config = typeof target === "string" ? { connectionString: target } : target;
  if (config.connectionString) {
    try {
      const url = new URL(config.connectionString);
      const host = url.searchParams.get("host") || url.host || "localhost";
      return `database ${decodeURIComponent(url.pathname.slice(1)) || "postgres"} on ${host}`;
    } catch {
      return "database of DATABASE_URL";
    }
  }
  const port = config.port && !config.host?.startsWith("/") ? `:${config.port}` : "";
  return `database ${config.database ?? "postgres"} on ${config.host ?? "localhost"}${port}`;
}

export async function connect(target: DatabaseTarget): Promise<Connection> {
  try {
    if (target instanceof pg.Pool) {
      const client = await target.connect();
      return { client, done: async (failed) => client.release(failed) };
    }
    const client = new pg.Client(typeof target === "string" ? { connectionString: target } : target);
    // A connection that breaks mid-way fails the query in progress; unhandled, the event would end the process.
    client.on("error", () => undefined);
    await client.connect().catch(async (error: unknown) => {
      await client.end().catch(() => undefined);
      throw error;
    });
    return { client, done: () => client.end().catch(() => undefined) };
  } catch (error) {
    throw new Error(`Could not connect to the ${describeTarget(target)}: ${reason(error)}`, { cause: error });
  }
}

/**
 * Session settings of a long dump or restore: a server's statement or idle timeouts (set for the
 * api's sessions) must not end it half-way.
 */
export async function untimed(client: pg.ClientBase): Promise<void> {
  await client.query(
    "SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0",
  );
}
