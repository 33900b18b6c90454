// Dump files: gzip'd when the name ends in .gz (read back either way), and never half-written — a
// dump goes to a temporary file beside the target, renamed over it only once complete.
import { createReadStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { createGunzip, createGzip } from "node:zlib";
import { reason, type DatabaseTarget } from "./connection";
import { dumpDatabase, type DumpSummary } from "./dump";
import type { DumpHeader } from "./format";
import { LineReader } from "./lines";
import { readHeader, restoreDatabase, type RestoreSummary } from "./restore";

/** The first bytes of every gzip stream. */
const gzipMagic = [0x1f, 0x8b];

/** Writes the dump of `target` to `file`; resolves with what was dumped and the file's size. */
export async function dumpToFile(
  target: DatabaseTarget,
  file: string,
  signal?: AbortSignal,
  inSnapshot?: (client: pg.ClientBase) => Promise<void>,
): Promise<DumpSummary & { bytes: number }> {
  file = path.resolve(file);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const handle = await open(partial, "wx", 0o600).catch((error: unknown) => {
    throw new Error(`The dump cannot be written beside ${file}: ${reason(error)}.`, { cause: error });
  });
  try {
    // Flushed to disk as it closes: a backup is stored before it takes the file's name.
    const output = handle.createWriteStream({ flush: true });
    let summary: DumpSummary;
    if (file.endsWith(".gz")) {
      const gzip = createGzip();
      const dumped = dumpDatabase(target, gzip, { signal, inSnapshot }).catch((error: unknown) => {
        // A dump that fails before its first row leaves the compressor open: nothing else ends it.
        gzip.destroy();
        throw error;
      });
      [summary] = await Promise.all([dumped, pipeline(gzip, output)]);
    } else {
      summary = await dumpDatabase(target, output, { signal, inSnapshot });
    }
    await rename(partial, file);
    return { ...summary, bytes: (await stat(file)).size };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function isGzipped(file: string): Promise<boolean> {
  const handle = await open(file).catch((error: unknown) => {
    throw new Error(`The dump ${file} cannot be read: ${reason(error)}.`, { cause: error });
  });
  try {
    const start = Buffer.alloc(2);
    await handle.read(start, 0, 2, 0);
    return start[0] === gzipMagic[0] && start[1] === gzipMagic[1];
  } finally {
    await handle.close();
  }
}

/** The text of a dump file, gunzipped when it is gzip'd; `signal` stops the reading. */
export async function* dumpText(file: string, signal?: AbortSignal): AsyncGenerator<Buffer> {
  const gzipped = await isGzipped(file);
  const bytes = createReadStream(file, { signal });
  const text = gzipped ? bytes.pipe(createGunzip()) : bytes;
  if (gzipped) bytes.on("error", (error) => text.destroy(error));
  try {
    for await (const chunk of text) yield chunk as Buffer;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new Error(`the dump ${file} cannot be read to its end (${reason(error)}): it is damaged`, { cause: error });
  } finally {
    bytes.destroy();
    text.destroy();
  }
}

/** The header of a dump file, checked against this E-Note's migrations (before any server is started for it). */
export async function readFileHeader(file: string): Promise<DumpHeader> {
  const text = dumpText(file);
  try {
    return await readHeader(new LineReader(text));
  } finally {
    await text.return(undefined);
  }
}

/** Restores `file` into `target`; `signal` stops it half-way, changing nothing. */
export async function restoreFromFile(
  target: DatabaseTarget,
  file: string,
  signal?: AbortSignal,
): Promise<RestoreSummary> {
  return restoreDatabase(target, dumpText(file, signal), { signal });
}
