import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { AppContext } from "../context";
import { isFileKey } from "../files/store";
import { apiCacheControl } from "../lib/answer";
import { AppError } from "../lib/errors";

/** Folders of the file store that hold the files uploaded to inventory items. */
export type ItemFileKind = "msds" | "structure";

/**
 * A file stored before the one file store (api/src/files): a bare name such as
 * `<rowKey>-<hex>.pdf` in ENOTE_DATA_DIR/files/<kind>, still read and removed where it is.
 */
function legacyPath(ctx: AppContext, kind: ItemFileKind, name: string): string | null {
  if (isFileKey(name) || !/^[A-Za-z0-9_-]+\.(pdf|png|jpg)$/.test(name)) return null;
  return path.resolve(ctx.env.ENOTE_DATA_DIR, "files", kind, name);
}

/** Puts an uploaded file in the file store (under a name of its own, never the client's) and returns its key. */
export function storeFile(ctx: AppContext, kind: ItemFileKind, bytes: Buffer): Promise<string> {
  return ctx.files.put(kind, bytes);
}

/** Removes a stored file; a failure is logged, not thrown (the database no longer names it). */
export async function removeFile(ctx: AppContext, kind: ItemFileKind, name: string | null): Promise<void> {
  if (!name) return;
  const legacy = legacyPath(ctx, kind, name);
  await (legacy ? rm(legacy, { force: true }) : ctx.files.remove(name)).catch((error: unknown) => {
    ctx.log.warn({ err: error, file: name, kind }, "old item file not removed");
  });
}

async function openLegacy(file: string): Promise<Readable | null> {
  const stream = createReadStream(file);
  return new Promise((resolve, reject) => {
    stream.once("open", () => resolve(stream));
    stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
  });
}

/**
 * Streams a stored file with the given headers (plus nosniff and no caching: the file is only
 * for members who may see the item). 404 when the file has gone from the store.
 */
export async function sendFile(
  ctx: AppContext,
  kind: ItemFileKind,
  name: string,
  res: Response,
  headers: Record<string, string>,
): Promise<void> {
  const legacy = legacyPath(ctx, kind, name);
  const stream = legacy ? await openLegacy(legacy) : await ctx.files.get(name);
  if (!stream) throw new AppError("NOT_FOUND");
  res.status(200);
  for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", apiCacheControl);
  await pipeline(stream, res).catch((error: unknown) => {
    // The member closed the page mid-download: nothing to answer.
    if (!res.destroyed) ctx.log.warn({ err: error, file: name, kind }, "item file download broke off");
  });
}
