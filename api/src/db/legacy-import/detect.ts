// Before E-Note ran a PostgreSQL server of its own, its embedded database was PGlite, kept in
// <dataDir>/db. Such a directory is never opened as if it were new (the members would find an
// empty E-Note): start refuses, and names the command that moves its data into the server.
import { stat } from "node:fs/promises";
import path from "node:path";

/** The earlier embedded database's directory in `dataDir`. */
export const oldDatabaseDir = (dataDir: string): string => path.join(path.resolve(dataDir), "db");

export async function refuseOldEmbeddedData(dataDir: string): Promise<void> {
  const found = await stat(path.join(oldDatabaseDir(dataDir), "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!found) return;
  throw new Error(
    `${oldDatabaseDir(dataDir)} holds the database of an earlier E-Note (PGlite), which this version no longer runs. ` +
      `Move its data into the embedded PostgreSQL server with: npm run db:import-pglite` +
      (path.resolve(dataDir) === path.resolve("data") ? "" : ` (with ENOTE_DATA_DIR=${dataDir})`),
  );
}
