import type { Hocuspocus } from "@hocuspocus/server";
import type { Server as HttpServer } from "node:http";
import type { Doc } from "yjs";

export type DocumentAccess = "write" | "read" | "none";

export interface CollabActor {
  /** null = anonymous share-link viewer. */
  memberIdx: number | null;
  name: string;
  /**
   * Members: the sign-in their token belongs to. refreshAccess hands the actor back to
   * resolveAccess, so a sign-in that ended (signed out, password changed or reset) closes the
   * connections it opened.
   */
  sessionId?: string;
  /**
   * Anonymous viewers: the share key they presented. refreshAccess hands the actor back to resolveAccess,
   * so a regenerated (revoked) key closes the viewers still holding the old one.
   */
  shareKey?: string;
  /**
   * Members: what the others are shown of them, written by the server into the `user` field of every
   * awareness state their connection sends (name, colour…), so nobody can pass for someone else.
   * Absent: `{ memberIdx, name }`.
   */
  presence?: Readonly<Record<string, string | number>>;
}

export interface CollabCapabilities {
  /** Verifies the token the provider sent; null → connection refused. Anonymous viewers send a token like "share:<key>"; the api decides. */
  authenticate(token: string, documentName: string): Promise<CollabActor | null>;
  /** Read/write/none for this actor on this document. "none" → refused (same as unknown document). */
  resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess>;
  /**
   * Everything needed to rebuild the document, applied in this order: the stored state (when there is one),
   * then every update-log row after it in sequence order. Empty array = new document.
   */
  loadState(documentName: string): Promise<Uint8Array[]>;
  /**
   * Durably appends Yjs updates, in order, to the document's update log and resolves with the highest log
   * sequence number written (sequence numbers only grow). Must throw on failure: the server retries the same
   * updates, in order, until an append succeeds (appending an update twice is harmless in Yjs).
   */
  appendUpdates(documentName: string, updates: Uint8Array[]): Promise<number>;
  /**
   * Persists the full Yjs state (Y.encodeStateAsUpdate) and, in the same transaction, deletes the log rows
   * with sequence number ≤ compactedThroughSeq (null: delete none). Must throw on failure.
   * `changedBy`: the members whose connections on this process sent the changes this store covers
   * (as afterStore gets them), so the host can record them in the store's own transaction.
   */
  storeState(
    documentName: string,
    state: Uint8Array,
    compactedThroughSeq: number | null,
    changedBy?: readonly number[],
  ): Promise<void>;
  /**
   * Called after each successful storeState with the live in-memory document, e.g. to project title and
   * plain text into relational rows. Read the document before the first await: it keeps changing and may
   * be unloaded afterwards. Errors are logged, never retried, and never keep the document in memory.
   * `changedBy`: the members whose connections on this process sent the changes this store covers
   * since the previous successful store (empty when only this process's own or other processes'
   * changes were stored), for the book's history of who changed it.
   */
  afterStore?(documentName: string, doc: Doc, changedBy: readonly number[]): Promise<void>;
  /**
   * The root types a document may hold (its layout), or null for no rule. An update that would
   * create any other root type is refused and its connection closed: nobody can grow a document
   * with data no editor shows, store or project.
   */
  allowedRoots?(documentName: string): readonly string[] | null;
  /**
   * How long the server gathers a document's outgoing updates and presence before sending them
   * (Hocuspocus's flushDelay), or null for the default (the current event-loop turn). Presence-heavy
   * rooms batch: each connection then gets one message per window, not one per pointer move.
   */
  flushDelayMs?(documentName: string): number | null;
  /** A connection of this actor to the document was opened (after authentication): attendance. */
  joined?(actor: CollabActor, documentName: string): Promise<void>;
  /** That connection closed. */
  left?(actor: CollabActor, documentName: string): Promise<void>;
}

export type LogLevel = "info" | "warn" | "error";
export type CollabLog = (level: LogLevel, message: string, extra?: Record<string, unknown>) => void;

export interface CollabOptions {
  capabilities: CollabCapabilities;
  /** When set, @hocuspocus/extension-redis fans updates and awareness out across processes, and refreshAccess reaches every process. */
  redisUrl?: string;
  /**
   * Names this deployment's channels on Redis, so two deployments (or two test servers) sharing
   * one Redis never see each other's documents. Default "enote:collab".
   */
  redisPrefix?: string;
  /** Incoming WebSocket messages above this size close the socket. Default 2 MiB. */
  maxMessageBytes?: number;
  /** Store debounce after the last change. Default 1000 ms. */
  debounceMs?: number;
  /** Longest a changed document waits for a store while changes keep coming. Default 5000 ms. */
  maxDebounceMs?: number;
  /** Longest an incoming update waits before it is appended to the update log (group commit). Default 200 ms. */
  flushIntervalMs?: number;
  /** Updates that would take a document's Yjs state above this are refused. Default 1.5 MiB. */
  maxDocumentBytes?: number;
  /** A stored state above this is logged as a warning. Default 1 MiB. */
  warnDocumentBytes?: number;
  /** Writable connections per document (per process); writers beyond it join read-only. Default 100. */
  maxEditorsPerDocument?: number;
  /** Read-only connections per document (per process); more are refused ("too-many-viewers"). Default 300. */
  maxViewersPerDocument?: number;
  log?: CollabLog;
}

export interface CollabServer {
  hocuspocus: Hocuspocus;
  /** Accepts WebSocket upgrades on `path` of an existing http server; upgrades on other paths are left alone. */
  attach(server: HttpServer, path: string): void;
  /**
   * Asks resolveAccess again for every open connection of `documentName` (all documents when omitted), on
   * every process when Redis is configured: "none" closes the connection, "read"/"write" switch it live and
   * send it `{"type":"access","access":…}`. Rejects when an answer could not be obtained (those connections
   * are made read-only meanwhile) or the Redis publish failed.
   */
  refreshAccess(documentName?: string): Promise<void>;
  /**
   * The same for every open connection of one member, on every document: after a change to the member
   * rather than to a document (deactivated, installation role changed, left or removed from a group).
   */
  refreshMemberAccess(memberIdx: number): Promise<void>;
  /**
   * Sends a stateless message to every connection of `documentName` on every process (through Redis
   * when configured), without loading or storing the document: a document open nowhere has no one
   * to tell. Rejects only when the Redis publish failed.
   */
  broadcastStateless(documentName: string, payload: string): Promise<void>;
  /**
   * Takes the members whose connections changed `documentName` on this process since its last
   * store (the names the next afterStore would get), so a caller that records the live document
   * now credits them there; empty when the document is not open here.
   */
  takeChangedBy(documentName: string): number[];
  /** Whether both Redis connections are up (false without Redis): what a readiness check asks. */
  redisReady(): Promise<boolean>;
  /** Flushes every pending store and closes connections. Safe to call twice. */
  close(): Promise<void>;
}

/** What onAuthenticate puts into each connection's Hocuspocus context. */
export interface CollabContext {
  actor: CollabActor;
  /** What the connection may do now; mirrored in `connection.readOnly`. */
  access: Exclude<DocumentAccess, "none">;
  /** What resolveAccess granted. "write" with access "read" = held back by maxEditorsPerDocument. */
  granted: Exclude<DocumentAccess, "none">;
  /** The access epoch when resolveAccess was asked; a refresh since then makes `connected` ask again. */
  accessEpoch: number;
}
