import { bookFeedPage, bookFeedPaths, bookFeedQuery } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { listBookFeed } from "./list";

/** The book feed (issue 22): what happened to the books a member may read. */
export function bookFeedRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: bookFeedPaths.list,
      summary:
        "The book feed: books I may read created, ended, completed, shared or commented on, newest first: ?groupIdx&kind&cursor&size",
      auth: "member",
      query: bookFeedQuery,
      response: bookFeedPage,
      handler: ({ actor, query }) => listBookFeed(ctx, actor, query),
    }),
  ];
}
