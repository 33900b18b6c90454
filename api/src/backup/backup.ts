// Writes a backup archive (tar.ts): the database dump (db/dump, one REPEATABLE READ snapshot while
// E-Note runs), the files the database names at that snapshot with their sizes and SHA-256, and the
// manifest. A file named at the snapshot but deleted before it was copied means the snapshot is
// stale: the backup starts over (a few times) rather than hold a database naming a file it lacks.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DatabaseTarget } from "../db/dump/connection";
import { reason } from "../db/dump/connection";
import { dumpToFile } from "../db/dump/files";
import { readDataFiles } from "./data-files";
import { dataEntry, databaseEntry, fileEntry, manifestName, type Manifest } from "./manifest";
import { fileReferences, type FileReference } from "./references";
import { hashing, openStored, type Files } from "./stored";
import { TarWriter } from "./tar";

export interface BackupOptions {
  target: DatabaseTarget;
  files: Files;
  /** The archive to write (replaced only once complete). */
  file: string;
  /** With S3: leave the objects out (the manifest still lists and hashes them). */
  withoutObjects?: boolean;
  signal?: AbortSignal;
}

export interface BackupSummary {
  manifest: Manifest;
  bytes: number;
}

const attempts = 3;

class FileGone extends Error {}

async function writeArchive(options: BackupOptions, partial: string, dumpFile: string): Promise<Manifest> {
  let references: FileReference[] = [];
  const dumped = await dumpToFile(options.target, dumpFile, options.signal, async (client) => {
    references = await fileReferences(client);
  });
  const handle = await open(partial, "w", 0o600);
  try {
    const tar = new TarWriter(handle);
    const dumpHash = { hex: "" };
    await tar.add(databaseEntry, dumped.bytes, hashing(createReadStream(dumpFile), dumpHash));
    const include = !(options.files.s3 && options.withoutObjects);
    const files: Manifest["files"] = [];
    for (const reference of references) {
      options.signal?.throwIfAborted();
      const stored = await openStored(options.files, reference);
      if (!stored) throw new FileGone(`${reference.path} was deleted after the snapshot`);
      const hash = { hex: "" };
      const bytes = hashing(stored.body, hash);
      if (include) await tar.add(fileEntry(reference.path), stored.size, bytes);
      else for await (const chunk of bytes) void chunk;
      files.push({ ...reference, size: stored.size, sha256: hash.hex, included: include });
    }
    const data: Manifest["data"] = [];
    for (const { name, bytes } of await readDataFiles(options.files.dataDir)) {
      await tar.add(dataEntry(name), bytes.length, bytes);
      data.push({ name, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
    }
    const manifest: Manifest = {
      format: "enote-backup",
      version: 1,
      created: dumped.created,
      migration: dumped.level,
      database: { entry: databaseEntry, bytes: dumped.bytes, sha256: dumpHash.hex },
      data,
      store: options.files.s3 ? "s3" : "disk",
      files,
    };
    await tar.add(
      manifestName,
      Buffer.byteLength(JSON.stringify(manifest, null, 1)),
      Buffer.from(JSON.stringify(manifest, null, 1)),
    );
    await tar.end();
    // On disk before it takes the archive's name.
    await handle.sync();
    return manifest;
  } finally {
    await handle.close();
  }
}

export async function writeBackup(options: BackupOptions): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  const beside = (suffix: string) => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${suffix}`);
  const partial = beside("partial");
  const dumpFile = beside("sql.gz");
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const manifest = await writeArchive(options, partial, dumpFile);
        await rename(partial, file);
        return { manifest, bytes: (await stat(file)).size };
      } catch (error) {
        if (!(error instanceof FileGone) || attempt === attempts) {
          throw new Error(`The backup could not be written to ${file}: ${reason(error)}.`, { cause: error });
        }
      }
    }
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
}
