import {
  isTransactionOrigin,
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
import type { DocumentSizes } from "./documentSize";
import { errorMessage } from "./log";
import { retryWithBackoff, withTimeout } from "./retry";
import type { CollabCapabilities, CollabContext, CollabLog } from "./types";
import type { UpdateLog } from "./updateLog";

export interface PersistenceTiming {
  /** Waits between store attempts; one more attempt than entries. */
  retryDelaysMs: readonly number[];
  /** After every attempt failed: when to try the store again. */
  storeAgainAfterFailureMs: number;
  /** After an unload was refused for unsaved changes: when to try the store again. */
  storeAgainBeforeUnloadMs: number;
  /** Longest a store waits for the afterStore projection. */
  afterStoreTimeoutMs: number;
}

/** Changes seen on a document vs. changes covered by a successful store. */
interface ChangeCount {
  seen: number;
  stored: number;
}

/**
 * Loads and stores document state through the capabilities. Every change is appended to the update log
 * within the flush interval; a store writes the full state and compacts the log. A document with changes
 * not in a stored state is never unloaded: failed stores are retried, then tried again later, and close()
 * stores whatever is left.
 */
export class Persistence implements Extension {
  extensionName = "enote-persistence";
  private instance: Hocuspocus | undefined;
  private readonly counts = new WeakMap<Document, ChangeCount>();
  /** Members whose connections changed the document since the last successful store. */
  private readonly authors = new WeakMap<Document, Set<number>>();
  private readonly storeAgainTimers = new Map<Document, { timer: NodeJS.Timeout; dueAt: number }>();
  private stopped = false;

  constructor(
    private readonly capabilities: CollabCapabilities,
    private readonly log: CollabLog,
    private readonly timing: PersistenceTiming,
    private readonly updateLog: UpdateLog,
    private readonly sizes: DocumentSizes,
  ) {}

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  async onLoadDocument({ document, documentName }: onLoadDocumentPayload): Promise<void> {
    let loadedBytes = 0;
    try {
      const updates = await this.capabilities.loadState(documentName);
      // One transaction: log rows may arrive before the structs they build on.
      document.transact(() => {
        for (const update of updates) {
          Y.applyUpdate(document, update);
          loadedBytes += update.length;
        }
      });
    } catch (error) {
      this.log("error", "collab document load failed", { documentName, error: errorMessage(error) });
      throw error;
    }

    const count: ChangeCount = { seen: 0, stored: 0 };
    this.counts.set(document, count);
    this.sizes.track(document, loadedBytes);
    this.updateLog.open(document);
    // On the Y.Doc itself, in the same tick as the change, so a store knows exactly which changes its
    // encoded state covers (the onChange hook runs later, through a promise chain). Redis-origin updates
    // are counted for size only: the process whose client sent them logs and stores them. (Updates from
    // connections are sized by the size limit before they are applied.)
    document.on("update", (update: Uint8Array, origin: unknown) => {
      const fromConnection = isTransactionOrigin(origin) && origin.source === "connection";
      if (!fromConnection) this.sizes.add(document, update.length);
      if (shouldSkipStoreHooks(origin)) return;
      count.seen += 1;
      if (fromConnection) this.noteAuthor(document, origin.connection.context);
      this.updateLog.record(document, update, origin);
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
    this.updateLog.stop();
    return all.filter((document) => this.isDirty(document)).map((document) => document.name);
  }

  private async storeIfDirty(document: Document): Promise<void> {
    const count = this.counts.get(document);
    if (!count || count.seen === count.stored) return;

    // Appends first, so the compaction below covers as much of the log as possible.
    await this.updateLog.drain(document);
    const covers = count.seen;
    const changedBy = this.takeAuthors(document);
    const checkpoint = this.updateLog.checkpoint(document);
    const state = Y.encodeStateAsUpdate(document);
    this.sizes.measured(document, state.length);
    const documentName = document.name;
    try {
      await retryWithBackoff(
        () => this.capabilities.storeState(documentName, state, checkpoint.seq, changedBy),
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
      // The next store covers these changes, so it names their authors.
      for (const memberIdx of changedBy) this.authorsOf(document).add(memberIdx);
      this.scheduleStoreAgain(document, this.timing.storeAgainAfterFailureMs);
      throw error;
    }
    count.stored = Math.max(count.stored, covers);
    this.updateLog.stored(document, checkpoint);
    await this.project(document, changedBy);
  }

  private authorsOf(document: Document): Set<number> {
    let set = this.authors.get(document);
    if (!set) this.authors.set(document, (set = new Set()));
    return set;
  }

  /** Notes the member a connection's context names (anonymous viewers send no changes). */
  private noteAuthor(document: Document, context: unknown): void {
    const memberIdx = (context as Partial<CollabContext> | undefined)?.actor?.memberIdx;
    if (typeof memberIdx === "number") this.authorsOf(document).add(memberIdx);
  }

  /** The members noted since the last store, no longer noted: whoever takes them credits them. */
  takeAuthors(document: Document): number[] {
    const set = this.authors.get(document);
    if (!set) return [];
    this.authors.delete(document);
    return [...set].sort((a, b) => a - b);
  }

  /** The afterStore capability: logged on failure, never retried, never keeps the document dirty. */
  private async project(document: Document, changedBy: readonly number[]): Promise<void> {
    if (!this.capabilities.afterStore) return;
    try {
      await withTimeout(
        this.capabilities.afterStore(document.name, document, changedBy),
        this.timing.afterStoreTimeoutMs,
        "afterStore timed out",
      );
    } catch (error) {
      this.log("error", "collab afterStore failed", { documentName: document.name, error: errorMessage(error) });
    }
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
