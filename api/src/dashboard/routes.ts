import { apiPaths, dashboard } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { dashboardOf } from "./service";

/** The dashboard (/ and /indexPage). */
export function dashboardRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.dashboard,
      summary:
        "My groups, my projects, their recent activity, and the ended books waiting for my check or for a check of mine",
      auth: "member",
      response: dashboard,
      handler: ({ actor }) => dashboardOf(ctx, actor),
    }),
  ];
}
