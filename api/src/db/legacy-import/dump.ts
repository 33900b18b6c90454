// Reads an earlier E-Note's database (a PGlite data directory) out as a plain SQL dump, written by
// PGlite's own pg_dump: the one program that reads that directory's format for certain.
import { stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Throws unless `oldDir` holds a database (an empty or missing directory does not). */
export async function refuseWithoutOldDatabase(oldDir: string): Promise<void> {
  const found = await stat(path.join(oldDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!found) throw new Error(`${oldDir} holds no database of an earlier E-Note, so there is nothing to import.`);
}

/**
 * The dump of the PGlite database in `oldDir`: schema, data (INSERT statements) and sequence
 * positions, owners and grants left out. Refuses a directory that holds no database. No earlier
 * E-Note may have it open meanwhile (importDataDir holds its lock).
 */
export async function dumpPgliteDir(oldDir: string): Promise<string> {
  oldDir = path.resolve(oldDir);
  // PGlite would create a new, empty database in a directory without one.
  await refuseWithoutOldDatabase(oldDir);
  // The engine loads pg_trgm as the earlier E-Note did: its migrations made the extension.
  const pg = await PGlite.create(oldDir, { extensions: { pg_trgm } }).catch((error: unknown) => {
    throw new Error(`The old database in ${oldDir} could not be opened: ${reason(error)}`, { cause: error });
  });
  try {
    const dump = await pgDump({ pg, args: ["--no-owner", "--no-privileges"] });
    return await dump.text();
  } catch (error) {
    throw new Error(`The old database in ${oldDir} could not be dumped: ${reason(error)}`, { cause: error });
  } finally {
    await pg.close().catch(() => undefined);
  }
}
