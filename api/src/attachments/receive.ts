import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request } from "express";
import { formatFileSize } from "@enote/shared";
import { AppError } from "../lib/errors";
import { cleanContentType, cleanFileName, sniffBytes } from "./file-facts";

/** Past this many bytes beyond the limit an oversized upload is cut off instead of read to its end. */
const drainMaxBytes = 64 * 1024 * 1024;

/** The `file` part of a multipart upload, written to a spool file while its hash and size are counted. */
export interface ReceivedFile {
  name: string;
  declaredType: string;
  size: number;
  sha256: string;
  /** The first bytes, which tell an image's type. */
  head: Buffer;
  spoolPath: string;
}

const noFile = () =>
  new AppError("VALIDATION_FAILED", undefined, { issues: [{ path: ["file"], message: "validation.required" }] });

/**
 * Reads a multipart/form-data upload whose field `file` holds at most `maxBytes`, into a spool file
 * under `spoolDir` (the caller removes it). Too large → 413 FILE_TOO_LARGE, after reading the body
 * to its end so the browser gets the answer (cut off when far too large); no `file` → 400.
 */
export async function receiveFile(req: Request, maxBytes: number, spoolDir: string): Promise<ReceivedFile> {
  const tooLarge = () => new AppError("FILE_TOO_LARGE", undefined, { params: { max: formatFileSize(maxBytes) } });
  // express.json already took a JSON body: an upload is never one.
  if (req.readableEnded || !(req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")) {
    req.resume();
    throw noFile();
  }
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes + drainMaxBytes) {
    req.socket.destroy();
    throw tooLarge();
  }
  await mkdir(spoolDir, { recursive: true });
  const spoolPath = path.join(spoolDir, randomBytes(16).toString("hex"));
  try {
    return await parse(req, maxBytes, spoolPath, tooLarge);
  } catch (error) {
    await rm(spoolPath, { force: true });
    throw error;
  }
}

function parse(req: Request, maxBytes: number, spoolPath: string, tooLarge: () => AppError): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file name's UTF-8 bytes as they are (a Korean name): read them as UTF-8.
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        // One byte past the limit: busboy calls a file that reaches its limit exactly truncated.
        limits: { files: 1, fileSize: maxBytes + 1, fields: 10, parts: 20, fieldSize: 1024 },
      });
    } catch {
      req.resume();
      reject(noFile());
      return;
    }
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes + drainMaxBytes) {
        req.socket.destroy();
        reject(tooLarge());
      }
    });
    let spooling: Promise<Omit<ReceivedFile, "spoolPath"> & { truncated: boolean }> | null = null;
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || spooling) {
        stream.resume();
        return;
      }
      spooling = spool(stream, spoolPath, info);
      // Reported when the whole body is read (close), or here when writing the spool file failed.
      spooling.catch(() => undefined);
    });
    parser.on("error", () => reject(noFile()));
    parser.on("close", () => {
      if (!spooling) return reject(noFile());
      spooling.then(({ truncated, ...file }) => {
        if (truncated || file.size > maxBytes) reject(tooLarge());
        else resolve({ ...file, spoolPath });
      }, reject);
    });
    req.pipe(parser);
  });
}

async function spool(
  stream: Readable & { truncated?: boolean },
  spoolPath: string,
  info: busboy.FileInfo,
): Promise<Omit<ReceivedFile, "spoolPath"> & { truncated: boolean }> {
  const hash = createHash("sha256");
  let size = 0;
  const heads: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => {
    hash.update(chunk);
    if (size < sniffBytes) heads.push(chunk.subarray(0, sniffBytes - size));
    size += chunk.length;
  });
  await pipeline(stream, createWriteStream(spoolPath));
  return {
    name: cleanFileName(info.filename),
    declaredType: cleanContentType(info.mimeType),
    size,
    sha256: hash.digest("hex"),
    head: Buffer.concat(heads),
    truncated: stream.truncated === true,
  };
}
