import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/** A started process, and how it ended ("signal SIGKILL", "exit code 1") once it has. */
export interface WatchedProcess {
  child: ChildProcess;
  exited: Promise<string>;
}

/**
 * Spawns `command` and watches for its end from that moment. A process can end before its
 * starter's next await returns (a database server that refuses to start does so within a
 * millisecond), and Node tells that once, with the "exit" event: a listener added after an await
 * can miss it and then wait forever.
 */
export function spawnWatched(command: string, args: string[], options: SpawnOptions): WatchedProcess {
  const child = spawn(command, args, options);
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code ?? 0}`)),
  );
  return { child, exited };
}
