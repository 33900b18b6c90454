import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The run's PostgreSQL server, its migrated template, and the tag in the name of every database
     * the run creates, all dropped at the run's end (api/src/test/database-server.ts).
     */
    testDatabaseServer: { serverUrl: string; template: string; runTag: string };
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The secret the e2e server signs access tokens with (tests forge expired tokens with it). */
export const e2eJwtSecret = "e2e-secret-e2e-secret-e2e-secret-0123456";

export interface E2EServer {
  url: string;
  /** Its data directory (ENOTE_DATA_DIR). */
  dataDir: string;
  /** The PostgreSQL database this server uses (undefined when it runs its embedded server). */
  databaseUrl: string | undefined;
  /** Stops the process with SIGTERM (or the given signal), waits for it to exit, and gives its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the process again on the same port, data dir and database. */
  restart(): Promise<void>;
  /** The running process's id (benches read its memory and CPU in /proc). */
  pid(): number | undefined;
  /** Removes the data dir and the database. */
  dispose(): Promise<void>;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function adminQuery(sql: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: inject("testDatabaseServer").serverUrl });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/**
 * Stops the database server a SIGKILLed product left running in its data dir (its postmaster.pid
 * names it), as the next start would.
 */
async function stopLeftoverDatabase(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  const pid = Number.parseInt((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let i = 0; i < 100 && (await readFile(pidFile, "utf8").catch(() => null)) !== null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How the server's code is loaded. */
export interface E2ELaunch {
  /**
   * Run api/src/main.ts through tsx, as `npm start` does, instead of the run's bundle of it
   * (tests/e2e/support/server-bundle.ts; also used when no bundle was built for the run).
   */
  fromSource?: boolean;
}

export interface E2EDatabase {
  /** Another server's PostgreSQL database to share (several processes of one installation); it stays that server's to drop. */
  databaseUrl?: string;
  /** Run the embedded database server in the data dir, as `npm start` does (no DATABASE_URL). */
  embedded?: boolean;
}

/**
 * Runs the real product (`api/src/main.ts`: web + api + collab, as the run's bundle of it unless
 * `launchAs.fromSource`) as a child process on a free
 * port with a fresh data dir, and a fresh database (a copy of the run's migrated template) on the
 * run's test server — or, asked for, its own embedded server in the data dir, as `npm start` runs.
 * The client must be built (npm run build).
 */
export async function startE2EServer(
  extraEnv: Record<string, string> = {},
  database: E2EDatabase = {},
  launchAs: E2ELaunch = {},
): Promise<E2EServer> {
  const bundle = launchAs.fromSource ? undefined : runBundle();
  const entry = bundle ? [bundle] : ["--import", "tsx", path.join(repoRoot, "api/src/main.ts")];
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "enote-e2e-"));
  // Run as root, the embedded server runs as the system user postgres, which must enter the directory.
  await chmod(dataDir, 0o755);
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (database.databaseUrl) {
    databaseUrl = database.databaseUrl;
  } else if (!database.embedded) {
    const { serverUrl, template, runTag } = inject("testDatabaseServer");
    // The run's tag in the name: the run's end drops it (api/src/test/databases.ts, dropRunDatabases).
    dbName = `enote_e2e_${runTag}_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${dbName} TEMPLATE ${template} STRATEGY WAL_LOG`);
    // Test data: commits need not wait for the disk (per database; the server's settings stay).
    await adminQuery(`ALTER DATABASE ${dbName} SET synchronous_commit = off`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let child: ChildProcess | null = null;
  let log = "";

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        ENOTE_DATA_DIR: dataDir,
        ENOTE_JWT_SECRET: e2eJwtSecret,
        LOG_LEVEL: "warn",
        // Tests and benches sign many members up from this one address, and import and export
        // more often than a person would.
        ENOTE_THROTTLE: "signUp=1000000/1,export=1000000/1,import=1000000/1,lookup=1000000/1",
        ...extraEnv,
      };
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      else delete env.DATABASE_URL;
      const proc = spawn(process.execPath, [...serverNodeArgs(), ...entry], {
        cwd: repoRoot,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      // Not left running when it did not start in time (it would outlive the test as an orphan).
      const timer = setTimeout(() => {
        proc.kill("SIGKILL");
        reject(new Error(`server did not start in 60 s:\n${log}`));
      }, 60_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (process.env.E2E_SERVER_LOG) appendFileSync(process.env.E2E_SERVER_LOG, chunk);
        if (log.includes("E-Note is ready on")) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout?.on("data", onData);
      proc.stderr?.on("data", onData);
      proc.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${log}`));
      });
    });

  const stop = async (signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> => {
    const proc = child as ChildProcess | null;
    if (!proc) return null;
    if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
    const code = await new Promise<number | null>((resolve) => {
      proc.once("exit", (exitCode) => resolve(exitCode));
      proc.kill(signal);
    });
    child = null;
    return code;
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl,
    stop,
    pid: () => (child as ChildProcess | null)?.pid,
    restart: async () => {
      log = "";
      await launch();
    },
    dispose: async () => {
      await stop();
      if (database.embedded) await stopLeftoverDatabase(dataDir);
      await rm(dataDir, { recursive: true, force: true });
      // Its connections end with the process; the database itself is dropped with the run's others
      // at the end (each DROP DATABASE waits for a checkpoint on PostgreSQL 15).
      if (dbName) {
        await adminQuery("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [dbName]);
      }
    },
    output: () => log,
  };
}

/**
 * The run's server bundle, when a vitest run built one; undefined outside vitest (the benches start
 * servers from a plain script: the source through tsx, as `npm start`).
 */
function runBundle(): string | undefined {
  try {
    return inject("e2eServerBundle");
  } catch {
    return undefined;
  }
}

/** Extra Node flags for the server process (profiling a bench: `E2E_SERVER_NODE_ARGS="--cpu-prof"`). */
function serverNodeArgs(): string[] {
  return (process.env.E2E_SERVER_NODE_ARGS ?? "").split(" ").filter((arg) => arg !== "");
}
