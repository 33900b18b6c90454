import {
  apiPaths,
  material,
  materialDeleted,
  materialIdxParams,
  materialInput,
  materialListQuery,
  materialPage,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as supplies from "./service";

const paths = apiPaths.material;

/** Supplies (issue 5): list, search, create, edit, delete. */
export function materialRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: paths.create,
      summary: "Add a supply to a group",
      auth: "member",
      body: materialInput,
      response: material,
      status: 201,
      handler: ({ actor, body }) => supplies.createMaterial(ctx, actor, body),
    }),
    route({
      method: "get",
      path: paths.list,
      summary: "A page of a group's supplies: ?groupIdx&q&consumable&sort&order&page&size",
      auth: "member",
      query: materialListQuery,
      response: materialPage,
      handler: ({ actor, query }) => supplies.listMaterials(ctx, actor, query),
    }),
    route({
      method: "put",
      path: "/api/material/:materialIdx.do",
      summary: "Edit a supply",
      auth: "member",
      params: materialIdxParams,
      body: materialInput,
      response: material,
      handler: ({ actor, params, body }) => supplies.updateMaterial(ctx, actor, params.materialIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/material/:materialIdx.do",
      summary: "Delete a supply",
      auth: "member",
      params: materialIdxParams,
      response: materialDeleted,
      handler: ({ actor, params }) => supplies.deleteMaterial(ctx, actor, params.materialIdx),
    }),
  ];
}
