import type * as Y from "yjs";
import type { AppContext } from "../context";

/**
 * A feature that reads a book's text after it was stored (mentions…): told by the book's projection
 * job, once per burst of stores, with the document now and the members whose changes the burst
 * stored, so no feature adds a job or a read of its own to every store.
 */
export type BookTextReader = (
  ctx: AppContext,
  lbIdx: number,
  doc: Y.Doc,
  changedBy: readonly number[],
) => Promise<void>;

const readers = new Map<string, BookTextReader>();

/** Subscribes a feature (call once when its module loads; a name registered twice keeps the first). */
export function onBookTextStored(name: string, reader: BookTextReader): void {
  if (!readers.has(name)) readers.set(name, reader);
}

export function bookTextReaders(): BookTextReader[] {
  return [...readers.values()];
}
