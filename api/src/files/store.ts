import type { Readable } from "node:stream";

/**
 * Folders of the file store, one per kind of file. A stored file's key is `<folder>/<generated
 * name>`: never a name a client chose, so no upload can name a path.
 */
export const fileFolders = ["attachments", "msds", "structure", "quotes"] as const;
export type FileFolder = (typeof fileFolders)[number];

/** What a put stores: bytes in memory, or a stream of exactly `size` bytes. */
export type FileBody = Buffer | { stream: Readable; size: number };

/**
 * The one place files live (DESIGN.md "one file store"): a folder in the data dir, or S3-compatible
 * object storage that several api hosts share. Services keep only the key a put returns.
 */
export interface FileStore {
  /** Stores the body under a fresh key in `folder` and returns that key; all or nothing. */
  put(folder: FileFolder, body: FileBody): Promise<string>;
  /** Stores the body under `key`, one a put returned before (a restore of a backup); all or nothing. */
  putAt(key: string, body: FileBody): Promise<void>;
  /** The stored bytes as a stream, or null when no file has that key. */
  get(key: string): Promise<Readable | null>;
  /** Removes a stored file; removing a missing one is no error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * What the store says about the stored file without reading it: its size, and a stamp that
   * changes whenever the file is written (disk: inode, mtime and ctime in ns; S3: ETag and
   * LastModified). Null when no file has that key.
   */
  stat(key: string): Promise<FileStamp | null>;
}

export interface FileStamp {
  size: number;
  stamp: string;
}

/** A key a put of ours returns: a known folder and a generated name, nothing that climbs out. */
const keyPattern = new RegExp(`^(${fileFolders.join("|")})/[0-9a-f]{32}$`);

export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

/** Refuses a key no put could have returned (a bug, or a tampered row) before it reaches a path. */
export function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file store key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
