// Moves an earlier E-Note's PGlite database into PostgreSQL: the embedded server of the same data
// directory, or the DATABASE_URL server. The dump carries the migration journal with the data, so
// migrations newer than the old data run at the next start, as on any older database.
import { rename } from "node:fs/promises";
import path from "node:path";
import { releaseLock, takeLock } from "../embedded/lock";
import { startEmbeddedPostgres } from "../embedded/server";
import { oldDatabaseDir } from "./detect";
import { dumpPgliteDir, refuseWithoutOldDatabase } from "./dump";
import { connect, loadDump, refuseUnlessEmpty, type ImportCounts, type ImportTarget } from "./load";

export type { ImportCounts, ImportTarget };

/** Moves the PGlite database in `oldDir` into `target`, which must be empty; resolves with what the target then holds. */
export async function importPgliteDir(oldDir: string, target: ImportTarget): Promise<ImportCounts> {
  // Checked before the (slow) dump too, so a wrong target is refused at once.
  const client = await connect(target);
  try {
    await refuseUnlessEmpty(client, target);
  } finally {
    await client.end().catch(() => undefined);
  }
  return loadDump(await dumpPgliteDir(oldDir), target);
}

/** `date` in local time as yyyymmdd-hhmmss. */
function stamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-` +
    `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`
  );
}

export interface DataDirImport {
  counts: ImportCounts;
  /** Where the old database directory now is. */
  keptAt: string;
}

/**
 * Imports `<dataDir>/db` into the embedded server of `dataDir` (started and stopped here), or into
 * `databaseUrl`'s server, then renames it so that E-Note starts on the imported data.
 */
export async function importDataDir(
  dataDir: string,
  options: { databaseUrl?: string; log?: (message: string) => void } = {},
): Promise<DataDirImport> {
  const oldDir = oldDatabaseDir(dataDir);
  // Before anything starts: a data directory without old data gets no new cluster either.
  await refuseWithoutOldDatabase(oldDir);
  // The earlier E-Note's lock file: one still running there would write on while it is read.
  const lockFile = `${oldDir}.pid`;
  await takeLock(lockFile, `The old database ${oldDir}`);
  try {
    const counts = await importInto(oldDir, dataDir, options);
    const keptAt = path.join(path.dirname(oldDir), `db.imported-${stamp(new Date())}`);
    await rename(oldDir, keptAt).catch((error: unknown) => {
      throw new Error(
        `The data was imported, but ${oldDir} could not be renamed (${error instanceof Error ? error.message : String(error)}): ` +
          `rename it yourself (e.g. to ${path.basename(keptAt)}) before starting E-Note.`,
        { cause: error },
      );
    });
    return { counts, keptAt };
  } finally {
    // Removes the file, a stale one an earlier E-Note left included: this process took it over.
    await releaseLock(lockFile);
  }
}

async function importInto(
  oldDir: string,
  dataDir: string,
  options: { databaseUrl?: string; log?: (message: string) => void },
): Promise<ImportCounts> {
  if (options.databaseUrl) return importPgliteDir(oldDir, options.databaseUrl);
  const embedded = await startEmbeddedPostgres(dataDir, { log: options.log });
  try {
    return await importPgliteDir(oldDir, embedded.connection);
  } finally {
    await embedded.stop();
  }
}
