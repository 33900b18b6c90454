import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq } from "drizzle-orm";
import type { Request, Response } from "express";
import { uploadLimitBytes, type LabBookAttachment, type LabBookAttachmentList } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookAttachments, members } from "../db/schema";
import { apiCacheControl } from "../lib/answer";
import { AppError } from "../lib/errors";
import { announceRecord } from "../labbook/announce";
import { memberLeft, memberName } from "../members/name";
import { changeableBook, checkReadable } from "./access";
import { fileCheckOf } from "./file-check";
import { contentDisposition, inlineImageTypeOf } from "./file-facts";
import { receiveFile } from "./receive";
import { appendToChain, sha256Hex } from "../signing/chain";
import { canonicalJson } from "../signing/content";

const columns = {
  attachmentIdx: labBookAttachments.attachmentIdx,
  name: labBookAttachments.name,
  size: labBookAttachments.size,
  declaredType: labBookAttachments.declaredType,
  imageType: labBookAttachments.imageType,
  sha256: labBookAttachments.sha256,
  uploadedAt: labBookAttachments.uploadedAt,
  uploaderIdx: labBookAttachments.uploaderIdx,
  uploaderName: memberName(),
  uploaderLeft: memberLeft(),
  peaks: labBookAttachments.peaks,
};
type Row = Awaited<ReturnType<typeof selectAttachments>>[number];

function toAttachment(row: Row): LabBookAttachment {
  return {
    attachmentIdx: row.attachmentIdx,
    name: row.name,
    size: row.size,
    contentType: row.imageType ?? row.declaredType,
    inline: row.imageType !== null,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    uploader: { memberIdx: row.uploaderIdx, name: row.uploaderName, left: row.uploaderLeft },
    peaks: row.peaks ?? null,
  };
}

function selectAttachments(db: Db) {
  return db
    .select(columns)
    .from(labBookAttachments)
    .innerJoin(members, eq(members.memberIdx, labBookAttachments.uploaderIdx));
}

const maxBytesOf = (ctx: AppContext) => uploadLimitBytes(ctx.env.ENOTE_MAX_UPLOAD_MB);

/**
 * Stores the request's `file` with the book: spooled and hashed, put in the file store, then
 * recorded under the book's lock (a book completed meanwhile refuses it, and the file goes).
 * Everyone with the book open is told its record changed, so their lists refetch.
 */
export async function uploadAttachment(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  req: Request,
): Promise<LabBookAttachment> {
  try {
    await changeableBook(ctx.db, actor, lbIdx, "add");
  } catch (error) {
    req.resume();
    throw error;
  }
  const file = await receiveFile(req, maxBytesOf(ctx), path.resolve(ctx.env.ENOTE_DATA_DIR, "spool"));
  let key: string;
  try {
    key = await ctx.files.put("attachments", { stream: createReadStream(file.spoolPath), size: file.size });
  } finally {
    await rm(file.spoolPath, { force: true });
  }
  // What the store says of the file just written: verify.do re-reads it only when that changes.
  const stored = await ctx.files.stat(key).catch(() => null);
  const attachmentIdx = await ctx.db
    .transaction(async (tx) => {
      await changeableBook(tx, actor, lbIdx, "add", true);
      const [row] = await tx
        .insert(labBookAttachments)
        .values({
          lbIdx,
          name: file.name,
          size: file.size,
          declaredType: file.declaredType,
          imageType: inlineImageTypeOf(file.head),
          sha256: file.sha256,
          fileKey: key,
          fileCheck: stored ? fileCheckOf(file.sha256, stored.stamp) : null,
          uploaderIdx: actor.memberIdx,
        })
        .returning({ attachmentIdx: labBookAttachments.attachmentIdx });
      if (!row) throw new Error("attachment insert returned nothing");
      await chainAttachment(tx, actor, lbIdx, { added: row.attachmentIdx, name: file.name, sha256: file.sha256 });
      return row.attachmentIdx;
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(key).catch(() => undefined);
      throw error;
    });
  await announceRecord(ctx, lbIdx);
  const [row] = await selectAttachments(ctx.db).where(eq(labBookAttachments.attachmentIdx, attachmentIdx));
  if (!row) throw new AppError("NOT_FOUND");
  return toAttachment(row);
}

/** The book's attachments, oldest first. */
export async function listAttachments(
  ctx: AppContext,
  actor: Actor | null,
  lbIdx: number,
  key: string | undefined,
): Promise<LabBookAttachmentList> {
  await checkReadable(ctx.db, actor, lbIdx, key);
  const rows = await selectAttachments(ctx.db)
    .where(eq(labBookAttachments.lbIdx, lbIdx))
    .orderBy(asc(labBookAttachments.attachmentIdx));
  return { attachments: rows.map(toAttachment), maxBytes: maxBytesOf(ctx) };
}

