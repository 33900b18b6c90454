import type { Request } from "express";
import { formatFileSize } from "@enote/shared";
import { AppError } from "./errors";

/** Past this many bytes beyond the limit an oversized upload is cut off instead of read to its end. */
const drainMaxBytes = 64 * 1024 * 1024;

/**
 * Reads the raw request body of an upload route (a file sent as the body, not JSON), at most
 * `maxBytes`. An oversized body answers 413 FILE_TOO_LARGE: it is read to its end and dropped
 * (so the client gets the answer instead of a reset connection), or cut off when far too large.
 */
export async function readUpload(req: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError("FILE_TOO_LARGE", undefined, { params: { max: formatFileSize(maxBytes) } });
  if (req.readableEnded) {
    // express.json already took a JSON body: a file route never gets one.
    throw new AppError("VALIDATION_FAILED");
  }
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes + drainMaxBytes) {
    req.socket.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes + drainMaxBytes) {
      req.socket.destroy();
      throw tooLarge();
    }
    if (received <= maxBytes) chunks.push(chunk);
  }
  if (received > maxBytes) throw tooLarge();
  return Buffer.concat(chunks, received);
}
