import { z } from "zod";
import { apiPaths } from "@enote/shared";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";
import { route, type RouteDef } from "../lib/route";
import { failingParts } from "./checks";

/** How soon a monitor or a client may ask again after a 503. */
const retryAfterSeconds = 5;

/**
 * Health for monitors and load balancers: `live` says the process answers (restart it if not),
 * `ready` that it can serve (take it out of rotation if not): database, Redis when set, file store.
 */
export function healthRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.health,
      summary: "Liveness and database reachability (kept for existing monitors; see ready.do)",
      auth: "public",
      response: z.object({ status: z.literal("ok") }),
      handler: async () => {
        const failed = await failingParts(ctx);
        if (failed.includes("database")) throw notReady(["database"]);
        return { status: "ok" as const };
      },
    }),
    route({
      method: "get",
      path: apiPaths.healthLive,
      summary: "The process answers",
      auth: "public",
      response: z.object({ status: z.literal("live") }),
      handler: async () => ({ status: "live" as const }),
    }),
    route({
      method: "get",
      path: apiPaths.healthReady,
      summary: "Database, Redis (when set) and file store answer; 503 naming the failing part otherwise",
      auth: "public",
      response: z.object({ status: z.literal("ready"), redis: z.boolean() }),
      handler: async () => {
        const failed = await failingParts(ctx);
        if (failed.length > 0) throw notReady(failed);
        return { status: "ready" as const, redis: ctx.env.REDIS_URL !== undefined };
      },
    }),
  ];
}

function notReady(parts: string[]): AppError {
  return new AppError("NOT_READY", `not ready: ${parts.join(", ")}`, {
    params: { parts: parts.join(", "), retryAfterSeconds },
  });
}
