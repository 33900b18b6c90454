import { AppError } from "../lib/errors";
import type { RuleName } from "./rules";
import { countHit, readCounters, type ThrottleContext } from "./store";

/** The one way a throttle refuses: 429 with the wait, which the answer states and Retry-After carries. */
export function refuse(code: "TOO_MANY_ATTEMPTS" | "RATE_LIMITED", until: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return new AppError(code, undefined, { params: { retryAfterSeconds } });
}

const windowEnd = (windowStart: Date, windowSeconds: number) => windowStart.getTime() + windowSeconds * 1000;

/** Counts a call of an expensive action by `subject`; past the rule's limit, 429 until its window ends. */
export async function limitCalls(ctx: ThrottleContext, name: RuleName, subject: string): Promise<void> {
  const rule = ctx.env.ENOTE_THROTTLE[name];
  const counter = await countHit(ctx, `${name}:${subject}`, rule.windowSeconds);
  if (counter.hits > rule.max) throw refuse("RATE_LIMITED", windowEnd(counter.windowStart, rule.windowSeconds));
}

/** 429 while `subject` has used up its failures of the rule (a guessed secret) in the window. */
export async function assertFailuresLeft(ctx: ThrottleContext, name: RuleName, subject: string): Promise<void> {
  const rule = ctx.env.ENOTE_THROTTLE[name];
  const key = `${name}:${subject}`;
  const counter = (await readCounters(ctx, [key], rule.windowSeconds)).get(key);
  if (counter && counter.hits >= rule.max) {
    throw refuse("TOO_MANY_ATTEMPTS", windowEnd(counter.windowStart, rule.windowSeconds));
  }
}

/** Counts a failure (a wrong password, a wrong code) of `subject`. */
export async function countFailure(ctx: ThrottleContext, name: RuleName, subject: string): Promise<void> {
  await countHit(ctx, `${name}:${subject}`, ctx.env.ENOTE_THROTTLE[name].windowSeconds);
}

/** Runs `check`; a failure it throws with `failureCode` is counted against the subject. */
export async function withFailuresCounted<T>(
  ctx: ThrottleContext,
  name: RuleName,
  subject: string,
  failureCodes: readonly string[],
  check: () => Promise<T>,
): Promise<T> {
  await assertFailuresLeft(ctx, name, subject);
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && failureCodes.includes(error.code)) await countFailure(ctx, name, subject);
    throw error;
  }
}
