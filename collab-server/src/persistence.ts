import {
  shouldSkipStoreHooks,
  type beforeUnloadDocumentPayload,
  type Document,
  type Extension,
  type Hocuspocus,
  type onConfigurePayload,
  type onLoadDocumentPayload,
  type onStoreDocumentPayload,
} from "@hocuspocus/server";
import * as Y from "yjs";
import { errorMessage } from "./log";
import { retryWithBackoff } from "./retry";
import type { CollabCapabilities, CollabLog } from "./types";

export interface PersistenceTiming {
  /** Waits between store attempts; one more attempt than entries. */
  retryDelaysMs: readonly number[];
  /** After every attempt failed: when to try the store again. */
  storeAgainAfterFailureMs: number;
  /** After an unload was refused for unsaved changes: when to try the store again. */
  storeAgainBeforeUnloadMs: number;
}

/** Changes seen on a document vs. changes covered by a successful store. */
interface ChangeCount {
  seen: number;
  stored: number;
}

/**
 * Loads and stores document state through the capabilities. A document with unsaved changes is never
 * unloaded: failed stores are retried, then tried again later, and close() stores whatever is left.
 */
export class Persistence implements Extension {
  extensionName = "enote-persistence";
  private instance: Hocuspocus | undefined;
  private readonly counts = new WeakMap<Document, ChangeCount>();
  private readonly storeAgainTimers = new Map<Document, { timer: NodeJS.Timeout; dueAt: number }>();
  private stopped = false;

  constructor(
    private readonly capabilities: CollabCapabilities,
    private readonly log: CollabLog,
    private readonly timing: PersistenceTiming,
  ) {}

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  async onLoadDocument({ document, documentName }: onLoadDocumentPayload): Promise<void> {
    try {
      const state = await this.capabilities.loadState(documentName);
      if (state) Y.applyUpdate(document, state);
    } catch (error) {
      this.log("error", "collab document load failed", { documentName, error: errorMessage(error) });
      throw error;
    }

    const count: ChangeCount = { seen: 0, stored: 0 };
    this.counts.set(document, count);
    // Counted on the Y.Doc itself, in the same tick as the change, so a store knows exactly which
    // changes its encoded state covers (the onChange hook runs later, through a promise chain).
    document.on("update", (_update: Uint8Array, origin: unknown) => {
      if (!shouldSkipStoreHooks(origin)) count.seen += 1;
    });
  }

  async onStoreDocument({ document }: onStoreDocumentPayload): Promise<void> {
    await this.storeIfDirty(document);
  }

  async beforeUnloadDocument({ document, documentName }: beforeUnloadDocumentPayload): Promise<void> {
    if (!this.isDirty(document)) return;
    // Reached when another process held the Redis store lock, or a store gave up: keep the document.
    this.log("warn", "collab document kept in memory: unsaved changes", { documentName });
    this.scheduleStoreAgain(document, this.timing.storeAgainBeforeUnloadMs);
    throw new Error(`collab document ${documentName} has unsaved changes`);
  }

  isDirty(document: Document): boolean {
    const count = this.counts.get(document);
    return count !== undefined && count.seen > count.stored;
  }

  /** For shutdown: stops the timers, stores every dirty document, and returns the names still unsaved. */
  async flushAll(documents: Iterable<Document>): Promise<string[]> {
    this.stopped = true;
    for (const { timer } of this.storeAgainTimers.values()) clearTimeout(timer);
    this.storeAgainTimers.clear();

    const all = [...documents];
    await Promise.all(
      all.map((document) =>
        // The mutex is the one Hocuspocus holds around onStoreDocument, so this waits for a store in flight.
        document.saveMutex.runExclusive(() => this.storeIfDirty(document)).catch(() => undefined),
      ),
    );
    return all.filter((document) => this.isDirty(document)).map((document) => document.name);
  }

  private async storeIfDirty(document: Document): Promise<void> {
    const count = this.counts.get(document);
    if (!count || count.seen === count.stored) return;

    const covers = count.seen;
    const state = Y.encodeStateAsUpdate(document);
    const documentName = document.name;
    try {
      await retryWithBackoff(
        () => this.capabilities.storeState(documentName, state),
        this.timing.retryDelaysMs,
        (error, attempt, willRetry) =>
          this.log(willRetry ? "warn" : "error", "collab document store failed", {
            documentName,
            attempt,
            willRetry,
            error: errorMessage(error),
          }),
      );
    } catch (error) {
      this.scheduleStoreAgain(document, this.timing.storeAgainAfterFailureMs);
      throw error;
    }
    count.stored = Math.max(count.stored, covers);
  }

  /** One timer per document; a sooner request replaces a later one. */
  private scheduleStoreAgain(document: Document, delayMs: number): void {
    if (this.stopped) return;
    const dueAt = Date.now() + delayMs;
    const scheduled = this.storeAgainTimers.get(document);
    if (scheduled) {
      if (scheduled.dueAt <= dueAt) return;
      clearTimeout(scheduled.timer);
    }
    const timer = setTimeout(() => {
      this.storeAgainTimers.delete(document);
      const instance = this.instance;
      if (!instance || document.isDestroyed || !this.isDirty(document)) return;
      // Through Hocuspocus rather than storeIfDirty directly: it takes the Redis store lock and
      // unloads the document afterwards when nobody is connected.
      instance
        .storeDocumentHooks(
          document,
          {
            instance,
            document,
            documentName: document.name,
            clientsCount: document.getConnectionsCount(),
            lastContext: {},
            lastTransactionOrigin: null,
          },
          true,
        )
        .catch((error: unknown) =>
          this.log("error", "collab document store failed", {
            documentName: document.name,
            error: errorMessage(error),
          }),
        );
    }, delayMs);
    this.storeAgainTimers.set(document, { timer, dueAt });
  }
}