/**
 * Streams an attachment's bytes as a download under its own name. `inline` shows it in the page
 * instead, only for an image its bytes say is PNG, JPEG, GIF or WebP; nothing is ever sniffed
 * (nosniff) and nothing it holds may run (a sandboxing Content-Security-Policy of its own).
 */
export async function sendAttachment(
  ctx: AppContext,
  actor: Actor | null,
  lbIdx: number,
  attachmentIdx: number,
  options: { key: string | undefined; inline: boolean },
  res: Response,
): Promise<void> {
  await checkReadable(ctx.db, actor, lbIdx, options.key);
  const [row] = await ctx.db
    .select({
      name: labBookAttachments.name,
      size: labBookAttachments.size,
      imageType: labBookAttachments.imageType,
      fileKey: labBookAttachments.fileKey,
    })
    .from(labBookAttachments)
    .where(and(eq(labBookAttachments.lbIdx, lbIdx), eq(labBookAttachments.attachmentIdx, attachmentIdx)));
  if (!row) throw new AppError("NOT_FOUND");
  const stream = await ctx.files.get(row.fileKey);
  if (!stream) throw new AppError("NOT_FOUND");
  const inline = options.inline && row.imageType !== null;
  res.status(200);
  res.setHeader("Content-Type", inline && row.imageType ? row.imageType : "application/octet-stream");
  res.setHeader("Content-Length", String(row.size));
  res.setHeader("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", row.name));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader("Cache-Control", apiCacheControl);
  await pipeline(stream, res).catch((error: unknown) => {
    // The member closed the page mid-download: nothing to answer.
    if (!res.destroyed) ctx.log.warn({ err: error, attachmentIdx }, "attachment download broke off");
  });
}

/** An attachment added or removed is an entry of the book's hash chain (issue 27). */
function chainAttachment(tx: Db, actor: Actor, lbIdx: number, change: Record<string, string | number>) {
  const contentHash = sha256Hex(canonicalJson({ lbIdx, ...change }));
  return appendToChain(tx, lbIdx, { kind: "ATTACHMENT", memberIdx: actor.memberIdx, contentHash });
}

/** Removes an attachment (writers, while the book is in progress), then its bytes. */
/** Sets a spectrum's peaks (null: the automatic ones again): who may add files, while the book is open. */
export async function setPeaks(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  attachmentIdx: number,
  peaks: number[] | null,
): Promise<LabBookAttachment> {
  await ctx.db.transaction(async (tx) => {
    await changeableBook(tx, actor, lbIdx, "add", true);
    const [row] = await tx
      .update(labBookAttachments)
      .set({ peaks: peaks === null ? null : [...peaks].sort((a, b) => a - b) })
      .where(and(eq(labBookAttachments.lbIdx, lbIdx), eq(labBookAttachments.attachmentIdx, attachmentIdx)))
      .returning({ attachmentIdx: labBookAttachments.attachmentIdx });
    if (!row) throw new AppError("NOT_FOUND");
  });
  await announceRecord(ctx, lbIdx);
  const [row] = await selectAttachments(ctx.db).where(eq(labBookAttachments.attachmentIdx, attachmentIdx));
  if (!row) throw new AppError("NOT_FOUND");
  return toAttachment(row);
}

export async function deleteAttachment(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  attachmentIdx: number,
): Promise<{ attachmentIdx: number }> {
  const fileKey = await ctx.db.transaction(async (tx) => {
    await changeableBook(tx, actor, lbIdx, "delete", true);
    const [row] = await tx
      .delete(labBookAttachments)
      .where(and(eq(labBookAttachments.lbIdx, lbIdx), eq(labBookAttachments.attachmentIdx, attachmentIdx)))
      .returning({
        fileKey: labBookAttachments.fileKey,
        name: labBookAttachments.name,
        sha256: labBookAttachments.sha256,
      });
    if (!row) throw new AppError("NOT_FOUND");
    await chainAttachment(tx, actor, lbIdx, { removed: attachmentIdx, name: row.name, sha256: row.sha256 });
    return row.fileKey;
  });
  await ctx.files.remove(fileKey).catch((error: unknown) => {
    // The row is gone, so nothing names the file any more: a leftover costs disk, nothing else.
    ctx.log.warn({ err: error, fileKey }, "deleted attachment's file not removed");
  });
  await announceRecord(ctx, lbIdx);
  return { attachmentIdx };
}
