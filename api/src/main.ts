import { readEnv } from "./env";
import { createLogger } from "./lib/logger";
import { startServer } from "./server";

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const server = await startServer({ env, log }).catch((error: unknown) => {
  // What stops a start (a data directory in use, one from an earlier version) is said plainly.
  console.error(`E-Note did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
log.info({ services: env.ENOTE_SERVICES, database: env.DATABASE_URL ? "postgres" : "embedded postgres" }, "started");
console.log(`E-Note is ready on ${server.url}`);
server.onDatabaseRestarted((reason) => {
  log.warn({ reason }, "the embedded database server ended on its own and was started again");
});
server.onDatabaseLost((reason) => {
  log.fatal({ reason }, "stopping: the embedded database server cannot be kept running");
  console.error(`E-Note stopped: ${reason}. See pg.log in the data directory.`);
  process.exit(1);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
