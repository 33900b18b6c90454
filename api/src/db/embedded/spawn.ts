// Starts the embedded database process (./process.ts) and waits until it accepts connections.
import { fork } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FromEmbedded, ToEmbedded } from "./messages";

export interface EmbeddedDatabase {
  /** The directory holding its socket: node-postgres' `host`. */
  socketDir: string;
  pid: number;
  /** Stops the engine after it has finished what it was doing (idempotent). */
  stop(): Promise<void>;
  /** Called when the process ends without being asked to. */
  onUnexpectedExit(listener: (reason: string) => void): void;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const STOP_GRACE_MS = 10_000;

/** `dataDir` undefined: an in-memory database, gone when the process ends. */
export async function spawnEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const child = fork(path.join(here, "process.ts"), [], {
    execArgv: ["--import", tsx],
    env: { ...process.env, ENOTE_EMBEDDED_DATA_DIR: dataDir ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let stopRequested = false;
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code ?? 0}`)),
  );

  const socketDir = await new Promise<string>((resolve, reject) => {
    child.once("message", (message: FromEmbedded) => {
      if (message.type === "ready") resolve(message.socketDir);
      else reject(new Error(`The embedded database did not start: ${message.message}`));
    });
    void exited.then((reason) => reject(new Error(`The embedded database did not start (${reason})`)));
  });

  // Neither the process nor its channel keeps the api alive: when the api ends without stopping
  // it, the channel closes and the database process stops itself.
  child.unref();
  child.channel?.unref();
  let stopping: Promise<void> | null = null;
  return {
    socketDir,
    pid: child.pid ?? 0,
    stop: () =>
      (stopping ??= (async () => {
        stopRequested = true;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const message: ToEmbedded = { type: "stop" };
        child.send(message);
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      })()),
    onUnexpectedExit: (listener) => {
      void exited.then((reason) => {
        if (!stopRequested) listener(reason);
      });
    },
  };
}
