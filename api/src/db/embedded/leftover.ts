// A server left running by an E-Note process that was killed (kill -9, a crash, a power-off of the
// terminal): its postmaster.pid names it. It is stopped the way E-Note stops its own (fast
// shutdown: every committed transaction is kept) before a new one starts; a postmaster.pid whose
// process is gone, or is some other program now, is stale and removed.
import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { alive } from "./lock";

const run = promisify(execFile);

async function commandLine(pid: number): Promise<string> {
  const proc = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  if (proc !== null) return proc.split("\0").join(" ");
  return run("ps", ["-o", "command=", "-p", String(pid)]).then(
    (out) => out.stdout,
    () => "",
  );
}

/** Gone: the server removes its postmaster.pid as it ends (its process may linger a moment as a zombie). */
async function waitGone(pid: number, pidFile: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const running = async () =>
    alive(pid) &&
    (await readFile(pidFile, "utf8").then(
      (text) => text.startsWith(`${pid}\n`),
      () => false,
    ));
  while (await running()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Stops the server a killed E-Note left on `clusterDir`, if any; resolves once it is gone. */
export async function stopLeftover(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const text = await readFile(pidFile, "utf8").catch(() => null);
  if (text === null) return;
  const pid = Number.parseInt(text.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const command = await commandLine(pid);
  if (!command.includes("postgres") || !command.includes(clusterDir)) {
    // The pid was given to another program since: the file is stale.
    await rm(pidFile, { force: true });
    return;
  }
  log(`stopping the database server (pid ${pid}) a previous E-Note process left running`);
  process.kill(pid, "SIGINT");
  if (await waitGone(pid, pidFile, 30_000)) return;
  process.kill(pid, "SIGQUIT");
  if (!(await waitGone(pid, pidFile, 10_000))) {
    throw new Error(`The database server a previous E-Note left running (pid ${pid}) does not stop`);
  }
}
