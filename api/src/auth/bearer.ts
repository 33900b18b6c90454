import type { Request } from "express";
import { Strategy } from "passport-strategy";
import type { Actor } from "./actor";

/** The access token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Passport's `bearer` strategy: the request's access token → the Actor (or none). The token is
 * checked by the same function the collab socket uses (`actorFromAccessToken`), so both accept
 * exactly the same tokens.
 */
export class BearerStrategy extends Strategy {
  name = "bearer";

  constructor(private readonly actorOf: (token: string) => Promise<Actor | null>) {
    super();
  }

  override authenticate(req: Request): void {
    const token = bearerToken(req.headers.authorization);
    if (!token) return this.fail(401);
    this.actorOf(token).then(
      (actor) => (actor ? this.success(actor) : this.fail(401)),
      (error: unknown) => this.error(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
