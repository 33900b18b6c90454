import type { Env } from "../env";
import { countHit, forget, readCounters, type ThrottleContext } from "./store";
import { refuse } from "./throttle";

/**
 * Sign-in throttling, after OWASP's advice: a lock that anyone can set off by typing a member's id
 * is itself an attack, so failures are counted three ways.
 * - One id from one address: a few free failures, then a wait that doubles with each further
 *   failure (1 s, 2 s, 4 s … up to a minute), then a lock for the rest of the window. What a
 *   member who mistypes meets, and what slows a guesser down.
 * - One id from any address: a limit high enough that strangers cannot lock a member out.
 * - One address with any ids: stops one machine from trying many members.
 * A wait is answered 429 with how long it lasts; a success forgives the id's failures.
 */
export interface SignInKeys {
  idAddress: string;
  id: string;
  address: string;
}

export function signInKeys(memberId: string, address: string | undefined): SignInKeys {
  const id = memberId.trim().toLowerCase();
  const from = address ?? "unknown";
  return { idAddress: `signIn:id+ip:${id}|${from}`, id: `signIn:id:${id}`, address: `signIn:ip:${from}` };
}

const longestWaitMs = 60_000;

/** The wait after a failure of one id from one address, by how many such failures there were. */
export function waitAfterFailures(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(longestWaitMs, 1000 * 2 ** (failures - free));
}

type Limits = Pick<
  Env,
  | "ENOTE_LOGIN_FREE_FAILURES"
  | "ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS"
  | "ENOTE_LOGIN_MAX_FAILURES_PER_ID"
  | "ENOTE_LOGIN_MAX_FAILURES_PER_IP"
  | "ENOTE_LOGIN_WINDOW_SECONDS"
>;

/** 429 while any of the three counts says wait; nothing is counted here. */
export async function assertMaySignIn(ctx: ThrottleContext, keys: SignInKeys): Promise<void> {
  const env: Limits = ctx.env;
  const windowMs = env.ENOTE_LOGIN_WINDOW_SECONDS * 1000;
  const counters = await readCounters(ctx, Object.values(keys), env.ENOTE_LOGIN_WINDOW_SECONDS);
  const locks: [string, number][] = [
    [keys.address, env.ENOTE_LOGIN_MAX_FAILURES_PER_IP],
    [keys.id, env.ENOTE_LOGIN_MAX_FAILURES_PER_ID],
    [keys.idAddress, env.ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS],
  ];
  for (const [key, max] of locks) {
    const counter = counters.get(key);
    if (counter && counter.hits >= max) throw refuse("TOO_MANY_ATTEMPTS", counter.windowStart.getTime() + windowMs);
  }
  const own = counters.get(keys.idAddress);
  if (!own) return;
  const waitUntil = own.lastAt.getTime() + waitAfterFailures(own.hits, env.ENOTE_LOGIN_FREE_FAILURES);
  if (waitUntil > Date.now()) throw refuse("TOO_MANY_ATTEMPTS", waitUntil);
}

export async function countSignInFailure(ctx: ThrottleContext, keys: SignInKeys): Promise<void> {
  for (const key of Object.values(keys)) await countHit(ctx, key, ctx.env.ENOTE_LOGIN_WINDOW_SECONDS);
}

/** A success forgives the id's failures (not the address's: it may be trying many ids). */
export async function forgiveSignInFailures(ctx: ThrottleContext, keys: SignInKeys): Promise<void> {
  await forget(ctx, [keys.idAddress, keys.id]);
}
