import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { findTextProblem, textProblemMessage, tokenRefusal, type Locale } from "@enote/shared";
import type { Actor } from "../auth/actor";
import { sendApiJson } from "./answer";
import { AppError } from "./errors";
import { requestLocale } from "./locale";

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `optional`: anyone, as the member a bearer token names when one is sent (an invalid token is
 *   401, so a client refreshes it rather than being treated as a stranger);
 * - `member`: a signed-in member who has no pending forced password change;
 * - `member-pending`: a signed-in member, even with a forced password change pending.
 */
export type RouteAuth = "public" | "optional" | "member" | "member-pending";
export type Method = "get" | "post" | "put" | "delete";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<B, P, Q> {
  req: Request;
  res: Response;
  body: B;
  params: P;
  query: Q;
  locale: Locale;
}

export interface RouteSpec<
  A extends RouteAuth,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: Method;
  path: string;
  summary: string;
  auth: A;
  body?: B;
  params?: P;
  query?: Q;
  response: R;
  /** Success status, 200 unless given. */
  status?: number;
  /**
   * The handler writes the response itself (a file download) with this media type, instead of
   * returning `{ data }`; `response` then only describes nothing and may be `z.undefined()`.
   */
  produces?: string;
  handler: (
    input: RouteInput<Out<B>, Out<P>, Out<Q>> & {
      actor: A extends "public" ? null : A extends "optional" ? Actor | null : Actor;
    },
  ) => Promise<z.input<R>>;
}

/** A route as the registry keeps it: enough to mount it and to describe it in /api/docs. */
export interface RouteDef {
  method: Method;
  path: string;
  summary: string;
  auth: RouteAuth;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  status: number;
  produces?: string;
  run: (req: Request, res: Response, actor: Actor | null) => Promise<unknown>;
}

export function route<
  A extends RouteAuth,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: RouteSpec<A, B, P, Q, R>): RouteDef {
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    auth: spec.auth,
    body: spec.body,
    params: spec.params,
    query: spec.query,
    response: spec.response,
    status: spec.status ?? 200,
    produces: spec.produces,
    run: async (req, res, actor) => {
      refuseBadText({ body: req.body, params: req.params, query: req.query });
      const body = spec.body ? spec.body.parse(req.body ?? {}) : undefined;
      const params = spec.params ? spec.params.parse(req.params) : undefined;
      const query = spec.query ? spec.query.parse(req.query) : undefined;
      const input = { req, res, body, params, query, locale: requestLocale(req), actor };
      return spec.handler(input as Parameters<typeof spec.handler>[0]);
    },
  };
}

/**
 * The text rule (shared/validation/text.ts) over everything a call sends, before any schema reads
 * it: a control character or a broken UTF-16 pair anywhere is a 400 that names the field, and
 * nothing reaches a handler or the database.
 */
function refuseBadText(input: { body: unknown; params: unknown; query: unknown }): void {
  for (const [part, value] of Object.entries(input)) {
    const found = findTextProblem(value);
    if (!found) continue;
    // Body fields are named as the schema names them; a parameter by its part too (query.q).
    const path = part === "body" ? found.path : [part, ...found.path];
    throw new AppError("VALIDATION_FAILED", undefined, {
      issues: [{ path, message: textProblemMessage[found.problem] }],
    });
  }
}

/** Resolves the bearer access token into an actor (null when absent or invalid). */
export type Authenticator = (req: Request, res: Response) => Promise<Actor | null>;

/** Mounts routes on a router: authentication, then parse → handler → `{ data }`. */
export function mountRoutes(router: Router, routes: RouteDef[], authenticate: Authenticator): void {
  for (const def of routes) {
    const handler: RequestHandler = async (req: Request, res: Response, _next: NextFunction) => {
      let actor: Actor | null = null;
      const anonymous = def.auth === "optional" && req.headers.authorization === undefined;
      if (def.auth !== "public" && !anonymous) {
        actor = await authenticate(req, res);
        if (!actor) throw new AppError("UNAUTHENTICATED");
        if (actor.mustChangePassword && def.auth !== "member-pending") throw new AppError("PASSWORD_CHANGE_REQUIRED");
        // A personal API token: its scope, and never what only a person does (shared tokenRefusal).
        const refusal = actor.token
          ? tokenRefusal(actor.token.scope, { method: req.method, path: req.path, body: req.body })
          : null;
        if (refusal) throw new AppError(refusal);
      }
      if (def.produces) {
        await def.run(req, res, actor);
        return;
      }
      // The response schema strips anything it does not name: no stray column reaches a client.
      const data: unknown = def.response.parse(await def.run(req, res, actor));
      sendApiJson(res, def.status, { data });
    };
    router[def.method](def.path, handler);
  }
}
