// Reading and writing the files a backup holds: store keys through the file store (disk or S3),
// item files named before the store directly in ENOTE_DATA_DIR/files.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "../files/store";
import type { FileReference } from "./references";

export interface Files {
  store: FileStore;
  /** ENOTE_DATA_DIR/files: the disk store's root, and where item files before the store are. */
  root: string;
  /** ENOTE_DATA_DIR itself (its secrets go in a backup too). */
  dataDir: string;
  /** Whether the store is S3 (its objects may stay out of a backup). */
  s3: boolean;
}

/** The file's size and bytes, or null when it is gone. */
export async function openStored(files: Files, file: FileReference): Promise<{ size: number; body: Readable } | null> {
  if (file.keyed) {
    const facts = await files.store.stat(file.path);
    const body = facts && (await files.store.get(file.path));
    return facts && body ? { size: facts.size, body } : null;
  }
  const full = path.join(files.root, file.path);
  const facts = await stat(full).catch(() => null);
  return facts ? { size: facts.size, body: createReadStream(full) } : null;
}

/** Passes `body` through, hashing it with SHA-256 into `hash.hex` once it ends. */
export async function* hashing(body: AsyncIterable<Buffer>, hash: { hex: string }): AsyncGenerator<Buffer> {
  const sha = createHash("sha256");
  for await (const chunk of body) {
    sha.update(chunk);
    yield chunk;
  }
  hash.hex = sha.digest("hex");
}

/** Writes a restored file where it was (all or nothing). */
export async function writeStored(files: Files, file: FileReference, size: number, body: Readable): Promise<void> {
  if (file.keyed) return files.store.putAt(file.path, { stream: body, size });
  const full = path.join(files.root, file.path);
  await mkdir(path.dirname(full), { recursive: true });
  const part = `${full}.part`;
  try {
    await pipeline(body, createWriteStream(part));
    await rename(part, full);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

export async function removeStored(files: Files, file: FileReference): Promise<void> {
  if (file.keyed) await files.store.remove(file.path).catch(() => undefined);
  else await rm(path.join(files.root, file.path), { force: true });
}

/** The first file found under the files root (a disk store in use), or null. */
export async function firstFileUnder(root: string): Promise<string | null> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const file = entries.find((entry) => entry.isFile());
  return file ? path.join(file.parentPath, file.name) : null;
}

export const fromBuffer = (bytes: Buffer): Readable => Readable.from([bytes]);
