import { eq } from "drizzle-orm";
import type { Request, Response } from "express";
import { inventoryLimits, type InventoryItem } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { inventoryHistory, inventoryItems } from "../db/schema";
import { AppError } from "../lib/errors";
import { readUpload } from "../lib/upload";
import { historyEntry } from "./history";
import { loadItem } from "./items";
import { publishItemChange } from "./live";
import { getItem } from "./service";
import { removeFile, sendFile, storeFile } from "./stored-file";

/** A PDF starts with "%PDF-" at its first byte; a page that merely mentions it somewhere is not a PDF. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** Stores the request body as the item's MSDS PDF, replacing an earlier one. */
export async function uploadMsds(ctx: AppContext, actor: Actor, rowKey: string, req: Request): Promise<InventoryItem> {
  await loadItem(ctx.db, actor, rowKey, "inventory.write");
  const bytes = await readUpload(req, inventoryLimits.msdsBytesMax);
  if (!looksLikePdf(bytes)) throw new AppError("NOT_A_PDF");
  const name = await storeFile(ctx, "msds", bytes);
  const stored = await ctx.db
    .transaction(async (tx) => {
      const item = await loadItem(tx, actor, rowKey, "inventory.write", true);
      await tx
        .update(inventoryItems)
        .set({ msdsFile: name, msdsSize: bytes.length, msdsUploadedAt: new Date(), modifiedAt: new Date() })
        .where(eq(inventoryItems.rowKey, rowKey));
      await tx.insert(inventoryHistory).values(historyEntry.updated(rowKey, actor.memberIdx, ["msdsFile"]));
      return { previous: item.msdsFile, item };
    })
    .catch(async (error: unknown) => {
      await removeFile(ctx, "msds", name);
      throw error;
    });
  await removeFile(ctx, "msds", stored.previous);
  await publishItemChange(ctx, stored.item.groupIdx, stored.item);
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
    await tx.insert(inventoryHistory).values(historyEntry.updated(rowKey, actor.memberIdx, ["msdsFile"]));
    return { file: item.msdsFile, item };
  });
  await removeFile(ctx, "msds", removed.file);
  await publishItemChange(ctx, removed.item.groupIdx, removed.item);
  return getItem(ctx, actor, rowKey);
}

/** Streams the item's MSDS PDF as a download named after its pin number. */
export async function sendMsds(ctx: AppContext, actor: Actor, rowKey: string, res: Response): Promise<void> {
  const item = await loadItem(ctx.db, actor, rowKey, "inventory.read");
  if (!item.msdsFile) throw new AppError("NOT_FOUND");
  await sendFile(ctx, "msds", item.msdsFile, res, {
    "Content-Type": "application/pdf",
    ...(item.msdsSize !== null ? { "Content-Length": String(item.msdsSize) } : {}),
    "Content-Disposition": `attachment; filename="${item.pinNo}-MSDS.pdf"`,
  });
}
