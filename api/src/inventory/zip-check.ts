import { createInflateRaw } from "node:zlib";

/** One file of a zip as its central directory describes it. */
interface ZipEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/** The central directory's entries, or null when the bytes are not a zip we can read. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const eocdSignature = 0x06054b50;
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= searchFrom; i--) {
    if (bytes.readUInt32LE(i) === eocdSignature) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/** Where an entry's compressed bytes are, from its local header. */
function dataOf(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/** Inflates and counts, stopping as soon as more comes out than `limit`: nothing is kept. */
function inflatedSize(data: Buffer, limit: number): Promise<number | "over"> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve("over");
      }
    });
    inflate.on("end", () => resolve(size));
    inflate.on("error", () => resolve("over"));
    inflate.end(data);
  });
}

export type ZipCheck = "ok" | "invalid" | "too large";

/**
 * Checks an uploaded zip (an XLSX) before any library unpacks it: what it declares must stay
 * under `max` bytes unpacked, and every file must unpack to exactly the size it declares. A zip
 * bomb can declare small sizes; it is caught by inflating (and discarding) each file, stopping at
 * the first byte past what it declared, so nothing larger than `max` is ever produced.
 */
export async function checkZip(bytes: Buffer, max: number): Promise<ZipCheck> {
  const entries = zipEntries(bytes);
  if (!entries) return "invalid";
  // 0xffffffff marks a ZIP64 size: larger than any spreadsheet we take.
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > max || entries.some((entry) => entry.declaredSize === 0xffffffff)) return "too large";
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    if (!data) return "invalid";
    if (entry.method === 0) {
      if (data.length !== entry.declaredSize) return "invalid";
    } else if (entry.method === 8) {
      if ((await inflatedSize(data, entry.declaredSize)) !== entry.declaredSize) return "invalid";
    } else {
      return "invalid";
    }
  }
  return "ok";
}
