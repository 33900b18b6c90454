import { randomBytes, timingSafeEqual } from "node:crypto";
import { personalTokenPrefix } from "@enote/shared";
import { hashToken } from "../auth/tokens";

/** A new personal token: the prefix and 256 random bits. Only `hash` is stored. */
export function newPersonalToken(): { token: string; hash: string } {
  const token = `${personalTokenPrefix}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashToken(token) };
}

export function isPersonalToken(token: string): boolean {
  return token.startsWith(personalTokenPrefix);
}

/** Compares two stored hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
