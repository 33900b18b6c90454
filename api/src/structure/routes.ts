import {
  apiPaths,
  inventoryRowKeyParams,
  structureSearchInput,
  structureSearchResult,
  structureUsesResult,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { searchStructures, structureUses } from "./search";

/** Structure search across the cabinet and the books (issue 39). */
export function structureRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: apiPaths.structure.search,
      summary: "Find a structure (substructure, exact or similar) in a group's cabinet and the books the member reads",
      auth: "member",
      body: structureSearchInput,
      response: structureSearchResult,
      handler: ({ actor, body }) => searchStructures(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/structure/uses/:rowKey.do",
      summary: "The books whose reaction tables link a bottle or hold its compound",
      auth: "member",
      params: inventoryRowKeyParams,
      response: structureUsesResult,
      handler: ({ actor, params }) => structureUses(ctx, actor, params.rowKey),
    }),
  ];
}
