// The permission matrix's token columns (issue 38), derived rather than written per row: a
// personal API token acts as its holder within its scope, so its status on a row is the holder's,
// unless the shared scope rule (tokenRefusal) refuses the call first (403); a public route never
// reads a token, so there it answers as it answers the anonymous caller.
import { tokenRefusal } from "@enote/shared";
import type { TestApp } from "./harness";
import {
  matrixActors,
  tokenActors,
  tokenHolder,
  type MatrixActor,
  type MatrixRequest,
  type TokenActor,
} from "./matrix-world";

/** Which routes are public, read from the app's own OpenAPI document (an empty `security`). */
export type PublicRoutes = (method: string, path: string) => boolean;

export async function publicRoutesOf(app: TestApp): Promise<PublicRoutes> {
  const docs = await app.call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>("GET", "/api/docs");
  const matchers = Object.entries(docs.body.paths).flatMap(([template, operations]) => {
    const pattern = new RegExp(`^${template.replace(/\./g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern,
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    }));
  });
  return (method, path) => {
    const bare = path.split("?")[0] ?? path;
    return matchers.some((m) => m.method === method && m.pattern.test(bare) && m.isPublic);
  };
}

const column = (actor: MatrixActor) => matrixActors.indexOf(actor);

/** The status a token column expects on a row, from the row's statuses of the other columns. */
export function tokenExpectation(
  actor: TokenActor,
  request: MatrixRequest,
  statuses: readonly number[],
  isPublic: PublicRoutes,
): number {
  if (isPublic(request.method, request.path)) return statuses[column("anonymous")] ?? 0;
  const refusal = tokenRefusal(tokenActors[actor], {
    method: request.method,
    path: request.path.split("?")[0] ?? request.path,
    body: request.body,
  });
  return refusal ? 403 : (statuses[column(tokenHolder)] ?? 0);
}
