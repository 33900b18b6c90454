import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { Metrics } from "./registry";

/** `GET /metrics` in Prometheus's text format. */
export function metricsHandler(metrics: Metrics): RequestHandler {
  return async (_req, res) => {
    const body = await metrics.registry.metrics();
    res.setHeader("Content-Type", metrics.registry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(body);
  };
}

/** `/metrics` alone on its own port (ENOTE_METRICS_PORT), e.g. one only the monitoring network reaches. */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.statusCode = 404;
      res.end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        res.setHeader("Content-Type", metrics.registry.contentType);
        res.end(body);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
