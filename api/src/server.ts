import { createHash } from "node:crypto";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express, { Router } from "express";
import { collabPath } from "@enote/shared";
import { createCollabServer, type CollabOptions } from "@enote/collab-server";
import type { Env } from "./env";
import { createApiRouter } from "./app";
import type { AppContext } from "./context";
import { openDatabase, type Database } from "./db/client";
import { collabCapabilities } from "./collab/capabilities";
import "./collab-features";
import { scheduleStructureBackfill } from "./structure/books";
import { createFileStore } from "./files/create";
import { AppError, errorHandler } from "./lib/errors";
import { createLogger, type Logger } from "./lib/logger";
import { HocuspocusLivePublisher } from "./live/publisher";
import { loadSecrets } from "./lib/secrets";
import { createMailer } from "./mail/mailer";
import { securityHeaders } from "./web/headers";
import { createWebRouter, defaultClientDist } from "./web/static";
import { startDailyAnchoring } from "./signing/anchor";
import { idleOutbox, startOutboxWorker } from "./outbox";
import { scheduleDailyBackup } from "./backup/daily";
import { scheduleInventoryCheck } from "./inventory/alerts";
import { createMetrics, httpMetrics, metricsHandler, startMetricsServer, timedStores } from "./metrics";

export interface RunningServer {
  url: string;
  port: number;
  http: Server;
  ctx: AppContext;
  /** Stops accepting, flushes collab stores, closes the database. Safe to call twice. */
  close(): Promise<void>;
  /** The port `/metrics` is served on alone (ENOTE_METRICS_PORT), when it is. */
  metricsPort?: number;
  /** Called if the embedded database server ends on its own and cannot be started again. */
  onDatabaseLost(listener: (reason: string) => void): void;
  /** Called when the embedded database server ended on its own and was started again. */
  onDatabaseRestarted(listener: (reason: string) => void): void;
}

export interface StartOptions {
  env: Env;
  log?: Logger;
  /** An already open database (tests); otherwise one is opened from the env. */
  database?: Database;
  /** Collab timings (tests shorten the store debounce); the library's defaults otherwise. */
  collab?: Pick<CollabOptions, "debounceMs" | "maxDebounceMs" | "flushIntervalMs">;
}

