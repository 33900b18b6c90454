import type { Document, Hocuspocus } from "@hocuspocus/server";
import type { Persistence } from "./persistence";

const POLL_MS = 20;

/**
 * For shutdown, once the sockets are closed: stores every document and unloads it. Loops because
 * Hocuspocus finishes a closed socket's disconnect (and the store it triggers) asynchronously.
 * Returns the names of documents whose changes could not be stored.
 */
export async function drainDocuments(
  hocuspocus: Hocuspocus,
  persistence: Persistence,
  timeoutMs: number,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await Promise.allSettled([...hocuspocus.loadingDocuments.values()]);
    hocuspocus.flushPendingStores();
    const documents = [...hocuspocus.documents.values()];
    const failed = new Set(await persistence.flushAll(documents));
    await Promise.all(documents.map((document) => hocuspocus.unloadDocument(document)));

    const remaining = [...hocuspocus.documents.values()];
    // Left loaded for good: a store that failed every retry, or a direct connection the host still holds.
    const settled = remaining.every(
      (document) =>
        !hasStoreInProgress(hocuspocus, document) && (failed.has(document.name) || document.getConnectionsCount() > 0),
    );
    if (remaining.length === 0 || settled || Date.now() >= deadline) {
      return remaining.filter((document) => persistence.isDirty(document)).map((document) => document.name);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function hasStoreInProgress(hocuspocus: Hocuspocus, document: Document): boolean {
  const id = `onStoreDocument-${document.name}`;
  return (
    hocuspocus.debouncer.isDebounced(id) ||
    hocuspocus.debouncer.isCurrentlyExecuting(id) ||
    document.saveMutex.isLocked()
  );
}
