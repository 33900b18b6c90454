import { apiPaths, labSettings } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";

/** The installation's settings every page needs before it shows a date, public (the share view too). */
export function settingsRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.settings,
      summary: "The lab's time zone, in which dates and times are shown",
      auth: "public",
      response: labSettings,
      handler: () => Promise.resolve({ timeZone: ctx.env.ENOTE_TIME_ZONE }),
    }),
  ];
}
