// The database `npm run db:dump` and `npm run db:restore` work on: DATABASE_URL's when set, else
// the embedded server of ENOTE_DATA_DIR. A running E-Note owns that server (its pid is in
// <dataDir>/enote.pid): the command then connects to it as E-Note does; otherwise the command
// starts the server for itself and stops it after.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { alive } from "../embedded/lock";
import { databaseName, startEmbeddedPostgres } from "../embedded/server";
import { describeTarget } from "./connection";

export interface CommandTarget {
  connection: pg.ClientConfig;
  /** What the operator is told the command works on. */
  description: string;
  /** Stops the embedded server if the command started it. */
  close(): Promise<void>;
}

export interface TargetOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Whether a data directory without a database may get a new one (a restore) or not (a dump). */
  create: boolean;
  log?: (message: string) => void;
}

/** The pid of the live E-Note process that owns `dataDir`, or null when none does. */
async function runningOwner(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, "enote.pid"), "utf8").catch(() => "");
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * How to reach the server a running E-Note started, from the server's own postmaster.pid (its
 * port, socket directory and listen address: a port is chosen at each start where there is no
 * socket) and the password file.
 */
async function runningServer(dataDir: string, owner: number): Promise<pg.ClientConfig> {
  const clusterDir = path.join(dataDir, "pg");
  const [postmaster, password] = await Promise.all([
    readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => ""),
    readFile(path.join(dataDir, "pg.password"), "utf8").catch(() => ""),
  ]);
  // Lines: pid, data directory, start time, port, socket directory, listen address, …
  const [, , , port, socketDir, listenAddress] = postmaster.split("\n");
  if (!port || !password.trim()) {
    throw new Error(
      `E-Note (pid ${owner}) holds ${dataDir} but its database server is not running: try again once E-Note has started.`,
    );
  }
  return {
    host: socketDir?.trim() || listenAddress?.trim() || "127.0.0.1",
    port: Number(port),
    user: "postgres",
    password: password.trim(),
    database: databaseName,
  };
}

async function hasCluster(dataDir: string): Promise<boolean> {
  return stat(path.join(dataDir, "pg", "PG_VERSION")).then(
    () => true,
    () => false,
  );
}

export async function openCommandTarget(options: TargetOptions): Promise<CommandTarget> {
  if (options.databaseUrl) {
    const connection = { connectionString: options.databaseUrl };
    return { connection, description: `DATABASE_URL's ${describeTarget(connection)}`, close: async () => undefined };
  }
  const dataDir = path.resolve(options.dataDir);
  const owner = await runningOwner(dataDir);
  if (owner !== null) {
    return {
      connection: await runningServer(dataDir, owner),
      description: `embedded database of ${dataDir}, served by the running E-Note (pid ${owner})`,
      close: async () => undefined,
    };
  }
  if (!options.create && !(await hasCluster(dataDir))) {
    throw new Error(
      `${dataDir} holds no E-Note database (no ${path.join(dataDir, "pg")}): set ENOTE_DATA_DIR to E-Note's data directory, or DATABASE_URL to its server.`,
    );
  }
  const server = await startEmbeddedPostgres(dataDir, { log: options.log });
  return {
    connection: server.connection,
    description: `embedded database of ${dataDir}, started for this command`,
    close: () => server.stop(),
  };
}
