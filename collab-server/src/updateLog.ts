import { isTransactionOrigin, type Connection, type Document } from "@hocuspocus/server";
import * as Y from "yjs";
import { errorMessage } from "./log";
import { encodeCollabMessage } from "@enote/shared";
import type { CollabCapabilities, CollabLog } from "./types";

export interface UpdateLogTiming {
  /** Longest an update waits in the buffer before its append starts. */
  flushIntervalMs: number;
  /** Wait after the n-th consecutive failed append; the last entry repeats for good. */
  retryDelaysMs: readonly number[];
}

/** Buffered updates, merged; `last` is the index of the newest update inside. */
interface Chunk {
  update: Uint8Array;
  last: number;
  receivedAt: number;
}

interface DocumentLog {
  readonly document: Document;
  chunks: Chunk[];
  /** Index the next recorded update gets. */
  next: number;
  /** Every update with a lower index is durable: appended, or inside a stored state. */
  durableBefore: number;
  /** Highest sequence number an append of this process has committed for the document. */
  lastSeq: number | null;
  inFlight: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  failures: number;
  /** Index of the newest update each connection sent, for "saved". */
  lastIndexOf: WeakMap<Connection, number>;
}

/** What a state encoded now covers: the committed log up to `seq`, and every update with an index below `next`. */
export interface LogCheckpoint {
  seq: number | null;
  next: number;
}

/**
 * Group commit of incoming updates into the update log: buffered per document, merged, appended at most
 * `flushIntervalMs` after arrival, one append in flight per document so the order holds, failed appends
 * retried with backoff and never dropped (only superseded by a stored state that contains them).
 */
export class UpdateLog {
  private readonly logs = new Map<Document, DocumentLog>();
  private stopped = false;

  constructor(
    private readonly capabilities: CollabCapabilities,
    private readonly log: CollabLog,
    private readonly timing: UpdateLogTiming,
  ) {}

  open(document: Document): void {
    this.logs.set(document, {
      document,
      chunks: [],
      next: 0,
      durableBefore: 0,
      lastSeq: null,
      inFlight: null,
      timer: null,
      failures: 0,
      lastIndexOf: new WeakMap(),
    });
    document.on("destroy", () => this.forget(document));
  }

  /** Per update: O(1), no await. */
  record(document: Document, update: Uint8Array, origin: unknown): void {
    const entry = this.logs.get(document);
    if (!entry) return;
    const index = entry.next;
    entry.next += 1;
    entry.chunks.push({ update, last: index, receivedAt: Date.now() });
    if (isTransactionOrigin(origin) && origin.source === "connection") entry.lastIndexOf.set(origin.connection, index);
    this.schedule(entry, this.timing.flushIntervalMs);
  }

  /** Waits for the append in flight, then appends whatever is buffered at once. Never throws. */
  async drain(document: Document): Promise<void> {
    const entry = this.logs.get(document);
    if (!entry) return;
    if (entry.inFlight) await entry.inFlight;
    this.flush(entry);
    if (entry.inFlight) await entry.inFlight;
  }

  checkpoint(document: Document): LogCheckpoint {
    const entry = this.logs.get(document);
    return { seq: entry?.lastSeq ?? null, next: entry?.next ?? 0 };
  }

  /** A state encoded at `checkpoint` was stored: the updates it covers need no append any more. */
  stored(document: Document, checkpoint: LogCheckpoint): void {
    const entry = this.logs.get(document);
    if (!entry) return;
    entry.durableBefore = Math.max(entry.durableBefore, checkpoint.next);
    this.dropDurable(entry);
    this.notifySaved(entry);
  }

  /** For shutdown, after the last stores: no more appends are started. */
  stop(): void {
    this.stopped = true;
    for (const entry of this.logs.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
    }
  }

  private forget(document: Document): void {
    const entry = this.logs.get(document);
    if (entry?.timer) clearTimeout(entry.timer);
    this.logs.delete(document);
  }

  private schedule(entry: DocumentLog, delayMs: number): void {
    if (entry.timer || entry.inFlight || this.stopped) return;
    entry.timer = setTimeout(() => this.flush(entry), delayMs);
  }

  private flush(entry: DocumentLog): void {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    if (entry.inFlight || !this.logs.has(entry.document)) return;
    this.dropDurable(entry);
    const { chunks } = entry;
    const newest = chunks.at(-1);
    const oldest = chunks[0];
    if (!newest || !oldest) return;
    const chunk: Chunk =
      chunks.length === 1
        ? oldest
        : { update: Y.mergeUpdates(chunks.map((c) => c.update)), last: newest.last, receivedAt: oldest.receivedAt };
    entry.chunks = [];
    entry.inFlight = this.append(entry, chunk);
  }

  private async append(entry: DocumentLog, chunk: Chunk): Promise<void> {
    const documentName = entry.document.name;
    let delayMs: number;
    try {
      const seq = await this.capabilities.appendUpdates(documentName, [chunk.update]);
      entry.lastSeq = entry.lastSeq === null ? seq : Math.max(entry.lastSeq, seq);
      entry.failures = 0;
      if (chunk.last >= entry.durableBefore) {
        entry.durableBefore = chunk.last + 1;
        this.dropDurable(entry);
        this.notifySaved(entry);
      }
      delayMs = Math.max(0, this.timing.flushIntervalMs - (Date.now() - (entry.chunks[0]?.receivedAt ?? 0)));
    } catch (error) {
      entry.failures += 1;
      // Back at the front, so the order holds; unless a stored state has covered it meanwhile.
      if (chunk.last >= entry.durableBefore) entry.chunks.unshift(chunk);
      const delays = this.timing.retryDelaysMs;
      delayMs = delays[Math.min(entry.failures, delays.length) - 1] ?? this.timing.flushIntervalMs;
      this.log(entry.failures >= delays.length ? "error" : "warn", "collab update log append failed", {
        documentName,
        attempt: entry.failures,
        retryInMs: delayMs,
        error: errorMessage(error),
      });
    }
    entry.inFlight = null;
    if (entry.chunks.length > 0) this.schedule(entry, delayMs);
  }

  private dropDurable(entry: DocumentLog): void {
    if (entry.chunks[0] && entry.chunks[0].last < entry.durableBefore) {
      entry.chunks = entry.chunks.filter((chunk) => chunk.last >= entry.durableBefore);
    }
  }

  /** "saved" to every connection whose own updates are all durable. */
  private notifySaved(entry: DocumentLog): void {
    const payload = encodeCollabMessage({ type: "saved", at: Date.now() });
    for (const connection of entry.document.getConnections()) {
      const last = entry.lastIndexOf.get(connection);
      if (last === undefined || last < entry.durableBefore) connection.sendStateless(payload);
    }
  }
}
