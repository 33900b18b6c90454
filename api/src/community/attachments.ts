import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { uploadLimitBytes, type CommunityAttachment, type CommunityKind } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { communityAttachments, members } from "../db/schema";
import { apiCacheControl } from "../lib/answer";
import { AppError } from "../lib/errors";
import { memberLeft, memberName } from "../members/name";
import { contentDisposition, inlineImageTypeOf } from "../attachments/file-facts";
import { receiveFile } from "../attachments/receive";

/**
 * Files of notices and board posts: the lab book attachments' upload, download and removal
 * (attachments/), kept in the one file store under rows of their own. Callers check access first.
 */
export interface CommunitySubjectRef {
  kind: CommunityKind;
  idx: number;
}

const ofSubject = (subject: CommunitySubjectRef) =>
  and(eq(communityAttachments.subjectKind, subject.kind), eq(communityAttachments.subjectIdx, subject.idx));

function selectAttachments(db: Db) {
  return db
    .select({
      attachmentIdx: communityAttachments.attachmentIdx,
      name: communityAttachments.name,
      size: communityAttachments.size,
      declaredType: communityAttachments.declaredType,
      imageType: communityAttachments.imageType,
      sha256: communityAttachments.sha256,
      uploadedAt: communityAttachments.uploadedAt,
      uploaderIdx: communityAttachments.uploaderIdx,
      uploaderName: memberName(),
      uploaderLeft: memberLeft(),
    })
    .from(communityAttachments)
    .innerJoin(members, eq(members.memberIdx, communityAttachments.uploaderIdx));
}
type Row = Awaited<ReturnType<typeof selectAttachments>>[number];

function toAttachment(row: Row): CommunityAttachment {
  return {
    attachmentIdx: row.attachmentIdx,
    name: row.name,
    size: row.size,
    contentType: row.imageType ?? row.declaredType,
    inline: row.imageType !== null,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    uploader: { memberIdx: row.uploaderIdx, name: row.uploaderName, left: row.uploaderLeft },
    // Spectra are drawn in lab books only.
    peaks: null,
  };
}

export const maxUploadBytes = (ctx: AppContext) => uploadLimitBytes(ctx.env.ENOTE_MAX_UPLOAD_MB);

/** The subject's files, oldest first. */
export async function subjectAttachments(db: Db, subject: CommunitySubjectRef): Promise<CommunityAttachment[]> {
  const rows = await selectAttachments(db).where(ofSubject(subject)).orderBy(asc(communityAttachments.attachmentIdx));
  return rows.map(toAttachment);
}

/** How many files each of the subjects keeps. */
export async function attachmentCounts(db: Db, kind: CommunityKind, idxs: number[]): Promise<Map<number, number>> {
  if (idxs.length === 0) return new Map();
  const rows = await db
    .select({ idx: communityAttachments.subjectIdx, n: sql<number>`count(*)::int` })
    .from(communityAttachments)
    .where(and(eq(communityAttachments.subjectKind, kind), inArray(communityAttachments.subjectIdx, idxs)))
    .groupBy(communityAttachments.subjectIdx);
  return new Map(rows.map((row) => [row.idx, row.n]));
}

/**
 * Stores the request's `file` with the subject: spooled and hashed, put in the file store, then
 * recorded. `stillAllowed` runs again inside the recording transaction (the subject may have gone).
 */
export async function uploadCommunityAttachment(
  ctx: AppContext,
  actor: Actor,
  subject: CommunitySubjectRef,
  req: Request,
  stillAllowed: (db: Db) => Promise<unknown>,
): Promise<CommunityAttachment> {
  const file = await receiveFile(req, maxUploadBytes(ctx), path.resolve(ctx.env.ENOTE_DATA_DIR, "spool"));
  let key: string;
  try {
    key = await ctx.files.put("attachments", { stream: createReadStream(file.spoolPath), size: file.size });
  } finally {
    await rm(file.spoolPath, { force: true });
  }
  const attachmentIdx = await ctx.db
    .transaction(async (tx) => {
      await stillAllowed(tx);
      const [row] = await tx
        .insert(communityAttachments)
        .values({
          subjectKind: subject.kind,
          subjectIdx: subject.idx,
          name: file.name,
          size: file.size,
          declaredType: file.declaredType,
          imageType: inlineImageTypeOf(file.head),
          sha256: file.sha256,
          fileKey: key,
          uploaderIdx: actor.memberIdx,
        })
        .returning({ attachmentIdx: communityAttachments.attachmentIdx });
      if (!row) throw new Error("attachment insert returned nothing");
      return row.attachmentIdx;
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(key).catch(() => undefined);
      throw error;
    });
  const [row] = await selectAttachments(ctx.db).where(eq(communityAttachments.attachmentIdx, attachmentIdx));
  if (!row) throw new AppError("NOT_FOUND");
  return toAttachment(row);
}

/**
 * Streams a file as a download under its own name (`inline`: shown in the page, for an image its
 * bytes say is PNG, JPEG, GIF or WebP only); never sniffed, never run.
 */
export async function sendCommunityAttachment(
  ctx: AppContext,
  subject: CommunitySubjectRef,
  attachmentIdx: number,
  inline: boolean,
  res: Response,
): Promise<void> {
  const [row] = await ctx.db
    .select({
      name: communityAttachments.name,
      size: communityAttachments.size,
      imageType: communityAttachments.imageType,
      fileKey: communityAttachments.fileKey,
    })
    .from(communityAttachments)
    .where(and(ofSubject(subject), eq(communityAttachments.attachmentIdx, attachmentIdx)));
  if (!row) throw new AppError("NOT_FOUND");
  const stream = await ctx.files.get(row.fileKey);
  if (!stream) throw new AppError("NOT_FOUND");
  const shown = inline && row.imageType !== null;
  res.status(200);
  res.setHeader("Content-Type", shown && row.imageType ? row.imageType : "application/octet-stream");
  res.setHeader("Content-Length", String(row.size));
  res.setHeader("Content-Disposition", contentDisposition(shown ? "inline" : "attachment", row.name));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader("Cache-Control", apiCacheControl);
  await pipeline(stream, res).catch((error: unknown) => {
    if (!res.destroyed) ctx.log.warn({ err: error, attachmentIdx }, "attachment download broke off");
  });
}

/** Removes one file of the subject (its row, then its bytes). */
export async function deleteCommunityAttachment(
  ctx: AppContext,
  subject: CommunitySubjectRef,
  attachmentIdx: number,
): Promise<{ attachmentIdx: number }> {
  const [row] = await ctx.db
    .delete(communityAttachments)
    .where(and(ofSubject(subject), eq(communityAttachments.attachmentIdx, attachmentIdx)))
    .returning({ fileKey: communityAttachments.fileKey });
  if (!row) throw new AppError("NOT_FOUND");
  await removeFiles(ctx, [row.fileKey]);
  return { attachmentIdx };
}

/** Removes every file of a subject being deleted; returns the keys to remove once it is committed. */
export async function dropSubjectAttachments(db: Db, subject: CommunitySubjectRef): Promise<string[]> {
  const rows = await db
    .delete(communityAttachments)
    .where(ofSubject(subject))
    .returning({ fileKey: communityAttachments.fileKey });
  return rows.map((row) => row.fileKey);
}

export async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await ctx.files.remove(key).catch((error: unknown) => {
      // Nothing names the file any more: a leftover costs disk, nothing else.
      ctx.log.warn({ err: error, fileKey: key }, "deleted attachment's file not removed");
    });
  }
}
