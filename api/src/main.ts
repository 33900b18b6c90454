import { readEnv } from "./env";
import { createLogger } from "./lib/logger";
import { startServer } from "./server";

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const server = await startServer({ env, log });
log.info({ services: env.ENOTE_SERVICES, database: env.DATABASE_URL ? "postgres" : "pglite" }, "started");
console.log(`E-Note is ready on ${server.url}`);
server.onDatabaseLost((reason) => {
  log.fatal({ reason }, "the embedded database process ended; stopping (start E-Note again)");
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
