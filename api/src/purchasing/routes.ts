import { z } from "zod";
import {
  supplier,
  supplierCreateInput,
  supplierList,
  supplierListQuery,
  supplierParams,
  supplierUpdateInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { createSupplier, deleteSupplier, listSuppliers, updateSupplier } from "./suppliers";

/** Reagent purchasing (issue 23): the supplier directory, quotation requests and orders. */
export function purchasingRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/supplier/create.do",
      summary: "Add a supplier to a group's directory (the group's managers)",
      auth: "member",
      body: supplierCreateInput,
      response: supplier,
      status: 201,
      handler: ({ actor, body }) => createSupplier(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/supplier/list.do",
      summary: "A group's supplier directory by company name (the group's members)",
      auth: "member",
      query: supplierListQuery,
      response: supplierList,
      handler: ({ actor, query }) => listSuppliers(ctx, actor, query.groupIdx),
    }),
    route({
      method: "put",
      path: "/api/supplier/:supplierIdx.do",
      summary: "Edit a supplier (the group's managers)",
      auth: "member",
      params: supplierParams,
      body: supplierUpdateInput,
      response: supplier,
      handler: ({ actor, params, body }) => updateSupplier(ctx, actor, params.supplierIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/supplier/:supplierIdx.do",
      summary: "Remove a supplier from the directory; requests and orders keep its name (the group's managers)",
      auth: "member",
      params: supplierParams,
      response: z.object({ supplierIdx: z.number().int() }),
      handler: ({ actor, params }) => deleteSupplier(ctx, actor, params.supplierIdx),
    }),
  ];
}
