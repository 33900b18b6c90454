// One E-Note process per data directory: two would start two database servers on one cluster, or
// write one file store at once. The lock is a file holding the owner's pid, created exclusively
// (of two processes starting at once, one creates it); a previous owner that is still closing
// (its Ctrl-C was a moment ago) is waited for, and one that no longer runs is replaced.
import { randomBytes } from "node:crypto";
import { link, readFile, rename, rm, writeFile } from "node:fs/promises";

const WAIT_MS = 15_000;

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const pidIn = (text: string): number | null => {
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && String(pid) === text.trim() ? pid : null;
};

/**
 * Creates the lock file with this process's pid, failing if it exists: the file appears whole
 * (written aside, then linked in), so a reader never finds it empty.
 */
async function create(lockFile: string): Promise<boolean> {
  const draft = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, String(process.pid));
  try {
    await link(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Removes a lock nobody holds (its owner no longer runs), which read `seen`. It is moved aside
 * first and checked there: a process that replaced it meanwhile (it saw the same dead owner) gets
 * its lock back.
 */
async function removeStale(lockFile: string, seen: string): Promise<void> {
  const aside = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if ((await readFile(aside, "utf8").catch(() => seen)) !== seen) {
    await link(aside, lockFile).catch(() => undefined);
  }
  await rm(aside, { force: true });
}

/** Takes `lockFile` for this process, waiting up to `waitMs` for a live owner to end. */
export async function takeLock(lockFile: string, what: string, waitMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await create(lockFile))) {
    const seen = await readFile(lockFile, "utf8").catch(() => null);
    if (seen === null) continue;
    const owner = pidIn(seen);
    if (owner === process.pid) return;
    if (owner === null || !alive(owner)) {
      // Its owner is gone (or it names none): nobody holds it.
      await removeStale(lockFile, seen);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${what} is in use by another E-Note process (pid ${owner})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function releaseLock(lockFile: string): Promise<void> {
  if (pidIn(await readFile(lockFile, "utf8").catch(() => "")) === process.pid) {
    await rm(lockFile, { force: true });
  }
}
