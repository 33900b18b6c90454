import type { Request, RequestHandler } from "express";
import type { Metrics } from "./registry";

/**
 * The route a request matched, as its pattern ("/api/labbook/:lbIdx.do"), never its literal path:
 * ids in labels would make a series per book. Static files and unmatched paths count together.
 */
function routeOf(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return `${req.baseUrl}${pattern}`;
  return req.originalUrl.startsWith("/api/") ? "/api (unmatched)" : "(web)";
}

/** Counts and times every request when its answer has been sent. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpSeconds.startTimer();
    res.once("finish", () => {
      const route = routeOf(req);
      stop({ method: req.method, route });
      metrics.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
