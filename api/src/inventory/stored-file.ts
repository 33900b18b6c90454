import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Response } from "express";
import type { AppContext } from "../context";
import { apiCacheControl } from "../lib/answer";
import { AppError } from "../lib/errors";

/** Folders under ENOTE_DATA_DIR/files that hold the files uploaded to inventory items. */
export type ItemFileKind = "msds" | "structure";

function dirOf(ctx: AppContext, kind: ItemFileKind): string {
  return path.resolve(ctx.env.ENOTE_DATA_DIR, "files", kind);
}

/** Writes an uploaded file under a fresh name (never the client's) and returns that name. */
export async function storeFile(
  ctx: AppContext,
  kind: ItemFileKind,
  rowKey: string,
  extension: string,
  bytes: Buffer,
): Promise<string> {
  const dir = dirOf(ctx, kind);
  await mkdir(dir, { recursive: true });
  const name = `${rowKey}-${randomBytes(6).toString("hex")}.${extension}`;
  // Written aside and renamed, so a half-written file never has the final name.
  await writeFile(path.join(dir, `${name}.part`), bytes);
  await rename(path.join(dir, `${name}.part`), path.join(dir, name));
  return name;
}

/** Removes a stored file; a failure is logged, not thrown (the database no longer names it). */
export async function removeFile(ctx: AppContext, kind: ItemFileKind, name: string | null): Promise<void> {
  if (!name) return;
  await rm(path.join(dirOf(ctx, kind), name), { force: true }).catch((error: unknown) => {
    ctx.log.warn({ err: error, file: name, kind }, "old item file not removed");
  });
}

/**
 * Streams a stored file with the given headers (plus nosniff and no caching: the file is only
 * for members who may see the item). 404 when the file has gone from the disk.
 */
export async function sendFile(
  ctx: AppContext,
  kind: ItemFileKind,
  name: string,
  res: Response,
  headers: Record<string, string>,
): Promise<void> {
  const stream = createReadStream(path.join(dirOf(ctx, kind), name));
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new AppError("NOT_FOUND") : error),
    );
  });
  res.status(200);
  for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", apiCacheControl);
  stream.pipe(res);
  await new Promise<void>((resolve) => res.once("close", () => resolve()));
}
