import { randomInt } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";
import { isValidPassword } from "@enote/shared";

/**
 * argon2id (the library's default algorithm) at OWASP's minimum, 19 MiB, 2 passes, 1 lane (the library's
 * defaults, what every stored password has been hashed with): production's cost.
 */
export const productionPasswordCost: Readonly<Options> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/**
 * The least cost argon2 accepts (8 KiB, 1 pass): only for the test suites, which hash thousands of
 * throwaway passwords. Chosen by the explicit setting ENOTE_ARGON2_COST=test (env.ts), never guessed.
 */
export const testPasswordCost: Readonly<Options> = Object.freeze({
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
});

export type PasswordCost = "production" | "test";

let cost: Readonly<Options> = productionPasswordCost;
// Verified when the id is unknown, so a wrong id costs as long as a wrong password; made at the cost in use.
let dummyHash: Promise<string> | undefined;

/** Sets the cost new hashes are made with (main.ts from ENOTE_ARGON2_COST; the api tests' setup). */
export function setPasswordCost(name: PasswordCost): void {
  const next = name === "test" ? testPasswordCost : productionPasswordCost;
  if (next === cost) return;
  cost = next;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("not-a-real-password-0", cost);
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
