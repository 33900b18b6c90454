import { z } from "zod";
import { memberRef } from "../members/ref";
import { idxParam } from "../validation/rules";
import { spectrumLimits } from "../spectra/peaks";

/**
 * Lab book attachments (issue 20): files of any type kept with a book. Only images whose bytes
 * say PNG, JPEG, GIF or WebP are ever shown inline; everything else is only downloaded.
 */
export const attachmentLimits = {
  /** Longest stored file name, in characters (a longer one is shortened, its extension kept). */
  nameMax: 255,
  /** ENOTE_MAX_UPLOAD_MB when unset. */
  defaultMaxUploadMb: 50,
} as const;

/**
 * An upload limit of `mb` megabytes in bytes. Decimal, as every size E-Note shows (spec §9: KB and
 * MB from 1,000 and 1,000,000 bytes), so a 50 MB limit reads "50 MB", never "52.4 MB".
 */
export function uploadLimitBytes(mb: number): number {
  return mb * 1_000_000;
}

export const inlineImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type InlineImageType = (typeof inlineImageTypes)[number];

export const attachmentPaths = {
  /** POST, multipart/form-data with the file in the field `file`. */
  upload: (lbIdx: number) => `/api/labbook/${lbIdx}/attachment.do`,
  list: (lbIdx: number) => `/api/labbook/${lbIdx}/attachments.do`,
  /** GET streams the bytes (`?inline=1` for an image shown in a page, `?key=` for a share link); DELETE removes it. */
  file: (lbIdx: number, attachmentIdx: number) => `/api/labbook/${lbIdx}/attachment/${attachmentIdx}.do`,
  /** PUT a spectrum's peaks as the member set them (null: back to the automatic ones). */
  peaks: (lbIdx: number, attachmentIdx: number) => `/api/labbook/${lbIdx}/attachment/${attachmentIdx}/peaks.do`,
};

/** The address a section's image node keeps for an uploaded image: its bytes, shown inline. */
export function attachmentImagePath(lbIdx: number, attachmentIdx: number): string {
  return `${attachmentPaths.file(lbIdx, attachmentIdx)}?inline=1`;
}

/**
 * A section image whose upload has not finished: the uploader's page puts this in the node at once
 * and replaces it with the attachment's address when the upload is done.
 */
export const pendingImagePrefix = "enote-upload:";

/** The lab book and attachment an image address of ours names, or null for any other address. */
export function attachmentOfPath(src: string): { lbIdx: number; attachmentIdx: number } | null {
  const match = /^\/api\/labbook\/(\d{1,10})\/attachment\/(\d{1,10})\.do(?:\?inline=1)?$/.exec(src);
  return match ? { lbIdx: Number(match[1]), attachmentIdx: Number(match[2]) } : null;
}

/** One attachment as every call answers it. */
export const labBookAttachment = z.object({
  attachmentIdx: z.number().int(),
  /** The name it was uploaded with (control characters and folders removed). */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The image type its bytes show, else the type the uploader's browser declared. */
  contentType: z.string(),
  /** A PNG, JPEG, GIF or WebP image by its bytes: shown inline with `?inline=1`. */
  inline: z.boolean(),
  /** SHA-256 of the bytes (hex): the completion snapshot covers it. */
  sha256: z.string(),
  uploadedAt: z.string(),
  uploader: memberRef,
  /** A spectrum's peaks as members set them (x in the spectrum's unit); null: picked automatically. */
  peaks: z.array(z.number()).nullable(),
});
export type LabBookAttachment = z.infer<typeof labBookAttachment>;

export const labBookAttachmentList = z.object({
  attachments: z.array(labBookAttachment),
  /** The largest file the server takes (ENOTE_MAX_UPLOAD_MB), so a page refuses larger ones before sending them. */
  maxBytes: z.number().int(),
});
export type LabBookAttachmentList = z.infer<typeof labBookAttachmentList>;

export const attachmentPeaksInput = z.object({
  peaks: z
    .array(z.number({ error: "validation.invalid" }).finite("validation.invalid"), { error: "validation.invalid" })
    .max(spectrumLimits.maxPeaks, "validation.invalid")
    .nullable(),
});
export type AttachmentPeaksInput = z.infer<typeof attachmentPeaksInput>;

export const attachmentBookParams = z.object({ lbIdx: idxParam });
export const attachmentParams = z.object({ lbIdx: idxParam, attachmentIdx: idxParam });

/** The link key of a public book: how an anonymous viewer lists and downloads. */
const shareKey = z.string().max(200, "validation.tooLong").optional();

export const attachmentListQuery = z.object({ key: shareKey });

export const attachmentDownloadQuery = z.object({
  key: shareKey,
  /** "1": show an image in the page instead of downloading it (ignored for any other type). */
  inline: z.enum(["1", "0"]).optional(),
});
