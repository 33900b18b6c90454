import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../context";
import type { Database } from "../db/client";

/** The process's Prometheus metrics (api/src/metrics): created only when an operator turns them on. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  httpSeconds: Histogram<"method" | "route">;
  storeSeconds: Histogram<"kind">;
  storeFailures: Counter<"kind">;
}

/**
 * Counters and histograms the code feeds as things happen, and gauges read when Prometheus scrapes:
 * collab connections and documents, the database pool, the outbox's waiting jobs by kind (mail,
 * time stamps…), plus Node's own (memory, event-loop lag, GC) under `enote_process_`/`nodejs_`.
 */
export function createMetrics(ctx: AppContext, database: Pick<Database, "poolUse">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: "enote_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpSeconds = new Histogram({
    name: "enote_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const storeSeconds = new Histogram({
    name: "enote_document_store_duration_seconds",
    help: "Time to store a collaborative document's state, by document kind",
    labelNames: ["kind"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const storeFailures = new Counter({
    name: "enote_document_store_failures_total",
    help: "Failed attempts to store a collaborative document's state, by document kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "enote_collab_connections",
    help: "Open collaboration connections on this process",
    registers: [registry],
    collect() {
      this.set(ctx.collab?.hocuspocus.getConnectionsCount() ?? 0);
    },
  });
  new Gauge({
    name: "enote_collab_documents",
    help: "Collaborative documents loaded on this process",
    registers: [registry],
    collect() {
      this.set(ctx.collab?.hocuspocus.getDocumentsCount() ?? 0);
    },
  });
  new Gauge({
    name: "enote_db_pool_connections",
    help: "Database pool connections, by state (total, idle, waiting requests)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
  new Gauge({
    name: "enote_outbox_waiting_jobs",
    help: "Outbox jobs not done yet (mail, time stamps, …), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const result = (await ctx.db.execute(
        sql`SELECT kind, count(*)::int AS waiting FROM outbox_jobs WHERE done_at IS NULL GROUP BY kind`,
      )) as unknown as { rows: Array<{ kind: string; waiting: number }> };
      for (const row of result.rows) this.set({ kind: row.kind }, row.waiting);
    },
  });

  return { registry, httpRequests, httpSeconds, storeSeconds, storeFailures };
}
