// npm run backup -- <file.tar> [--without-objects]   the database and the stored files, in one archive
// npm run restore -- <file.tar>                      into an empty installation (database and files)
//
// Both work on DATABASE_URL's database when it is set, else on the embedded one of ENOTE_DATA_DIR,
// and on the file store the environment configures (ENOTE_DATA_DIR/files, or ENOTE_S3_BUCKET).
// Every failure is one sentence on stderr and exit code 1.
import path from "node:path";
import { reason } from "../db/dump/connection";
import { openCommandTarget } from "../db/dump/target";
import { readEnv } from "../env";
import { writeBackup } from "./backup";
import { filesOf } from "./files-of";
import { backupReport, restoreReport } from "./report";
import { restoreBackup } from "./restore";

const usage = "Usage: npm run backup -- <file.tar> [--without-objects], or npm run restore -- <file.tar>";

const interrupt = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => interrupt.abort(new Error(`Interrupted (${signal}): nothing was written or changed.`)));
}

async function run(args: string[]): Promise<void> {
  const [command, file, ...flags] = args;
  const withoutObjects = flags.length === 1 && flags[0] === "--without-objects" && command === "backup";
  if ((command !== "backup" && command !== "restore") || !file || (flags.length > 0 && !withoutObjects)) {
    throw new Error(usage);
  }
  const env = readEnv();
  const target = await openCommandTarget({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.ENOTE_DATA_DIR,
    create: command === "restore",
    log: (message) => console.log(message),
  });
  try {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const files = filesOf(env);
    const options = { target: target.connection, files, file, signal: interrupt.signal };
    if (command === "backup") {
      console.log(`Backing up the ${target.description} and its files…`);
      console.log(backupReport(await writeBackup({ ...options, withoutObjects }), path.resolve(file), seconds()));
    } else {
      console.log(`Restoring ${path.resolve(file)} into the ${target.description}…`);
      console.log(restoreReport(await restoreBackup(options), seconds()));
    }
  } finally {
    await target.close();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  const said = interrupt.signal.aborted ? reason(interrupt.signal.reason) : reason(error);
  console.error(said.charAt(0).toUpperCase() + said.slice(1));
  process.exitCode = 1;
}
