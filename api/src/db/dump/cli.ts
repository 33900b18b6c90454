// npm run db:dump -- <file>     writes a dump of E-Note's database (gzip'd when <file> ends in .gz)
// npm run db:restore -- <file>  restores one into a database without E-Note tables
//
// Both work on DATABASE_URL's database when it is set, else on the embedded one of ENOTE_DATA_DIR
// (./target.ts). Every failure is one sentence on stderr and exit code 1.
import path from "node:path";
import { readEnv } from "../../env";
import { reason } from "./connection";
import { dumpToFile, readFileHeader, restoreFromFile } from "./files";
import { dumpReport, restoreReport } from "./report";
import { openCommandTarget } from "./target";

const usage = "Usage: npm run db:dump -- <file.sql.gz>, or npm run db:restore -- <file.sql.gz>";

const interrupt = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => interrupt.abort(new Error(`Interrupted (${signal}): nothing was written or changed.`)));
}

async function run(command: string | undefined, file: string | undefined): Promise<void> {
  if ((command !== "dump" && command !== "restore") || !file) throw new Error(usage);
  const env = readEnv();
  // A file that cannot be restored is refused before any server starts for it.
  if (command === "restore") await readFileHeader(file);
  const target = await openCommandTarget({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.ENOTE_DATA_DIR,
    create: command === "restore",
    log: (message) => console.log(message),
  });
  try {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    if (command === "dump") {
      console.log(`Dumping the ${target.description}…`);
      const summary = await dumpToFile(target.connection, file, interrupt.signal);
      console.log(dumpReport(summary, path.resolve(file), seconds()));
    } else {
      console.log(`Restoring ${path.resolve(file)} into the ${target.description}…`);
      const summary = await restoreFromFile(target.connection, file, interrupt.signal);
      console.log(restoreReport(summary, seconds()));
    }
  } finally {
    await target.close();
  }
}

const [command, file, ...extra] = process.argv.slice(2);
try {
  if (extra.length > 0) throw new Error(usage);
  await run(command, file);
} catch (error) {
  const said = interrupt.signal.aborted ? reason(interrupt.signal.reason) : reason(error);
  console.error(said.charAt(0).toUpperCase() + said.slice(1));
  process.exitCode = 1;
}