/** Composes web + api + collab (as `ENOTE_SERVICES` says) on one HTTP server and starts it. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.ENOTE_DATA_DIR,
      log: (message) => log.info(message),
    }));
  const secrets = await loadSecrets(env.ENOTE_DATA_DIR, { jwtSecret: env.ENOTE_JWT_SECRET });
  const live = new HocuspocusLivePublisher(log);
  const ctx: AppContext = {
    db: database.db,
    env,
    secrets,
    log,
    live,
    files: createFileStore(env),
    mail: createMailer(env, log),
    collab: null,
    outbox: idleOutbox,
  };

  const metrics = env.ENOTE_METRICS || env.ENOTE_METRICS_PORT !== undefined ? createMetrics(ctx, database) : null;
  const app = express();
  app.disable("x-powered-by");
  if (metrics) app.use(httpMetrics(metrics));
  // On the main port only when asked for and no port of its own is set; otherwise it does not exist here.
  if (metrics && env.ENOTE_METRICS_PORT === undefined) app.get("/metrics", metricsHandler(metrics));
  else
    app.get("/metrics", () => {
      throw new AppError("NOT_FOUND");
    });
  app.use(securityHeaders(env.ENOTE_PUBLIC_URL));
  app.set("trust proxy", env.ENOTE_TRUST_PROXY);
  if (env.ENOTE_SERVICES.includes("api")) app.use(createApiRouter(ctx));
  else app.use("/api", apiNotServed(log));
  if (env.ENOTE_SERVICES.includes("web")) app.use(createWebRouter(env.ENOTE_CLIENT_DIST ?? defaultClientDist, log));
  // Whatever no router answered (another method, a path under no service), and any error
  // outside them: the api's JSON error, never Express's own page.
  app.use(() => {
    throw new AppError("NOT_FOUND");
  });
  app.use(errorHandler(log));

  const http = createHttpServer(app);
  const servesCollab = env.ENOTE_SERVICES.includes("collab");
  const servesApi = env.ENOTE_SERVICES.includes("api");
  // An api process without the collab service still has to reach the collab processes: access
  // refreshes (a member removed, a book ended) and live list updates. It runs the collab engine
  // without a socket, whose Redis extension and access bus carry both to the other processes.
  const notifiesCollab = !servesCollab && servesApi && env.REDIS_URL !== undefined;
  if (servesCollab || notifiesCollab) {
    const collab = createCollabServer({
      ...options.collab,
      capabilities: timedStores(collabCapabilities(ctx), metrics),
      redisUrl: env.REDIS_URL,
      redisPrefix: redisPrefixOf(env.DATABASE_URL, env.ENOTE_DATA_DIR),
      log: (level: "info" | "warn" | "error", message: string, extra?: Record<string, unknown>) =>
        log[level](extra ?? {}, message),
    });
    if (servesCollab) collab.attach(http, collabPath);
    live.attach(collab);
    ctx.collab = collab;
  } else if (servesApi) {
    log.warn(
      "ENOTE_SERVICES runs the api without collab and REDIS_URL is unset: permission changes and live updates cannot reach collab processes",
    );
  }

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(env.PORT, env.HOST, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const stopAnchoring = servesApi ? startDailyAnchoring(ctx) : () => undefined;
  if (servesApi) ctx.outbox = startOutboxWorker(ctx);
  if (servesApi) {
    await scheduleDailyBackup(ctx).catch((error: unknown) => log.warn({ err: error }, "daily backup not scheduled"));
    await scheduleInventoryCheck(ctx).catch((error: unknown) =>
      log.warn({ err: error }, "inventory daily check not scheduled"),
    );
    await scheduleStructureBackfill(ctx).catch((error: unknown) =>
      log.warn({ err: error }, "structure search keys not scheduled"),
    );
  }
  const metricsServer =
    metrics && env.ENOTE_METRICS_PORT !== undefined
      ? await startMetricsServer(metrics, env.HOST, env.ENOTE_METRICS_PORT)
      : null;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      stopAnchoring();
      await ctx.outbox.stop();
      await metricsServer?.close();
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      if (ctx.collab) await ctx.collab.close();
      ctx.mail.close();
      await stopped;
      if (!options.database) await database.close();
    })();
    return closing;
  };
  const onDatabaseLost = (listener: (reason: string) => void) => database.embedded?.onUnexpectedExit(listener);
  const onDatabaseRestarted = (listener: (reason: string) => void) => database.embedded?.onRestart(listener);
  return {
    url: `http://localhost:${port}`,
    port,
    http,
    ctx,
    close,
    onDatabaseLost,
    onDatabaseRestarted,
    ...(metricsServer ? { metricsPort: metricsServer.port } : {}),
  };
}

/**
 * `/api` in a process that runs no api (an operator split the services): a JSON error in the
 * caller's locale, never the SPA's index.html or Express's HTML page, so clients see what is wrong.
 */
function apiNotServed(log: Logger): Router {
  const router = Router();
  router.use(() => {
    throw new AppError("SERVICE_UNAVAILABLE");
  });
  router.use(errorHandler(log));
  return router;
}

/**
 * Processes of one deployment share one database, so its name keys their Redis channels: another
 * deployment, or another test server, on the same Redis with its own database stays apart. The
 * embedded database is one process's own, in its data directory: that directory keys them.
 */
export function redisPrefixOf(databaseUrl: string | undefined, dataDir: string): string {
  const name = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : "";
  if (name) return `enote:collab:${name}`;
  const dir = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return `enote:collab:dir:${dir}`;
}
