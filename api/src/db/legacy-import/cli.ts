// npm run db:import-pglite — moves an earlier E-Note's database (PGlite, in <ENOTE_DATA_DIR>/db)
// into the embedded PostgreSQL server of the same data directory, or into DATABASE_URL's server.
import { readEnv } from "../../env";
import { importDataDir } from "./import";
import { importReport } from "./report";

try {
  const env = readEnv();
  const target = env.DATABASE_URL ? "the DATABASE_URL server" : "the embedded PostgreSQL server";
  console.log(`Importing the database of an earlier E-Note in ${env.ENOTE_DATA_DIR} into ${target}…`);
  const { counts, keptAt } = await importDataDir(env.ENOTE_DATA_DIR, {
    databaseUrl: env.DATABASE_URL,
    log: (message) => console.log(message),
  });
  console.log(importReport(counts, keptAt));
} catch (error) {
  // Each failure is one sentence that says what became of the data.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
