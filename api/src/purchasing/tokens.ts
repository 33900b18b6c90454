import { createHash, randomBytes } from "node:crypto";
import { quotationLimits, quoteReplyPage } from "@enote/shared";

/** A reply token: 256 random bits as 43 base64url characters. Only its hash is stored. */
export function newReplyToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashReplyToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A reply link works to the end of the needed-by day (UTC) plus quotationLimits.replyDays. */
export function replyExpiry(neededBy: string): Date {
  const end = new Date(`${neededBy}T23:59:59.999Z`);
  end.setUTCDate(end.getUTCDate() + quotationLimits.replyDays);
  return end;
}

export function replyUrl(origin: string, token: string): string {
  return `${origin}${quoteReplyPage(token)}`;
}
