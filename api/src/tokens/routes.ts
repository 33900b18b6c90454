import {
  tokenCreated,
  tokenCreateInput,
  tokenIdxParams,
  tokenList,
  tokenListQuery,
  tokenPaths,
  tokenSummary,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as tokens from "./service";

/**
 * Personal API tokens (issue 38). A personal token itself may call none of these (shared
 * `tokenRefusal`): only a signed-in person makes, lists or revokes tokens.
 */
export function tokenRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: tokenPaths.create,
      summary: "Create a personal API token (the secret is in this answer only)",
      auth: "member",
      body: tokenCreateInput,
      response: tokenCreated,
      status: 201,
      handler: ({ actor, body }) => tokens.createToken(ctx, actor, body),
    }),
    route({
      method: "get",
      path: tokenPaths.list,
      summary: "Own personal API tokens with their last use; an administrator gives memberIdx for anyone's",
      auth: "member",
      query: tokenListQuery,
      response: tokenList,
      handler: ({ actor, query }) => tokens.listTokens(ctx, actor, query.memberIdx),
    }),
    route({
      method: "delete",
      path: "/api/token/:tokenIdx.do",
      summary: "Revoke a personal API token (own, or any member's for an administrator)",
      auth: "member",
      params: tokenIdxParams,
      response: tokenSummary,
      handler: ({ actor, params }) => tokens.revokeToken(ctx, actor, params.tokenIdx),
    }),
  ];
}
