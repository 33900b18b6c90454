import {
  apiPaths,
  material,
  materialDeleted,
  materialIdxParams,
  materialInput,
  materialHistory,
  materialLabels,
  materialLabelsQuery,
  materialListQuery,
  materialPage,
  materialUseInput,
  materialUseResult,
} from "@enote/shared";
import type { AppContext } from "../context";
import { publicOrigin } from "../lib/origin";
import { route, type RouteDef } from "../lib/route";
import { materialHistoryOf } from "./history";
import { materialLabelsFor } from "./labels";
import * as supplies from "./service";
import { useMaterial } from "./use";

const paths = apiPaths.material;

/** Supplies (issue 5): list, search, create, edit, delete; used in lab books, with history and labels (issue 40). */
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
    // Before /:materialIdx.do, which would read "labels" as an id.
    route({
      method: "get",
      path: paths.labels,
      summary: "What the supply label and QR pages print for the asked supplies: ?materialIdxs=3,5",
      auth: "member",
      query: materialLabelsQuery,
      response: materialLabels,
      handler: ({ actor, req, query }) => materialLabelsFor(ctx, actor, query.materialIdxs, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "get",
      path: "/api/material/:materialIdx.do",
      summary: "One supply (its page, which its QR label opens)",
      auth: "member",
      params: materialIdxParams,
      response: material,
      handler: ({ actor, params }) => supplies.getMaterial(ctx, actor, params.materialIdx),
    }),
    route({
      method: "get",
      path: "/api/material/:materialIdx/history.do",
      summary: "A supply's history: created, quantity changes, uses in lab books (newest first)",
      auth: "member",
      params: materialIdxParams,
      response: materialHistory,
      handler: ({ actor, params }) => materialHistoryOf(ctx, actor, params.materialIdx),
    }),
    route({
      method: "post",
      path: "/api/material/:materialIdx/use.do",
      summary: "Take a number of a supply for a lab book's supplies row ('use from stock')",
      auth: "member",
      params: materialIdxParams,
      body: materialUseInput,
      response: materialUseResult,
      handler: ({ actor, params, body }) => useMaterial(ctx, actor, params.materialIdx, body),
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
