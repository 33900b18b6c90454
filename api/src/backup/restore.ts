// Restores a backup archive into an EMPTY installation: a database without E-Note tables and a file
// store without files. The files go back first, each checked against the manifest's SHA-256, then
// the database in one transaction; if the database refuses or fails, the restored files are removed
// again, so a failed restore leaves the installation as empty as it was.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { connect, describeTarget, reason, type DatabaseTarget } from "../db/dump/connection";
import { knownLevel } from "../db/dump/migrations";
import { refuseUnlessEmpty, restoreDatabase, type RestoreSummary } from "../db/dump/restore";
import { refuseOtherDataFiles, writeDataFiles } from "./data-files";
import { dataEntry, databaseEntry, fileEntry, manifestName, manifestSchema, type Manifest } from "./manifest";
import { firstFileUnder, hashing, removeStored, writeStored, type Files } from "./stored";
import { tarIndex, type TarEntry } from "./tar";

export interface RestoreBackupOptions {
  target: DatabaseTarget;
  files: Files;
  file: string;
  signal?: AbortSignal;
}

export interface RestoreBackupSummary {
  manifest: Manifest;
  database: RestoreSummary;
  /** Files written back from the archive; the others were found in place (S3 objects left out). */
  restoredFiles: number;
}

function bytesOf(file: string, entry: TarEntry): Readable {
  return createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

/** The archive's entries by name and its checked manifest. */
interface Archive {
  entries: Map<string, TarEntry>;
  manifest: Manifest;
  data: Array<{ name: string; bytes: Buffer }>;
}

async function readArchive(file: string): Promise<Archive> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(file);
    const entries = new Map((await tarIndex(handle)).map((entry) => [entry.name, entry]));
    const entry = entries.get(manifestName);
    if (!entry) throw new Error(`it has no ${manifestName}`);
    const text = Buffer.alloc(entry.size);
    await handle.read(text, 0, entry.size, entry.offset);
    const manifest = manifestSchema.parse(JSON.parse(text.toString("utf8")));
    for (const name of [databaseEntry, ...manifest.files.filter((f) => f.included).map((f) => fileEntry(f.path))]) {
      if (!entries.has(name)) throw new Error(`its manifest names ${name}, which it does not hold`);
    }
    const data: Archive["data"] = [];
    for (const { name, sha256 } of manifest.data) {
      const held = entries.get(dataEntry(name));
      if (!held) throw new Error(`its manifest names ${dataEntry(name)}, which it does not hold`);
      const bytes = Buffer.alloc(held.size);
      await handle.read(bytes, 0, held.size, held.offset);
      if (createHash("sha256").update(bytes).digest("hex") !== sha256) throw new Error(`${name} is damaged`);
      data.push({ name, bytes });
    }
    return { entries, manifest, data };
  } catch (error) {
    throw new Error(`${file} is not an E-Note backup that can be read: ${reason(error)}.`, { cause: error });
  } finally {
    await handle?.close();
  }
}

/** Throws unless the database and the file store are empty, saying what they hold. */
async function refuseUnlessEmptyInstallation(options: RestoreBackupOptions, manifest: Manifest): Promise<void> {
  const { client, done } = await connect(options.target);
  try {
    await refuseUnlessEmpty(client, describeTarget(options.target));
  } finally {
    await done(false);
  }
  const found = await firstFileUnder(options.files.root);
  if (found) {
    throw new Error(
      `The file store already holds files (${found}): a backup is restored only into a new installation, so nothing was changed.`,
    );
  }
  for (const file of manifest.files) {
    const facts = file.keyed ? await options.files.store.stat(file.path) : null;
    if (file.included && facts) {
      throw new Error(`The file store already holds ${file.path}: a backup is restored only into a new installation.`);
    }
    if (!file.included && facts?.size !== file.size) {
      throw new Error(
        `The backup left the S3 objects out, and the bucket ${facts ? "holds a different" : "lacks the"} object ${file.path}: restore needs that bucket as it was.`,
      );
    }
  }
}

export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreBackupSummary> {
  const { entries, manifest, data } = await readArchive(options.file);
  knownLevel(manifest.migration);
  await refuseUnlessEmptyInstallation(options, manifest);
  await refuseOtherDataFiles(options.files.dataDir, data);
  const written: Manifest["files"] = [];
  try {
    for (const file of manifest.files.filter((f) => f.included)) {
      options.signal?.throwIfAborted();
      const entry = entries.get(fileEntry(file.path));
      if (!entry) throw new Error(`the archive lacks ${file.path}`);
      const hash = { hex: "" };
      written.push(file);
      await writeStored(options.files, file, entry.size, Readable.from(hashing(bytesOf(options.file, entry), hash)));
      if (hash.hex !== file.sha256)
        throw new Error(`${file.path} in the archive does not match its SHA-256: it is damaged`);
    }
    const dump = entries.get(databaseEntry);
    if (!dump) throw new Error(`the archive lacks ${databaseEntry}`);
    const dumpHash = { hex: "" };
    for await (const chunk of hashing(bytesOf(options.file, dump), dumpHash)) void chunk;
    if (dumpHash.hex !== manifest.database.sha256) throw new Error("the database dump does not match its SHA-256");
    const text = bytesOf(options.file, dump).pipe(createGunzip());
    const database = await restoreDatabase(options.target, text, { signal: options.signal });
    // After the commit: a restore that failed leaves no other installation's secrets behind.
    await writeDataFiles(options.files.dataDir, data);
    return { manifest, database, restoredFiles: written.length };
  } catch (error) {
    for (const file of written) await removeStored(options.files, file);
    throw error;
  }
}
