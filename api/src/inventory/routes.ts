import { z } from "zod";
import {
  apiPaths,
  disuseInput,
  inventoryBookmarkInput,
  inventoryBookmarkResult,
  inventoryCodeMatches,
  inventoryCodeQuery,
  inventoryExportQuery,
  inventoryTemplateQuery,
  inventoryAlerts,
  inventoryAlertsQuery,
  inventoryFacets,
  inventoryFacetsQuery,
  inventoryHistory,
  inventoryImportQuery,
  inventoryImportResult,
  inventoryItem,
  inventoryItemInput,
  inventoryLabels,
  inventoryLabelsQuery,
  inventoryListQuery,
  inventoryPage,
  inventoryRowKeyParams,
  inventoryUseInput,
  inventoryUseResult,
  pubchemCompound,
  pubchemQuery,
} from "@enote/shared";
import type { AppContext } from "../context";
import { publicOrigin } from "../lib/origin";
import { limitCalls } from "../throttle/throttle";
import { route, type RouteDef } from "../lib/route";
import { listAlerts } from "./alerts";
import { exportItems, sendTemplate } from "./export";
import { itemHistory } from "./history";
import { importItems } from "./import";
import { findByCode, labelsFor, listFacets, listItems } from "./list";
import { deleteMsds, sendMsds, uploadMsds } from "./msds";
import { lookupCompound } from "./pubchem";
import { deleteStructure, sendStructure, uploadStructure } from "./structure";
import * as inventory from "./service";
import { useStock } from "./use";

const paths = apiPaths.inventory;
/** Express paths of the item routes (`:rowKey` before ".do"). */
const item = (suffix = "") => `/api/inventory/:rowKey${suffix}.do`;

