import { parseDocumentName } from "@enote/shared";
import type { Db } from "../db/client";

type DocumentKind = NonNullable<ReturnType<typeof parseDocumentName>>["kind"];

/** What a store tells its listeners: which document, and the members whose changes it covers. */
export interface StoredEvent {
  name: string;
  changedBy: readonly number[];
}

/**
 * A feature that reacts to stored documents. It is told inside the store's transaction and does
 * nothing there but write its outbox jobs (`enqueue(tx, …)`), so the jobs exist exactly when the
 * store commits and run after it, outside the collab server's save lock, on any api process, and
 * survive a crash (DESIGN.md: events leave through an outbox).
 */
export interface StoreListener {
  /** Names the listener (registering one name twice keeps the first). */
  name: string;
  /** The kinds of document it cares about. */
  kinds: readonly DocumentKind[];
  /**
   * Writes its jobs for this store in `tx` (and the few rows they need); nothing slow. Answers
   * whether a job is due now (the outbox is woken after the commit); a job due later, or none, false.
   */
  stored(tx: Db, event: StoredEvent): Promise<boolean>;
}

const listeners: StoreListener[] = [];

/** Subscribes a feature to "document stored" (call once when the feature's module loads). */
export function onDocumentStored(listener: StoreListener): void {
  if (listeners.some((known) => known.name === listener.name)) return;
  listeners.push(listener);
}

/** Publishes the store to its listeners in the store's transaction; true when any wrote a job due now. */
export async function publishStored(tx: Db, name: string, changedBy: readonly number[]): Promise<boolean> {
  const kind = parseDocumentName(name)?.kind;
  if (kind === undefined) return false;
  let due = false;
  for (const listener of listeners) {
    if (listener.kinds.includes(kind) && (await listener.stored(tx, { name, changedBy }))) due = true;
  }
  return due;
}
