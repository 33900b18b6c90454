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

/**
 * The address links in mails point to: ENOTE_PUBLIC_URL (set it when mail is on), else this
 * process's own. Never a request's Host header: a forged one must not send a mailed link elsewhere.
 */
export function mailOrigin(env: Pick<Env, "ENOTE_PUBLIC_URL" | "HOST" | "PORT">): string {
  return (env.ENOTE_PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, "");
}
