import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Request, Response } from "express";
import { inventoryLimits, type InventoryItem } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { inventoryHistory, inventoryItems } from "../db/schema";
import { AppError } from "../lib/errors";
import { readUpload } from "../lib/upload";
import { getItem } from "./service";
import { loadItem } from "./items";

/** Where uploaded MSDS files live: ENOTE_DATA_DIR/files/msds. */
function msdsDir(ctx: AppContext): string {
  return path.resolve(ctx.env.ENOTE_DATA_DIR, "files", "msds");
}

/** A PDF starts with "%PDF-" (readers accept it within the first 1,024 bytes, after junk). */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes("%PDF-");
}

async function removeFile(ctx: AppContext, name: string | null): Promise<void> {
  if (!name) return;
  await rm(path.join(msdsDir(ctx), name), { force: true }).catch((error: unknown) => {
    ctx.log.warn({ err: error, file: name }, "old MSDS file not removed");
  });
}

/** Stores the request body as the item's MSDS PDF, replacing an earlier one. */
export async function uploadMsds(ctx: AppContext, actor: Actor, rowKey: string, req: Request): Promise<InventoryItem> {
  await loadItem(ctx.db, actor, rowKey, "inventory.write");
  const bytes = await readUpload(req, inventoryLimits.msdsBytesMax);
  if (!looksLikePdf(bytes)) throw new AppError("NOT_A_PDF");
  const dir = msdsDir(ctx);
  await mkdir(dir, { recursive: true });
  const name = `${rowKey}-${randomBytes(6).toString("hex")}.pdf`;
  // Written aside and renamed, so a half-written file never has the final name.
  await writeFile(path.join(dir, `${name}.part`), bytes);
  await rename(path.join(dir, `${name}.part`), path.join(dir, name));
  let previous: string | null = null;
  let groupIdx = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      const item = await loadItem(tx, actor, rowKey, "inventory.write", true);
      previous = item.msdsFile;
      groupIdx = item.groupIdx;
      await tx
        .update(inventoryItems)
        .set({ msdsFile: name, msdsSize: bytes.length, msdsUploadedAt: new Date(), modifiedAt: new Date() })
        .where(eq(inventoryItems.rowKey, rowKey));
      await tx
        .insert(inventoryHistory)
        .values({ rowKey, kind: "updated", detail: "msdsFile", memberIdx: actor.memberIdx });
    });
  } catch (error) {
    await removeFile(ctx, name);
    throw error;
  }
  await removeFile(ctx, previous);
  await ctx.live.publish(groupIdx, "inventory", rowKey);
  return getItem(ctx, actor, rowKey);
}

/** Removes the item's uploaded MSDS (its URL, if any, stays). */
export async function deleteMsds(ctx: AppContext, actor: Actor, rowKey: string): Promise<InventoryItem> {
  const removed = await ctx.db.transaction(async (tx) => {
    const item = await loadItem(tx, actor, rowKey, "inventory.write", true);
    if (!item.msdsFile) throw new AppError("NOT_FOUND");
    await tx
      .update(inventoryItems)
      .set({ msdsFile: null, msdsSize: null, msdsUploadedAt: null, modifiedAt: new Date() })
      .where(eq(inventoryItems.rowKey, rowKey));
    await tx
      .insert(inventoryHistory)
      .values({ rowKey, kind: "updated", detail: "msdsFile", memberIdx: actor.memberIdx });
    return { file: item.msdsFile, groupIdx: item.groupIdx };
  });
  await removeFile(ctx, removed.file);
  await ctx.live.publish(removed.groupIdx, "inventory", rowKey);
  return getItem(ctx, actor, rowKey);
}

/** Streams the item's MSDS PDF as a download named after its pin number. */
export async function sendMsds(ctx: AppContext, actor: Actor, rowKey: string, res: Response): Promise<void> {
  const item = await loadItem(ctx.db, actor, rowKey, "inventory.read");
  if (!item.msdsFile) throw new AppError("NOT_FOUND");
  const file = path.join(msdsDir(ctx), item.msdsFile);
  const stream = createReadStream(file);
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new AppError("NOT_FOUND") : error),
    );
  });
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  if (item.msdsSize !== null) res.setHeader("Content-Length", String(item.msdsSize));
  res.setHeader("Content-Disposition", `attachment; filename="${item.pinNo}-MSDS.pdf"`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "private, no-store");
  stream.pipe(res);
  await new Promise<void>((resolve) => res.once("close", () => resolve()));
}
