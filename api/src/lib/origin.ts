import type { Request } from "express";
import type { Env } from "../env";

/**
 * The address members open E-Note at, for absolute links (share links, QR codes): ENOTE_PUBLIC_URL
 * when set, else the request's own origin (behind a proxy, with ENOTE_TRUST_PROXY, as the proxy saw it).
 */
export function publicOrigin(env: Pick<Env, "ENOTE_PUBLIC_URL">, req: Request): string {
  const origin = env.ENOTE_PUBLIC_URL ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
  return origin.replace(/\/+$/, "");
}
