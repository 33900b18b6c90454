import { z } from "zod";
import { bookSignatures, idxParam, signingKey, signingPaths, verifyQuery, verifyResult } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { listSignatures, publishedKey, verifyBook } from "./verify";

const bookParams = z.object({ lbIdx: idxParam });

/** Signatures, the published key and verification of a book's record (issue 27). */
export function signingRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: signingPaths.key,
      summary: "The installation's Ed25519 public key (PEM) that signs every signature, and its id",
      auth: "public",
      response: signingKey,
      handler: () => publishedKey(ctx),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/verify.do",
      summary:
        "Recomputes a book's record: hash chain, signatures, time-stamp tokens, content and snapshot hashes, attachment files (re-read when the store says they changed, all with full=1), daily anchor",
      auth: "member",
      params: bookParams,
      query: verifyQuery,
      response: verifyResult,
      handler: ({ actor, params, query, locale }) =>
        verifyBook(ctx, actor, params.lbIdx, locale, { full: query.full === "1" }),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/signatures.do",
      summary: "Every signature of a book (writer at END, checker at COMPLETE), withdrawn ones included",
      auth: "member",
      params: bookParams,
      response: bookSignatures,
      handler: ({ actor, params }) => listSignatures(ctx, actor, params.lbIdx),
    }),
  ];
}
