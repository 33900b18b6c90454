import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { isValidPassword } from "@enote/shared";

/** argon2id (the library's default algorithm) with its default memory and time costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the id is unknown, so a wrong id costs as long as a wrong password.
const dummyHash = hash("not-a-real-password-0");

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A random password that satisfies the sign-up rule, for an administrator reset. */
export function generatePassword(length = 12): string {
  for (;;) {
    let candidate = "";
    for (let i = 0; i < length; i++) candidate += alphabet[randomInt(alphabet.length)];
    if (isValidPassword(candidate)) return candidate;
  }
}
