import type { AppContext } from "../context";
import type { OutboxPayload } from "./enqueue";

export interface OutboxHandler {
  /** The kind of job it does (unique across features, e.g. "signing.timestamp"). */
  kind: string;
  /** Does the job; throwing means "try again later" (the error is kept on the row and logged). */
  run(ctx: AppContext, payload: OutboxPayload): Promise<void>;
  /** Wait before attempt `attempt` + 1 (attempt 1 just failed). Default: 1 s, doubling, at most 1 h. */
  retryDelayMs?(attempt: number): number;
}

const handlers = new Map<string, OutboxHandler>();

/**
 * Registers the handler of a kind of job, once, when its feature's module loads. The map is code,
 * not state: every process registers the same handlers, and each runs only the kinds it knows.
 */
export function registerOutboxHandler(handler: OutboxHandler): void {
  const known = handlers.get(handler.kind);
  if (known && known !== handler) throw new Error(`outbox handler ${handler.kind} registered twice`);
  handlers.set(handler.kind, handler);
}

export function outboxHandler(kind: string): OutboxHandler | undefined {
  return handlers.get(kind);
}

export function outboxKinds(): string[] {
  return [...handlers.keys()];
}

/** 1 s, 2 s, 4 s … never more than an hour: an outage of a day is retried every hour, never dropped. */
export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
