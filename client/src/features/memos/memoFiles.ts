import { formatFileSize, inlineImageTypes } from "@enote/shared";
import type { DrawingFile, DrawingFiles } from "../../components/drawing";
import { i18n } from "../../i18n";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { attachmentImageBlob } from "../attachments/imageSource";
import { uploadAttachment } from "../attachments/queries";
import { attachmentOfFileId, memoFileId } from "./fileId";

const imageTypes: readonly string[] = inlineImageTypes;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable image"));
    reader.readAsDataURL(blob);
  });
}

export interface MemoFilesOptions {
  /** Whether I may place images (a writer of an open book); readers and share viewers only see them. */
  canUpload: boolean;
  /** The attachment size limit, checked before a byte is sent (the server checks it again). */
  maxBytes: number | null;
}

/**
 * A memo's images are attachments of its book: placing one uploads it, and the element keeps only
 * `attachment-<attachmentIdx>`; whoever sees the memo fetches the bytes (with the token, or the
 * share link's key) and keeps them in memory. The memo's document never holds image data.
 */
export function memoFiles(lbIdx: number, { canUpload, maxBytes }: MemoFilesOptions): DrawingFiles {
  const load = async (fileId: string): Promise<DrawingFile | null> => {
    const attachmentIdx = attachmentOfFileId(fileId);
    if (attachmentIdx === null) return null;
    const blob = await attachmentImageBlob(lbIdx, attachmentIdx);
    return { id: fileId, mimeType: blob.type, dataURL: await dataUrlOf(blob) };
  };
  if (!canUpload) return { load };
  const upload = async (file: File): Promise<string> => {
    if (!imageTypes.includes(file.type)) throw new Error(i18n.t("memoCanvas.notAnImage", { name: file.name }));
    try {
      if (maxBytes !== null && file.size > maxBytes) {
        throw new ApiError(413, "FILE_TOO_LARGE", i18n.t("errors.FILE_TOO_LARGE", { max: formatFileSize(maxBytes) }));
      }
      const attachment = await uploadAttachment(lbIdx, file);
      return memoFileId(attachment.attachmentIdx);
    } catch (error) {
      throw new Error(i18n.t("memoCanvas.uploadFailed", { name: file.name, reason: errorMessage(error) }), {
        cause: error,
      });
    }
  };
  return { load, upload };
}
