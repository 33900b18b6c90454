import { z } from "zod";
import { apiPaths, treeNode, treeQuery } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { treeLevel } from "./service";

/** Tree view (/myLab/treeView): group → project → lab books, one level per call. */
export function treeRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.tree,
      summary: "One level of the tree: groups, a group's projects (?groupIdx) or a project's lab books (?projectIdx)",
      auth: "member",
      query: treeQuery,
      response: z.array(treeNode),
      handler: ({ actor, query }) => treeLevel(ctx, actor, query),
    }),
  ];
}