/** Reagent inventory (issue 5). Fixed paths come first: `:rowKey.do` would match them too. */
export function inventoryRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: paths.create,
      summary: "Add an item to a group's inventory (pin number assigned by the server)",
      auth: "member",
      body: inventoryItemInput,
      response: inventoryItem,
      status: 201,
      handler: ({ actor, body }) => inventory.createItem(ctx, actor, body),
    }),
    route({
      method: "get",
      path: paths.list,
      summary:
        "A page of a group's items: ?groupIdx&q&state=active|disused|all&bookmarked&inventoryGroup&location&sort&order&page&size",
      auth: "member",
      query: inventoryListQuery,
      response: inventoryPage,
      handler: ({ actor, query }) => listItems(ctx, actor, query),
    }),
    route({
      method: "get",
      path: paths.export,
      summary: "Every item the list's filters match, as a file: the list's query plus format=csv|xlsx",
      auth: "member",
      query: inventoryExportQuery,
      response: z.void(),
      produces: "application/octet-stream",
      handler: async ({ actor, res, locale, query }) => {
        await limitCalls(ctx, "export", `member:${actor.memberIdx}`);
        return exportItems(ctx, actor, query, res, locale);
      },
    }),
    route({
      method: "get",
      path: paths.template,
      summary: "The file to fill in for an import: the export's header row in the caller's language; ?format=csv|xlsx",
      auth: "member",
      query: inventoryTemplateQuery,
      response: z.void(),
      produces: "application/octet-stream",
      handler: async ({ actor, res, locale, query }) => {
        await limitCalls(ctx, "export", `member:${actor.memberIdx}`);
        return sendTemplate(ctx, res, locale, query.format);
      },
    }),
    route({
      method: "post",
      path: paths.import,
      summary:
        "Import a CSV or XLSX sent as the raw request body (Content-Type text/csv or the xlsx type): ?groupIdx&mode=preview|valid|all",
      auth: "member",
      query: inventoryImportQuery,
      response: inventoryImportResult,
      handler: async ({ actor, req, locale, query }) => {
        await limitCalls(ctx, "import", `member:${actor.memberIdx}`);
        return importItems(ctx, actor, query, req, locale);
      },
    }),
    route({
      method: "get",
      path: paths.facets,
      summary: "The locations and inventory groups a group's items use (for the list's filters): ?groupIdx",
      auth: "member",
      query: inventoryFacetsQuery,
      response: inventoryFacets,
      handler: ({ actor, query }) => listFacets(ctx, actor, query.groupIdx),
    }),
    route({
      method: "get",
      path: paths.alerts,
      summary:
        "The group's bottles in an alert state now (expired, expiring within 30 days, below their low-stock level): ?groupIdx",
      auth: "member",
      query: inventoryAlertsQuery,
      response: inventoryAlerts,
      handler: ({ actor, query }) => listAlerts(ctx, actor, query.groupIdx),
    }),
    route({
      method: "get",
      path: paths.byCode,
      summary: "Items a scanned code names (pin, custom pin, barcode or a label's item URL): ?groupIdx&code",
      auth: "member",
      query: inventoryCodeQuery,
      response: inventoryCodeMatches,
      handler: ({ actor, query }) => findByCode(ctx, actor, query),
    }),
    route({
      method: "get",
      path: paths.labels,
      summary: "What label and QR print pages show for the asked items: ?rowKeys=a,b&pinNos=P000001",
      auth: "member",
      query: inventoryLabelsQuery,
      response: inventoryLabels,
      handler: ({ actor, req, query }) => labelsFor(ctx, actor, query, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "get",
      path: paths.pubchem,
      summary: "Look a compound up in PubChem by CAS number or name: ?cas= or ?name=",
      auth: "member",
      query: pubchemQuery,
      response: pubchemCompound,
      handler: async ({ actor, query }) => {
        await limitCalls(ctx, "lookup", `member:${actor.memberIdx}`);
        return lookupCompound(
          { baseUrl: ctx.env.ENOTE_PUBCHEM_URL, timeoutMs: ctx.env.ENOTE_PUBCHEM_TIMEOUT_MS },
          query,
        );
      },
    }),
    route({
      method: "get",
      path: item(),
      summary: "One item",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params }) => inventory.getItem(ctx, actor, params.rowKey),
    }),
    route({
      method: "put",
      path: item(),
      summary: "Edit an item (a different groupIdx moves it to that group)",
      auth: "member",
      params: inventoryRowKeyParams,
      body: inventoryItemInput,
      response: inventoryItem,
      handler: ({ actor, params, body }) => inventory.updateItem(ctx, actor, params.rowKey, body),
    }),
    route({
      method: "put",
      path: item("/disuse"),
      summary: "Disuse an item, with a reason",
      auth: "member",
      params: inventoryRowKeyParams,
      body: disuseInput,
      response: inventoryItem,
      handler: ({ actor, params, body }) => inventory.disuseItem(ctx, actor, params.rowKey, body),
    }),
    route({
      method: "put",
      path: item("/restore"),
      summary: "Cancel an item's disuse",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params }) => inventory.restoreItem(ctx, actor, params.rowKey),
    }),
    route({
      method: "post",
      path: item("/use"),
      summary:
        "Use stock for a lab book: deduct { amount, unit, lbIdx } (converted to the item's unit) and record it in the item's history",
      auth: "member",
      params: inventoryRowKeyParams,
      body: inventoryUseInput,
      response: inventoryUseResult,
      handler: ({ actor, params, body }) => useStock(ctx, actor, params.rowKey, body),
    }),
    route({
      method: "put",
      path: item("/bookmark"),
      summary: "Set the caller's bookmark on an item ({ bookmark }; toggles without it)",
      auth: "member",
      params: inventoryRowKeyParams,
      body: inventoryBookmarkInput,
      response: inventoryBookmarkResult,
      handler: ({ actor, params, body }) => inventory.setBookmark(ctx, actor, params.rowKey, body),
    }),
    route({
      method: "get",
      path: item("/history"),
      summary: "What happened to an item, newest first",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryHistory,
      handler: ({ actor, params }) => itemHistory(ctx, actor, params.rowKey),
    }),
    route({
      method: "post",
      path: item("/msds"),
      summary: "Upload the item's MSDS: a PDF sent as the raw request body (Content-Type application/pdf)",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params, req }) => uploadMsds(ctx, actor, params.rowKey, req),
    }),
    route({
      method: "get",
      path: item("/msds"),
      summary: "Download the item's uploaded MSDS PDF",
      auth: "member",
      params: inventoryRowKeyParams,
      response: z.void(),
      produces: "application/pdf",
      handler: ({ actor, params, res }) => sendMsds(ctx, actor, params.rowKey, res),
    }),
    route({
      method: "delete",
      path: item("/msds"),
      summary: "Remove the item's uploaded MSDS PDF",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params }) => deleteMsds(ctx, actor, params.rowKey),
    }),
    route({
      method: "post",
      path: item("/structure"),
      summary:
        "Upload the item's structural formula image: PNG or JPEG sent as the raw request body (no SVG), at most 2 MB",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params, req }) => uploadStructure(ctx, actor, params.rowKey, req),
    }),
    route({
      method: "get",
      path: item("/structure"),
      summary: "The item's structural formula image, with its own content type",
      auth: "member",
      params: inventoryRowKeyParams,
      response: z.void(),
      produces: "image/png",
      handler: ({ actor, params, res }) => sendStructure(ctx, actor, params.rowKey, res),
    }),
    route({
      method: "delete",
      path: item("/structure"),
      summary: "Remove the item's structural formula image",
      auth: "member",
      params: inventoryRowKeyParams,
      response: inventoryItem,
      handler: ({ actor, params }) => deleteStructure(ctx, actor, params.rowKey),
    }),
  ];
}
