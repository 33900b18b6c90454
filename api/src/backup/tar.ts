// The backup archive's container: a POSIX ustar file (`tar tf backup.tar` lists it), written one
// entry after another and read back by an index of where each entry's bytes are. Only what a backup
// needs: regular files, names of at most 100 bytes, sizes below 8 GiB.
import type { FileHandle } from "node:fs/promises";

const block = 512;
const maxSize = 8 ** 11 - 1;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** The 512-byte header of a regular file `name` of `size` bytes. */
export function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  if (size > maxSize) throw new Error(`tar entry too large: ${name} (${size} bytes)`);
  const bytes = Buffer.alloc(block);
  bytes.write(name, 0, 100, "utf8");
  bytes.write(octal(0o600, 8), 100, "ascii");
  bytes.write(octal(0, 8), 108, "ascii");
  bytes.write(octal(0, 8), 116, "ascii");
  bytes.write(octal(size, 12), 124, "ascii");
  bytes.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  bytes.write("        ", 148, "ascii");
  bytes.write("0", 156, "ascii");
  bytes.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of bytes) sum += byte;
  bytes.write(octal(sum, 7) + " ", 148, "ascii");
  return bytes;
}

const padding = (size: number): number => (block - (size % block)) % block;

/** Appends entries to an open file, from its start. */
export class TarWriter {
  private position = 0;

  constructor(private readonly handle: FileHandle) {}

  private async write(bytes: Buffer): Promise<void> {
    await this.handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  /** Writes an entry of exactly `size` bytes read from `body`; throws if it gives more or fewer. */
  async add(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<void> {
    await this.write(header(name, size, mtime));
    let written = 0;
    const chunks = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} changed while it was copied (${written} bytes, not ${size})`);
    await this.write(Buffer.alloc(padding(size)));
  }

  /** The two zero blocks that end an archive. */
  async end(): Promise<void> {
    await this.write(Buffer.alloc(block * 2));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where its bytes start in the file. */
  offset: number;
}

/** Every entry of the archive in `handle`, without reading their bytes. */
export async function tarIndex(handle: FileHandle): Promise<TarEntry[]> {
  const { size: total } = await handle.stat();
  const entries: TarEntry[] = [];
  const bytes = Buffer.alloc(block);
  for (let position = 0; position + block <= total;) {
    await handle.read(bytes, 0, block, position);
    if (bytes.every((byte) => byte === 0)) return entries;
    if (bytes.toString("ascii", 257, 262) !== "ustar") throw new Error("it is not a tar archive (or it is damaged)");
    const name = bytes.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const size = Number.parseInt(bytes.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim(), 8);
    if (!Number.isInteger(size) || position + block + size > total) throw new Error(`it ends inside ${name}`);
    if (bytes.toString("ascii", 156, 157) === "0" || bytes[156] === 0)
      entries.push({ name, size, offset: position + block });
    position += block + size + padding(size);
  }
  throw new Error("it ends before the archive's last block (it is incomplete)");
}
