// One E-Note process per data directory: two would start two database servers on one cluster, or
// write one file store at once. The lock is a file holding the owner's pid, created exclusively
// (of two processes starting at once, one creates it); a previous owner that is still closing
// (its Ctrl-C was a moment ago) is waited for, and one that no longer runs is replaced.
import { randomBytes } from "node:crypto";
import { link, readFile, rm, stat, writeFile } from "node:fs/promises";

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
 * Creates `file` holding this process's pid, failing if it exists: the file appears whole
 * (written aside, then linked in), so a reader never finds it empty.
 */
async function create(file: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, String(process.pid));
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/** A takeover is held for milliseconds; one older than this was left by a process that died in it. */
const TAKEOVER_STALE_MS = 5_000;

/**
 * Removes a lock whose owner no longer runs. Only the holder of `<lock>.takeover` removes a lock,
 * and only after reading it again there: nobody else can remove or replace an existing lock
 * meanwhile, so a lock another process has just taken is never removed as stale (several
 * processes that saw the same dead owner each removing what the one before them created).
 */
async function removeStale(lockFile: string): Promise<void> {
  const takeover = `${lockFile}.takeover`;
  if (!(await create(takeover))) {
    const since = await stat(takeover).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (since > TAKEOVER_STALE_MS) await rm(takeover, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    return;
  }
  try {
    const seen = await readFile(lockFile, "utf8").catch(() => null);
    const owner = seen === null ? null : pidIn(seen);
    if (seen !== null && (owner === null || !alive(owner))) await rm(lockFile, { force: true });
  } finally {
    await rm(takeover, { force: true });
  }
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
      await removeStale(lockFile);
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
