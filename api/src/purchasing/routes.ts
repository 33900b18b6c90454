import type { Request } from "express";
import { z } from "zod";
import {
  order,
  orderCreateInput,
  orderList,
  orderListQuery,
  orderParams,
  orderReceived,
  orderReceiveInput,
  orderStatusInput,
  quotation,
  quotationCreated,
  quotationCreateInput,
  quotationList,
  quotationListQuery,
  quotationParams,
  quotationPdfParams,
  quotationReplyInput,
  quotationReplyView,
  replyTokenParams,
  supplier,
  supplierCreateInput,
  supplierList,
  supplierListQuery,
  supplierParams,
  supplierUpdateInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { publicOrigin } from "../lib/origin";
import { route, type RouteDef } from "../lib/route";
import { limitCalls, withFailuresCounted } from "../throttle/throttle";
import { closeQuotation, createQuotation, getQuotation, listQuotations } from "./quotations";
import { exportOrders } from "./order-export";
import { changeOrderStatus, createOrder, getOrder, listOrders, receiveOrder } from "./orders";
import { replyView, saveReply, saveReplyPdf, sendQuotePdf } from "./reply";
import { createSupplier, deleteSupplier, listSuppliers, updateSupplier } from "./suppliers";

/** Reagent purchasing (issue 23): the supplier directory, quotation requests and orders. */
export function purchasingRoutes(ctx: AppContext): RouteDef[] {
  /** A reply link is a secret: unknown links opened from one address are counted, and past the limit refused. */
  const guardedReply = <T>(req: Request, call: () => Promise<T>) =>
    withFailuresCounted(ctx, "replyLink", `ip:${req.ip ?? "unknown"}`, ["NOT_FOUND"], call);

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
    route({
      method: "post",
      path: "/api/quotation/create.do",
      summary:
        "Send a quotation request to suppliers of the group's directory (members): saved in one transaction, then one mail per supplier with its private reply link; links no mail carried come back in manualLinks",
      auth: "member",
      body: quotationCreateInput,
      response: quotationCreated,
      status: 201,
      handler: ({ actor, body, req }) => createQuotation(ctx, actor, body, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "get",
      path: "/api/quotation/list.do",
      summary: "A group's quotation requests, newest first, with their status (members)",
      auth: "member",
      query: quotationListQuery,
      response: quotationList,
      handler: ({ actor, query }) => listQuotations(ctx, actor, query.groupIdx),
    }),
    route({
      method: "get",
      path: "/api/quotation/:quotationIdx.do",
      summary: "A quotation request with every supplier's answer (members of its group)",
      auth: "member",
      params: quotationParams,
      response: quotation,
      handler: ({ actor, params }) => getQuotation(ctx, actor, params.quotationIdx),
    }),
    route({
      method: "put",
      path: "/api/quotation/:quotationIdx/close.do",
      summary: "Close a quotation request: its reply links take no more answers (its requester or a group manager)",
      auth: "member",
      params: quotationParams,
      response: quotation,
      handler: ({ actor, params }) => closeQuotation(ctx, actor, params.quotationIdx),
    }),
    route({
      method: "get",
      path: "/api/quotation/:quotationIdx/supplier/:supplierIdx/pdf.do",
      summary: "Download the quote PDF a supplier attached (members of the request's group)",
      auth: "member",
      params: quotationPdfParams,
      response: z.void(),
      produces: "application/pdf",
      handler: ({ actor, params, res }) => sendQuotePdf(ctx, actor, params.quotationIdx, params.supplierIdx, res),
    }),
    route({
      method: "get",
      path: "/api/quotation/reply/:token.do",
      summary:
        "The request a supplier's private reply link opens, with its answer so far (no account; unknown or expired token: 404)",
      auth: "public",
      params: replyTokenParams,
      response: quotationReplyView,
      handler: ({ params, req }) => guardedReply(req, () => replyView(ctx, params.token)),
    }),
    route({
      method: "post",
      path: "/api/quotation/reply/:token.do",
      summary:
        "A supplier's answer through its private link: per item unit price, currency, lead time, availability, validity",
      auth: "public",
      params: replyTokenParams,
      body: quotationReplyInput,
      response: quotationReplyView,
      handler: ({ params, body, req }) =>
        guardedReply(req, async () => {
          await limitCalls(ctx, "replySave", `token:${params.token}`);
          return saveReply(ctx, params.token, body);
        }),
    }),
    route({
      method: "put",
      path: "/api/quotation/reply/:token/pdf.do",
      summary: "Attach the supplier's quote PDF: the raw request body (Content-Type application/pdf), at most 10 MB",
      auth: "public",
      params: replyTokenParams,
      response: quotationReplyView,
      handler: ({ params, req }) =>
        guardedReply(req, async () => {
          await limitCalls(ctx, "replySave", `token:${params.token}`);
          return saveReplyPdf(ctx, params.token, req);
        }),
    }),
    route({
      method: "post",
      path: "/api/order/create.do",
      summary:
        "Request an order (members): from a quotation answer (quotationIdx, the request becomes ORDERED) or direct; starts REQUESTED",
      auth: "member",
      body: orderCreateInput,
      response: order,
      status: 201,
      handler: ({ actor, body }) => createOrder(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/order/list.do",
      summary: "A group's orders, newest first, optionally of one status (members)",
      auth: "member",
      query: orderListQuery,
      response: orderList,
      handler: ({ actor, query }) => listOrders(ctx, actor, query.groupIdx, query.status),
    }),
    route({
      method: "get",
      path: "/api/order/export.do",
      summary: "A group's orders as an XLSX sheet for accounting, one row per item (members)",
      auth: "member",
      query: orderListQuery,
      response: z.void(),
      produces: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      handler: ({ actor, query, locale, res }) => exportOrders(ctx, actor, query.groupIdx, query.status, locale, res),
    }),
    route({
      method: "get",
      path: "/api/order/:orderIdx.do",
      summary: "One order with its items, received packs and what the caller may do (members of its group)",
      auth: "member",
      params: orderParams,
      response: order,
      handler: ({ actor, params }) => getOrder(ctx, actor, params.orderIdx),
    }),
    route({
      method: "put",
      path: "/api/order/:orderIdx/status.do",
      summary:
        "Move an order: APPROVED or REJECTED (with reason) by a group manager; ORDERED or CANCELLED by its requester or a manager. Not allowed by the caller: 403; not from the current status: 409",
      auth: "member",
      params: orderParams,
      body: orderStatusInput,
      response: order,
      handler: ({ actor, params, body }) => changeOrderStatus(ctx, actor, params.orderIdx, body),
    }),
    route({
      method: "post",
      path: "/api/order/:orderIdx/receive.do",
      summary:
        "Receive a delivery of an ORDERED order (members): one inventory item per pack, linked to the order; partial deliveries allowed, all received → RECEIVED",
      auth: "member",
      params: orderParams,
      body: orderReceiveInput,
      response: orderReceived,
      handler: ({ actor, params, body }) => receiveOrder(ctx, actor, params.orderIdx, body),
    }),
  ];
}
