// One E-Note process per data directory: two would start two database servers on one cluster, or
// write one file store at once. The lock is a file holding the owner's pid; a previous owner that
// is still closing (its Ctrl-C was a moment ago) is waited for.
import { readFile, rm, writeFile } from "node:fs/promises";

const WAIT_MS = 15_000;

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function owner(lockFile: string): Promise<number | null> {
  const text = await readFile(lockFile, "utf8").catch(() => "");
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Takes `lockFile` for this process, waiting up to 15 s for a live owner to end. */
export async function takeLock(lockFile: string, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (let pid = await owner(lockFile); pid !== null; pid = await owner(lockFile)) {
    if (Date.now() > deadline) throw new Error(`${what} is in use by another E-Note process (pid ${pid})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await writeFile(lockFile, String(process.pid));
}

export async function releaseLock(lockFile: string): Promise<void> {
  if ((await readFile(lockFile, "utf8").catch(() => "")) === String(process.pid)) {
    await rm(lockFile, { force: true });
  }
}
