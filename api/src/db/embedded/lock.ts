// One embedded database process per data directory: two PGlite engines writing one directory
// would corrupt it. The lock is a file beside the directory holding the owner's pid; a previous
// owner that is still closing (its api was killed a moment ago) is waited for.
import { readFile, rm, writeFile } from "node:fs/promises";

const WAIT_MS = 15_000;

const lockPath = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, "")}.pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function owner(dataDir: string): Promise<number | null> {
  const text = await readFile(lockPath(dataDir), "utf8").catch(() => "");
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

export async function takeDataDirLock(dataDir: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (let pid = await owner(dataDir); pid !== null; pid = await owner(dataDir)) {
    if (Date.now() > deadline) {
      throw new Error(`the database in ${dataDir} is in use by another E-Note process (pid ${pid})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await writeFile(lockPath(dataDir), String(process.pid));
}

export async function releaseDataDirLock(dataDir: string): Promise<void> {
  if ((await readFile(lockPath(dataDir), "utf8").catch(() => "")) === String(process.pid)) {
    await rm(lockPath(dataDir), { force: true });
  }
}
