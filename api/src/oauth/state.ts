import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { SocialProvider } from "@enote/shared";
import { refused } from "./provider-http";

/**
 * The `state` of a redirect sign-in, bound to the browser that started it: start.do hands the
 * browser a random state and sets the same value in an httpOnly cookie, which only our own pages'
 * calls carry back. A code arriving with another state (a link an attacker made) is refused.
 */
const cookieName = "enote_oauth_state";
const cookiePath = "/api/oauth";
const lifetimeSeconds = 10 * 60;

export function newState(): string {
  return randomBytes(24).toString("base64url");
}

export function setStateCookie(req: Request, res: Response, provider: SocialProvider, state: string): void {
  res.cookie(cookieName, `${provider}.${state}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: req.secure,
    path: cookiePath,
    maxAge: lifetimeSeconds * 1000,
  });
}

function stateCookie(req: Request): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The state must be the one this browser was given for this provider; it is used up either way. */
export function consumeState(req: Request, res: Response, provider: SocialProvider, state: string): void {
  const expected = Buffer.from(stateCookie(req) ?? "");
  const given = Buffer.from(`${provider}.${state}`);
  res.clearCookie(cookieName, { path: cookiePath });
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
}
