import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { labBookAttachments } from "../db/schema";

/**
 * An attachment's file check (issue 33, verify.do stays cheap): its SHA-256 and the file store's
 * stamp of the stored file when its bytes last hashed to it. While the stored size and stamp are
 * the same, the bytes are the ones hashed and need not be read again. A changed recorded hash
 * also misses the check, so a tampered `sha256` column is still caught by a re-read.
 */
export function fileCheckOf(sha256: string, stamp: string): string {
  return `${sha256} ${stamp}`;
}

export interface AttachmentFile {
  attachmentIdx: number;
  size: number;
  sha256: string;
  fileKey: string;
  fileCheck: string | null;
}

export type FileVerdict = "ok" | "reread" | "changed" | "missing";

/**
 * Checks one attachment's stored file against its recorded hash: by the store's size and stamp,
 * reading the bytes only when they say the file may have changed, or when `full`. A re-read that
 * matches records the new stamp, so the next check is cheap again.
 */
export async function checkAttachmentFile(ctx: AppContext, file: AttachmentFile, full: boolean): Promise<FileVerdict> {
  const stored = await ctx.files.stat(file.fileKey);
  if (!stored) return "missing";
  const check = fileCheckOf(file.sha256, stored.stamp);
  if (!full && stored.size === file.size && file.fileCheck === check) return "ok";
  const stream = await ctx.files.get(file.fileKey);
  if (!stream) return "missing";
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  if (hash.digest("hex") !== file.sha256) return "changed";
  if (file.fileCheck !== check)
    await ctx.db
      .update(labBookAttachments)
      .set({ fileCheck: check })
      .where(eq(labBookAttachments.attachmentIdx, file.attachmentIdx));
  return "reread";
}
