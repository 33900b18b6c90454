import { createHmac, timingSafeEqual } from "node:crypto";
import { notificationKinds, type NotificationKind } from "@enote/shared";

export type UnsubscribeScope = NotificationKind | "all";

function signature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`notification-unsubscribe:${body}`).digest("base64url");
}

/**
 * A link's token that stops one kind of mail (or every mail, from a digest) for one member,
 * usable without signing in: `<memberIdx>.<kind>.<HMAC>` keyed by the installation's secret.
 */
export function unsubscribeToken(secret: string, memberIdx: number, scope: UnsubscribeScope): string {
  const body = `${memberIdx}.${scope}`;
  return `${body}.${signature(secret, body)}`;
}

/** The member and scope a token names, or null when it was altered or signed elsewhere. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { memberIdx: number; scope: UnsubscribeScope } | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, idx, scope, given] = match as unknown as [string, string, string, string];
  if (scope !== "all" && !(notificationKinds as readonly string[]).includes(scope)) return null;
  const expected = Buffer.from(signature(secret, `${idx}.${scope}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { memberIdx: Number(idx), scope: scope as UnsubscribeScope };
}
