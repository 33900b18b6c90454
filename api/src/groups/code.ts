import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { groupLimits, limits } from "@enote/shared";
import type { Db } from "../db/client";
import { groups } from "../db/schema";

/**
 * Letters and digits a person reads off a screen or paper without mistaking one for another: no
 * I, l, 1 (nor O, 0), so "Il1" never has to be guessed. Codes made before stay valid (the pattern
 * still takes [A-Za-z0-9]).
 */
export const signUpCodeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const alphabet = signUpCodeAlphabet;
/** The largest multiple of the alphabet's size below 256: bytes from here on are dropped so every letter is equally likely. */
const unbiasedBelow = 256 - (256 % alphabet.length);

/** A new sign-up code: 10 characters of signUpCodeAlphabet from the system's cryptographic random source. */
export function newSignUpCode(): string {
  let code = "";
  while (code.length < limits.groupCodeLength) {
    for (const byte of randomBytes(16)) {
      if (byte < unbiasedBelow && code.length < limits.groupCodeLength) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

export function signUpCodeExpiry(from = new Date()): Date {
  return new Date(from.getTime() + groupLimits.codeValidDays * 24 * 60 * 60 * 1000);
}

/** The group a code lets one join: it must be the group's current code and not expired. */
export async function findGroupByCode(db: Db, code: string): Promise<{ groupIdx: number } | null> {
  const [row] = await db
    .select({ groupIdx: groups.groupIdx })
    .from(groups)
    .where(and(eq(groups.signUpCode, code), gt(groups.signUpCodeExpiresAt, new Date())));
  return row ?? null;
}
