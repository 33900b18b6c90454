import { eq } from "drizzle-orm";
import type { Request, Response } from "express";
import { inventoryLimits, type InventoryItem, type StructureImageType } from "@enote/shared";
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

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);
const extensions: Record<StructureImageType, string> = { "image/png": "png", "image/jpeg": "jpg" };

/**
 * The image type the bytes themselves say (the declared Content-Type is not trusted): PNG or
 * JPEG by their signatures, null for anything else — SVG above all, which may carry scripts.
 */
export function imageTypeOf(bytes: Buffer): StructureImageType | null {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return "image/png";
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return "image/jpeg";
  return null;
}

/** Stores the request body as the item's structural formula image, replacing an earlier one. */
export async function uploadStructure(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
  req: Request,
): Promise<InventoryItem> {
  await loadItem(ctx.db, actor, rowKey, "inventory.write");
  const bytes = await readUpload(req, inventoryLimits.structureImageBytesMax);
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError("NOT_AN_IMAGE");
  const name = await storeFile(ctx, "structure", bytes);
  const stored = await ctx.db
    .transaction(async (tx) => {
      const item = await loadItem(tx, actor, rowKey, "inventory.write", true);
      await tx
        .update(inventoryItems)
        .set({
          structureFile: name,
          structureType: type,
          structureSize: bytes.length,
          structureUploadedAt: new Date(),
          modifiedAt: new Date(),
        })
        .where(eq(inventoryItems.rowKey, rowKey));
      await tx.insert(inventoryHistory).values(historyEntry.updated(rowKey, actor.memberIdx, ["structureImage"]));
      return { previous: item.structureFile, item };
    })
    .catch(async (error: unknown) => {
      await removeFile(ctx, "structure", name);
      throw error;
    });
  await removeFile(ctx, "structure", stored.previous);
  await publishItemChange(ctx, stored.item.groupIdx, stored.item);
  return getItem(ctx, actor, rowKey);
}

/** Removes the item's structural formula image. */
export async function deleteStructure(ctx: AppContext, actor: Actor, rowKey: string): Promise<InventoryItem> {
  const removed = await ctx.db.transaction(async (tx) => {
    const item = await loadItem(tx, actor, rowKey, "inventory.write", true);
    if (!item.structureFile) throw new AppError("NOT_FOUND");
    await tx
      .update(inventoryItems)
      .set({
        structureFile: null,
        structureType: null,
        structureSize: null,
        structureUploadedAt: null,
        modifiedAt: new Date(),
      })
      .where(eq(inventoryItems.rowKey, rowKey));
    await tx.insert(inventoryHistory).values(historyEntry.updated(rowKey, actor.memberIdx, ["structureImage"]));
    return { file: item.structureFile, item };
  });
  await removeFile(ctx, "structure", removed.file);
  await publishItemChange(ctx, removed.item.groupIdx, removed.item);
  return getItem(ctx, actor, rowKey);
}

/** Serves the image inline with its own type; nosniff, and a CSP that runs nothing. */
export async function sendStructure(ctx: AppContext, actor: Actor, rowKey: string, res: Response): Promise<void> {
  const item = await loadItem(ctx.db, actor, rowKey, "inventory.read");
  if (!item.structureFile || !item.structureType) throw new AppError("NOT_FOUND");
  await sendFile(ctx, "structure", item.structureFile, res, {
    "Content-Type": item.structureType,
    ...(item.structureSize !== null ? { "Content-Length": String(item.structureSize) } : {}),
    "Content-Disposition": `inline; filename="${item.pinNo}-structure.${extensions[item.structureType]}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
}
