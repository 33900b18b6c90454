import type { Hocuspocus } from "@hocuspocus/server";
import type { Server as HttpServer } from "node:http";

export type DocumentAccess = "write" | "read" | "none";

export interface CollabActor {
  /** null = anonymous share-link viewer. */
  memberIdx: number | null;
  name: string;
}

export interface CollabCapabilities {
  /** Verifies the token the provider sent; null → connection refused. Anonymous viewers send a token like "share:<key>"; the api decides. */
  authenticate(token: string, documentName: string): Promise<CollabActor | null>;
  /** Read/write/none for this actor on this document. "none" → refused (same as unknown document). */
  resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess>;
  /** Stored Yjs state of a document, or null when it has none. */
  loadState(documentName: string): Promise<Uint8Array | null>;
  /** Persist the full Yjs state (Y.encodeStateAsUpdate). Must throw on failure. */
  storeState(documentName: string, state: Uint8Array): Promise<void>;
}

export type LogLevel = "info" | "warn" | "error";
export type CollabLog = (level: LogLevel, message: string, extra?: Record<string, unknown>) => void;

export interface CollabOptions {
  capabilities: CollabCapabilities;
  /** When set, @hocuspocus/extension-redis fans updates and awareness out across processes. */
  redisUrl?: string;
  /** Incoming WebSocket messages above this size close the socket. Default 2 MiB. */
  maxMessageBytes?: number;
  /** Store debounce after the last change. Default 1000 ms. */
  debounceMs?: number;
  /** Longest a changed document waits for a store while changes keep coming. Default 5000 ms. */
  maxDebounceMs?: number;
  log?: CollabLog;
}

export interface CollabServer {
  hocuspocus: Hocuspocus;
  /** Accepts WebSocket upgrades on `path` of an existing http server; upgrades on other paths are left alone. */
  attach(server: HttpServer, path: string): void;
  /** Flushes every pending store and closes connections. Safe to call twice. */
  close(): Promise<void>;
}

/** What onAuthenticate puts into each connection's Hocuspocus context. */
export interface CollabContext {
  actor: CollabActor;
  access: Exclude<DocumentAccess, "none">;
}
