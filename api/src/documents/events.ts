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
  /** Writes its jobs for this store in `tx`; nothing slow, nothing but outbox rows. */
  stored(tx: Db, event: StoredEvent): Promise<void>;
}

const listeners: StoreListener[] = [];

/** Subscribes a feature to "document stored" (call once when the feature's module loads). */
export function onDocumentStored(listener: StoreListener): void {
  if (listeners.some((known) => known.name === listener.name)) return;
  listeners.push(listener);
}

/** Publishes the store to its listeners in the store's transaction; true when any wrote a job. */
export async function publishStored(tx: Db, name: string, changedBy: readonly number[]): Promise<boolean> {
  const kind = parseDocumentName(name)?.kind;
  if (kind === undefined) return false;
  const interested = listeners.filter((listener) => listener.kinds.includes(kind));
  for (const listener of interested) await listener.stored(tx, { name, changedBy });
  return interested.length > 0;
}
