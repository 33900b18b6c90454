import { apiPaths, termsQuery, termsText } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { readTermsText } from "./texts";

/** The terms of use and the privacy policy, public: they are read before there is an account. */
export function termsRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.terms,
      summary: "The terms of use or the privacy policy, in the caller's language",
      auth: "public",
      query: termsQuery,
      response: termsText,
      handler: async ({ query, locale }) => ({
        kind: query.kind,
        locale,
        text: await readTermsText(ctx.env.ENOTE_DATA_DIR, query.kind, locale),
      }),
    }),
  ];
}
